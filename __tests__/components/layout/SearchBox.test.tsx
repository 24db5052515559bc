import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SearchBox from '@/components/layout/SearchBox';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter } from '../../support/router';

setupMockServer();

let keywords: unknown[];
beforeEach(() => {
  resetRouter();
  keywords = [];
  server.use(
    http.post(at('search', '/administration/v2/search'), async ({ request }) => {
      keywords.push(await request.json());
      return HttpResponse.json({
        status: 'success',
        data: {
          hits: [
            { _index: 'products', _id: '1', _score: 1, _source: { id: '1', locale: 'en', title: 'HDFC Top 100 Fund', scheme_name: 'HDFC Top 100 Fund', display_url: '/mutual-funds/hdfc-top-100' } },
          ],
        },
      });
    }),
  );
});

describe('header search box', () => {
  it('starts as a plain GET form to /search?q= without the combobox', () => {
    renderWithProviders(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Submit search' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('becomes the combobox on focus, keeping the focus so typing goes on in it', async () => {
    const u = userEvent.setup();
    renderWithProviders(<SearchBox />);
    await u.click(screen.getByRole('searchbox', { name: 'Search' }));
    const combobox = await screen.findByRole('combobox', { name: 'Search' });
    expect(combobox).toHaveFocus();
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
    await u.keyboard('hdfc');
    expect(combobox).toHaveValue('hdfc');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('option', { name: /HDFC Top 100 Fund/ })).toBeInTheDocument();
  });

  it('keeps text typed before the combobox arrived and asks for its suggestions', async () => {
    renderWithProviders(<SearchBox />);
    const plain = screen.getByRole('searchbox', { name: 'Search' });
    plain.focus();
    fireEvent.input(plain, { target: { value: 'hdfc' } });
    const combobox = await screen.findByRole('combobox', { name: 'Search' });
    expect(combobox).toHaveValue('hdfc');
    expect(combobox).toHaveFocus();
    await waitFor(() => expect(keywords).toHaveLength(1));
    expect(JSON.stringify(keywords[0])).toContain('hdfc');
  });
});
