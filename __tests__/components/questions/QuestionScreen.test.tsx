import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuestionScreen from '@/components/questions/QuestionScreen';
import { LIKE_ERROR_MS } from '@/components/questions/useQuestionReactions';
import { MESSAGES, TEXT_LIMIT } from '@/utils/validation';
import { EXPERT_ANSWER_ID, INVESTOR_ANSWER_ID, QID, questionFixture, questionState, questionHandlers, resetQuestions } from '../../mocks/handlers/questions';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter, setRoute } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

setupMockServer();
serveFeature(questionHandlers, resetQuestions);
beforeEach(() => {
  resetRouter();
  setRoute(`/questions/${QID}-sip-date-salary`);
});

function countRequests(method: string, suffix: string): { n: number } {
  const count = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(suffix)) count.n += 1;
  });
  return count;
}
afterEach(() => server.events.removeAllListeners());

const answerItem = (id: string) => document.getElementById(`answer-${id}`) as HTMLElement;

describe('reading', () => {
  it("shows the question, each answer with its author, the expert's ARN and badge, and the comments", () => {
    renderWithProviders(<QuestionScreen question={questionFixture()} loggedIn={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Which SIP date should I choose?');
    expect(screen.getByRole('heading', { name: '2 answers' })).toBeInTheDocument();
    const expert = within(answerItem(EXPERT_ANSWER_ID));
    expect(expert.getByRole('link', { name: 'Rahul Mehta' })).toHaveAttribute('href', expect.stringMatching(/^\/users\/rahul-mehta-/));
    expect(expert.getByText('Expert · ARN-245871')).toBeInTheDocument();
    expect(expert.getByText('Registered expert')).toBeInTheDocument();
    expect(expert.getByText('Thanks, I will use the 5th.')).toBeInTheDocument();
    expect(within(answerItem(INVESTOR_ANSWER_ID)).queryByText('Registered expert')).not.toBeInTheDocument();
  });

  it('counts the view once per visit, however often the page renders', async () => {
    const { rerender } = renderWithProviders(<QuestionScreen question={questionFixture()} loggedIn={false} />);
    rerender(<QuestionScreen question={questionFixture({ views: 149 })} loggedIn={false} />);
    await waitFor(() => expect(questionState.views).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(questionState.views).toBe(1);
  });
});

describe('a visitor', () => {
  it('is asked to log in instead of seeing the answer form, and a like opens the login modal', async () => {
    const u = userEvent.setup();
    const likes = countRequests('PUT', '/like');
    const { store } = renderWithProviders(<QuestionScreen question={questionFixture()} loggedIn={false} />);
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
    expect(screen.getByText('Log in to answer this question.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'or open the login page' })).toHaveAttribute(
      'href',
      `/account/user?next=${encodeURIComponent(`/questions/${QID}-sip-date-salary`)}`,
    );
    await u.click(within(answerItem(EXPERT_ANSWER_ID)).getByRole('button', { name: 'Like' }));
    expect(store.getState().ui.authModal).toEqual({ open: true, variant: 'login' });
    expect(likes.n).toBe(0);
  });
});

describe('a logged-in investor', () => {
  beforeEach(() => logInInvestor('u-1'));

  it("refuses an empty answer with 'Answer cannot be empty' and one over 5000 characters, without sending", async () => {
    const posts = countRequests('PUT', '/answer');
    const u = userEvent.setup();
    renderWithProviders(<QuestionScreen question={questionFixture()} loggedIn />);
    await u.type(screen.getByLabelText('Your answer'), '   ');
    await u.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.answerEmpty);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'a'.repeat(TEXT_LIMIT + 1) } });
    // The limit shows while typing, with the live count.
    expect(screen.getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.textTooLong);
    await u.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(posts.n).toBe(0);
  });

  it('posts an answer and shows it at once', async () => {
    const u = userEvent.setup();
    renderWithProviders(<QuestionScreen question={questionFixture()} loggedIn />);
    await u.type(screen.getByLabelText('Your answer'), 'Any date after payday works.');
    await u.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('Any date after payday works.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 answers' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
  });

  it("comments on an answer, refusing an empty comment with 'Comment cannot be empty'", async () => {
    const u = userEvent.setup();
    renderWithProviders(<QuestionScreen question={questionFixture()} loggedIn />);
    const item = within(answerItem(INVESTOR_ANSWER_ID));
    await u.click(item.getByRole('button', { name: 'Comment' }));
    await u.click(item.getByRole('button', { name: 'Comment' }));
    expect(item.getByRole('alert')).toHaveTextContent(MESSAGES.commentEmpty);
    await u.type(item.getByLabelText('Your comment'), 'Me too.');
    await u.click(item.getByRole('button', { name: 'Comment' }));
    expect(await item.findByText('Me too.')).toBeInTheDocument();
    expect(item.getByText('Ravi Kumar')).toBeInTheDocument();
  });

  it("likes an answer: 'success' updates the count; 'failed' flags the question and answer ids, cleared later", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { store } = renderWithProviders(<QuestionScreen question={questionFixture()} loggedIn />);
      const item = within(answerItem(EXPERT_ANSWER_ID));
      await u.click(item.getByRole('button', { name: 'Like' }));
      expect(await item.findByText('3 likes')).toBeInTheDocument();
      expect(item.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
      expect(store.getState().content.question.likeError).toBeNull();

      // The mock backend answers the second like of the same answer with status 'failed'.
      await u.click(item.getByRole('button', { name: 'Liked' }));
      expect(await item.findByRole('alert')).toHaveTextContent('You have already liked this answer');
      expect(store.getState().content.question.likeError).toEqual({ questionId: QID, answerId: EXPERT_ANSWER_ID });
      // Only the answer named by the flag shows the error.
      expect(within(answerItem(INVESTOR_ANSWER_ID)).queryByRole('alert')).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(LIKE_ERROR_MS));
      expect(store.getState().content.question.likeError).toBeNull();
      expect(item.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
