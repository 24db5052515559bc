import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SearchCombobox from '@/components/shared/search/SearchCombobox';
import type { SearchHit } from '@/services/search.api';
import { at } from '../../../mocks/handlers';
import { server, setupMockServer } from '../../../mocks/server';
import { renderWithProviders } from '../../../support/render';
import { mockRouter, resetRouter } from '../../../support/router';

setupMockServer();

const hit = (index: string, id: string, source: Record<string, unknown>): SearchHit => ({
  _index: index,
  _id: id,
  _score: 1,
  _source: { id, locale: 'en', ...source },
});

// Relevance order as a server would send it: kinds interleaved, more than 10 in all.
const RANKED: SearchHit[] = [
  hit('products', '122639', { title: 'Parag Parikh Flexi Cap Fund', scheme_name: 'Parag Parikh Flexi Cap Fund', description: 'Direct Plan · Growth', display_url: '/mutual-funds/parag-parikh-flexi-cap-fund-direct-growth' }),
  hit('users', 'e1', { title: 'Parag Shah', name: 'Parag Shah', arn: 'ARN-112233', display_url: '/users/parag-shah-u1' }),
  hit('articles', 'a1', { title: 'Parag Parikh funds explained', display_url: '/m/parag-parikh-funds' }),
  hit('products', '122640', { title: 'Parag Parikh Flexi Cap Fund', scheme_name: 'Parag Parikh Flexi Cap Fund', description: 'Regular Plan · Growth', display_url: '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth' }),
  hit('forums', 'q1', { title: 'Is Parag Parikh good for SIPs?', question: 'Is Parag Parikh good for SIPs?', display_url: '/questions/q1' }),
  hit('videos', 'v1', { title: 'Parag Parikh in 5 minutes', display_url: '/videos/parag-5-min' }),
  ...Array.from({ length: 8 }, (_, i) => hit('products', `9${i}`, { title: `Parag Parikh Fund ${i}`, scheme_name: `Parag Parikh Fund ${i}`, display_url: `/mutual-funds/pp-${i}` })),
];

let requests: unknown[];

function answerWith(hits: SearchHit[] | 'error') {
  server.use(
    http.post(at('search', '/administration/v2/search'), async ({ request }) => {
      requests.push(await request.json());
      if (hits === 'error') return HttpResponse.json({ status: 'failed', message: 'down' }, { status: 500 });
      return HttpResponse.json({ status: 'success', data: { hits } });
    }),
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });

async function typeAndWait(text: string) {
  const u = userEvent.setup();
  await u.click(input());
  await u.type(input(), text);
  await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'));
  return u;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetRouter();
  requests = [];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
});

