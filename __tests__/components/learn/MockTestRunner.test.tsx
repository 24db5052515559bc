import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { attemptKey } from '@/components/learn/mockTest/attemptStorage';
import MockTestRunner from '@/components/learn/mockTest/MockTestRunner';
import type { MockTestAnswers } from '@/services/lms.api';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { PAPER, submitHandler } from './fixtures';
import { renderWithProviders } from '../../support/render';

setupMockServer();

let seen: MockTestAnswers[];
beforeEach(() => {
  sessionStorage.clear();
  seen = [];
  server.use(submitHandler(seen));
});
afterEach(() => jest.useRealTimers());

/** Fakes only the clock and intervals: msw and user-event keep their real timeouts. */
function fakeClock() {
  jest.useFakeTimers({
    doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'performance', 'hrtime', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'],
  });
}

const option = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

async function startTest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start the test' }));
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
}

describe('mock test timer', () => {
  it('counts down every second and submits what was answered when time runs out', async () => {
    // Only the clock and the interval are faked: msw's request handling keeps its real timers.
    fakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<MockTestRunner paper={PAPER} />);
    expect(screen.getByText(/1 minutes/)).toBeInTheDocument();
    await startTest(user);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');

    await user.click(option('SEBI'));
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:55');
    expect(seen).toHaveLength(0);

    act(() => jest.advanceTimersByTime(55_000));
    await screen.findByRole('heading', { name: 'Your score' });
    expect(seen).toEqual([{ q1: 1 }]);
    expect(screen.getByText(/1 \/ 3/)).toBeInTheDocument();
    expect(screen.getByText(/Not passed/)).toBeInTheDocument();
  });

  it('submits at once when a reload comes back after the time is over', async () => {
    const startedAt = Date.now() - 2 * 60_000;
    sessionStorage.setItem(
      attemptKey(PAPER.id),
      JSON.stringify({ version: 1, testId: PAPER.id, startedAt, answers: { q2: 2 }, current: 1 }),
    );
    renderWithProviders(<MockTestRunner paper={PAPER} />);
    await screen.findByRole('heading', { name: 'Your score' });
    expect(seen).toEqual([{ q2: 2 }]);
  });
});

describe('progress kept across a reload', () => {
  it('restores the answers, the current question and the clock after a remount', async () => {
    fakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderWithProviders(<MockTestRunner paper={PAPER} />);
    await startTest(user);
    await user.click(option('SEBI'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(option('3 years'));
    const saved = JSON.parse(sessionStorage.getItem(attemptKey(PAPER.id)) ?? '{}');
    expect(saved).toMatchObject({ current: 1, answers: { q1: 1, q2: 2 } });
    first.unmount();
    // The page is away for 20 seconds (a reload on a slow phone): the clock does not stop meanwhile.
    jest.setSystemTime(Date.now() + 20_000);

    renderWithProviders(<MockTestRunner paper={PAPER} />);
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:40');
    expect(option('3 years')).toBeChecked();
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 3, not answered' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(option('SEBI')).toBeChecked();
  });

  it('ignores a damaged saved attempt and offers a fresh start', () => {
    sessionStorage.setItem(attemptKey(PAPER.id), '{"version":1,"testId":"nism-va-fixture","answers":"x"}');
    renderWithProviders(<MockTestRunner paper={PAPER} />);
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeInTheDocument();
  });
});

describe('submitting', () => {
  it('asks to confirm with the number unanswered, then shows the score and a review with answers and explanations', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MockTestRunner paper={PAPER} />);
    await startTest(user);
    await user.click(option('SEBI'));
    await user.click(screen.getByRole('button', { name: 'Question 3, not answered' }));
    await user.click(option('Four'));
    await user.click(screen.getByRole('button', { name: 'Submit test' }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('You have not answered 1 of 3 questions');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'Your score' });
    expect(seen).toEqual([{ q1: 1, q3: 1 }]);
    expect(screen.getByText(/1 \/ 3/)).toHaveTextContent('(33.33%)');
    const review = screen.getByRole('heading', { name: 'Review' }).parentElement!.nextElementSibling as HTMLElement;
    const items = within(review).getAllByRole('listitem').filter((li) => li.parentElement === review);
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent('D. Six Correct answer');
    expect(items[2]).toHaveTextContent('B. Four Your answer');
    expect(items[2]).toHaveTextContent('Explanation of q3.');
    expect(items[2]).toHaveTextContent('Source: Source of q3, 2024');
    expect(items[1]).toHaveTextContent('You did not answer this question.');

    await user.click(screen.getByRole('checkbox', { name: 'Show only questions I missed' }));
    expect(within(review).queryByText(/Who regulates/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take the test again' }));
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeInTheDocument();
    expect(sessionStorage.getItem(attemptKey(PAPER.id))).toBeNull();
  });

  it('keeps the answers and offers a retry when scoring fails', async () => {
    server.use(
      http.post(at('lms', '/mock-tests/:id/submit'), () =>
        HttpResponse.json({ status: 'failed', message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<MockTestRunner paper={PAPER} />);
    await startTest(user);
    await user.click(option('SEBI'));
    await user.click(screen.getByRole('button', { name: 'Submit test' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not score your test: Service unavailable');
    expect(JSON.parse(sessionStorage.getItem(attemptKey(PAPER.id)) ?? '{}').answers).toEqual({ q1: 1 });

    server.use(submitHandler(seen));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your score' });
    expect(seen).toEqual([{ q1: 1 }]);
  });
});
