import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import QuestionList from '@/components/questions/QuestionList';
import type { QuestionPage } from '@/services/questions.api';
import { MESSAGES, TEXT_LIMIT } from '@/utils/validation';
import { at } from '../../mocks/handlers';
import { QID, questionFixture, questionHandlers, resetQuestions } from '../../mocks/handlers/questions';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

setupMockServer();
serveFeature(questionHandlers, resetQuestions);
beforeEach(() => {
  resetRouter();
  setRoute('/questions');
});

const { answers: _answers, ...summary } = questionFixture();
const page = (over: Partial<QuestionPage> = {}): QuestionPage => ({ questions: [summary], page: 1, limit: 20, total: 1, locale: null, ...over });

function countAsks(): { n: number } {
  const count = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/question/add')) count.n += 1;
  });
  return count;
}
afterEach(() => server.events.removeAllListeners());

describe('the list', () => {
  it('links each question to /questions/{id}-{slug} and marks the current language', () => {
    renderWithProviders(<QuestionList data={page({ locale: 'hi', questions: [], total: 0 })} lang="hi" loggedIn={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions in Hindi');
    const filter = screen.getByRole('navigation', { name: 'Language of questions' });
    expect(within(filter).getByRole('link', { name: 'Hindi' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'All languages' })).toHaveAttribute('href', '/questions');
    expect(within(filter).getByRole('link', { name: 'Gujarati' })).toHaveAttribute('href', '/gu/questions');
    expect(screen.getByText('No questions yet')).toBeInTheDocument();
  });

  it('shows the questions with their counts, and pages', () => {
    renderWithProviders(<QuestionList data={page({ total: 45 })} lang={null} loggedIn={false} />);
    expect(screen.getByRole('link', { name: 'Which SIP date should I choose?' })).toHaveAttribute('href', `/questions/${QID}-sip-date-salary`);
    expect(screen.getByText('2 answers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older questions' })).toHaveAttribute('href', '/questions?page=2');
    expect(screen.queryByRole('link', { name: 'Newer questions' })).not.toBeInTheDocument();
  });
});

describe('asking', () => {
  it('asks a visitor to log in instead of showing the form', async () => {
    const u = userEvent.setup();
    const { store } = renderWithProviders(<QuestionList data={page()} lang={null} loggedIn={false} />);
    expect(screen.queryByLabelText('Ask a question')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'or open the login page' })).toHaveAttribute('href', '/account/user?next=%2Fquestions');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().ui.authModal).toEqual({ open: true, variant: 'login' });
  });

  it("refuses an empty question with 'Question cannot be empty' and one over the limit, without sending", async () => {
    logInInvestor('u-1');
    const asks = countAsks();
    const u = userEvent.setup();
    renderWithProviders(<QuestionList data={page()} lang={null} loggedIn />);
    await u.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.questionEmpty);
    expect(screen.getByLabelText('Ask a question')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Ask a question'), { target: { value: 'क'.repeat(TEXT_LIMIT + 2) } });
    expect(screen.getByText('5,002 / 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.textTooLong);
    await u.click(screen.getByRole('button', { name: 'Ask' }));
    expect(asks.n).toBe(0);
  });

  it("posts the question in the chosen language and opens its page", async () => {
    logInInvestor('u-1');
    let sent: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json();
    });
    const u = userEvent.setup();
    renderWithProviders(<QuestionList data={page({ locale: 'hi' })} lang="hi" loggedIn />);
    expect(screen.getByLabelText('Language of the question')).toHaveValue('hi');
    await u.type(screen.getByLabelText('Ask a question'), 'What is an index fund?');
    await u.selectOptions(screen.getByLabelText('Language of the question'), 'gu');
    await u.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByText('0 / 5,000 characters');
    expect(sent).toEqual({ question: 'What is an index fund?', locale: 'gu' });
    expect(mockRouter.push).toHaveBeenCalledWith(expect.stringMatching(/^\/questions\/3f0c8a52-[0-9a-f-]+-new-question$/));
  });

  it("shows the server's refusal, such as the posting limit, beside the field", async () => {
    logInInvestor('u-1');
    const limit = 'You can post at most 5 questions in 10 minutes. Please try again in 7 minutes.';
    server.use(http.post(at('node', '/question/add'), () => HttpResponse.json({ status: 'failed', message: limit }, { status: 429 })));
    const u = userEvent.setup();
    renderWithProviders(<QuestionList data={page()} lang={null} loggedIn />);
    await u.type(screen.getByLabelText('Ask a question'), 'One more?');
    await u.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByLabelText('Ask a question')).toHaveValue('One more?');
  });
});