describe('suggestions', () => {
  it('appear after a pause in typing, at most 10, grouped by kind under headings in a fixed order', async () => {
    answerWith(RANKED);
    const { store } = renderWithProviders(<SearchCombobox />);
    await typeAndWait('parag');
    // one request for the whole word: the keystrokes before it were debounced
    expect(requests).toEqual([{ query: 'parag' }]);
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)!.textContent)).toEqual([
      'Funds',
      'Articles',
      'Videos',
      'Questions',
      'Experts',
    ]);
    expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    // the first ten of the ranking: six funds and one of each other kind
    expect(within(groups[0]).getAllByRole('option')).toHaveLength(6);
    expect(within(groups[0]).getAllByRole('option')[0]).toHaveTextContent('Parag Parikh Flexi Cap Fund Direct Plan · Growth');
    expect(within(groups[4]).getByRole('option')).toHaveTextContent('Parag Shah ARN-112233');
    expect(store.getState().content.search).toMatchObject({ keyword: 'parag' });
    expect(store.getState().content.search.hits).toEqual(RANKED.slice(0, 10));
    expect(screen.getByRole('status')).toHaveTextContent('10 suggestions');
  });

  it('are not asked for with fewer than two characters', async () => {
    answerWith(RANKED);
    renderWithProviders(<SearchCombobox delayMs={0} />);
    const u = userEvent.setup();
    await u.type(input(), 'p');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toEqual([]);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('are not asked for the query a box opens with (the results page), only once it is edited', async () => {
    answerWith(RANKED);
    renderWithProviders(<SearchCombobox variant="page" defaultValue="parag" delayMs={0} />);
    const u = userEvent.setup();
    await u.click(input());
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toEqual([]);
    await u.type(input(), 'x');
    await waitFor(() => expect(requests).toEqual([{ query: 'paragx' }]));
  });

  it('walk with the arrow keys (wrapping around) and Enter opens the chosen one', async () => {
    answerWith(RANKED);
    renderWithProviders(<SearchCombobox delayMs={0} />);
    const u = await typeAndWait('parag');
    await u.keyboard('{ArrowDown}');
    const all = options();
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', all[0].id);
    await u.keyboard('{ArrowUp}'); // from the first to the last
    expect(options()[9]).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowDown}'); // and round to the first again
    await u.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await u.keyboard('{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without a chosen suggestion opens the full results page', async () => {
    answerWith(RANKED);
    renderWithProviders(<SearchCombobox delayMs={0} />);
    const u = await typeAndWait('parag parikh');
    await u.keyboard('{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/search?q=parag%20parikh');
  });

  it('Escape closes the list, a second Escape empties the box; a click opens a suggestion', async () => {
    answerWith(RANKED);
    renderWithProviders(<SearchCombobox delayMs={0} />);
    const u = await typeAndWait('parag');
    await u.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('parag');
    await u.keyboard('{Escape}');
    expect(input()).toHaveValue('');

    await u.type(input(), 'parag');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'));
    await u.click(screen.getByRole('option', { name: /Parag Parikh in 5 minutes/ }));
    expect(mockRouter.push).toHaveBeenCalledWith('/videos/parag-5-min');
  });

  it('a failed search clears the suggestions and is logged', async () => {
    answerWith(RANKED);
    const { store } = renderWithProviders(<SearchCombobox delayMs={0} />);
    const u = await typeAndWait('parag');
    answerWith('error');
    await u.type(input(), 'x');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
    expect(options()).toHaveLength(0);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[search] suggestions failed:', expect.any(String)));
    expect(store.getState().content.search).toEqual({ hits: [], keyword: '' });
  });

  it('empty hits clear the results', async () => {
    answerWith(RANKED);
    const { store } = renderWithProviders(<SearchCombobox delayMs={0} />);
    const u = await typeAndWait('parag');
    answerWith([]);
    await u.type(input(), 'zz');
    await waitFor(() => expect(store.getState().content.search.keyword).toBe('paragzz'));
    expect(store.getState().content.search.hits).toEqual([]);
    // The store changes before React renders it: wait for the rendered announcement too.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('voice search', () => {
  class FakeRecognition {
    static last: FakeRecognition | null = null;
    lang = '';
    interimResults = false;
    continuous = true;
    maxAlternatives = 0;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start = jest.fn();
    stop = jest.fn(() => this.onend?.());
    abort = jest.fn();
    constructor() {
      FakeRecognition.last = this;
    }
  }

  it('is hidden where the browser has no speech recognition', () => {
    renderWithProviders(<SearchCombobox />);
    expect(screen.queryByRole('button', { name: /voice/i })).not.toBeInTheDocument();
  });

  it('toggles listening in US English and puts what was heard into the box', async () => {
    answerWith(RANKED);
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    renderWithProviders(<SearchCombobox delayMs={0} />);
    const u = userEvent.setup();
    const mic = screen.getByRole('button', { name: 'Search by voice' });
    expect(mic).toHaveAttribute('aria-pressed', 'false');

    await u.click(mic);
    const recognition = FakeRecognition.last!;
    expect(recognition.start).toHaveBeenCalledTimes(1);
    expect(recognition.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Stop voice search' })).toHaveAttribute('aria-pressed', 'true');

    act(() => recognition.onresult!({ results: [{ isFinal: true, 0: { transcript: 'parag parikh' } }] }));
    expect(input()).toHaveValue('parag parikh');
    await waitFor(() => expect(requests).toEqual([{ query: 'parag parikh' }]));

    await u.click(screen.getByRole('button', { name: 'Stop voice search' }));
    expect(recognition.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Search by voice' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the button off when the browser ends listening by itself', async () => {
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    renderWithProviders(<SearchCombobox />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search by voice' }));
    act(() => FakeRecognition.last!.onend!());
    expect(screen.getByRole('button', { name: 'Search by voice' })).toHaveAttribute('aria-pressed', 'false');
  });
});
