// The state of one mock-test attempt: start, answer, move, the clock, submit (by the candidate or when time
// runs out) and the result. The attempt itself lives in sessionStorage (./attemptStorage), so a reload
// resumes exactly where the candidate was; only the transient send state is React state.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '@/services/http/errors';
import type { MockTestPaper } from '@/services/lms.api';
import { useAppDispatch } from '@/store/hooks';
import {
  type SavedAttempt,
  attemptSnapshot,
  clearAttempt,
  parseAttempt,
  readAttempt,
  subscribeAttempts,
  writeAttempt,
} from './attemptStorage';

export type MockTestPhase = 'intro' | 'running' | 'done';

export function secondsLeft(paper: Pick<MockTestPaper, 'duration_minutes'>, startedAt: number, now: number): number {
  return Math.max(0, paper.duration_minutes * 60 - Math.floor((now - startedAt) / 1000));
}

export function useMockTest(paper: MockTestPaper) {
  // The server has no sessionStorage: it renders the intro, and the browser switches to the saved attempt.
  const raw = useSyncExternalStore(
    subscribeAttempts,
    () => attemptSnapshot(paper.id),
    () => null,
  );
  const attempt = useMemo(() => parseAttempt(paper.id, raw), [paper.id, raw]);
  const dispatch = useAppDispatch();
  const [now, setNow] = useState(() => Date.now());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  const update = useCallback(
    (change: (a: SavedAttempt) => SavedAttempt) => {
      const current = readAttempt(paper.id);
      if (current) writeAttempt(change(current));
    },
    [paper.id],
  );

  const phase: MockTestPhase = !attempt ? 'intro' : attempt.result ? 'done' : 'running';
  const remaining = attempt ? secondsLeft(paper, attempt.startedAt, now) : paper.duration_minutes * 60;

  useEffect(() => {
    if (phase !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  const submit = useCallback(async () => {
    const current = readAttempt(paper.id);
    if (!current || current.result || sending.current) return;
    sending.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const taken = Math.min(paper.duration_minutes * 60, Math.floor((Date.now() - current.startedAt) / 1000));
      // The data layer (and the HTTP client) loads with the first submission, not with the test page.
      const { mockTestsApi } = await import('@/store/api/mockTests');
      const request = mockTestsApi.endpoints.submitMockTest.initiate(
        { id: paper.id, answers: current.answers, timeTakenSeconds: taken },
        { track: false },
      );
      const result = await dispatch(request).unwrap();
      update((a) => ({ ...a, result }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }, [dispatch, paper.id, paper.duration_minutes, update]);

  // Time is up: send what the candidate has, once. A failed send leaves the error and a retry button.
  const timeUp = phase === 'running' && remaining === 0;
  const autoSent = useRef(false);
  useEffect(() => {
    if (!timeUp) {
      autoSent.current = false;
      return;
    }
    if (autoSent.current) return;
    autoSent.current = true;
    void submit();
  }, [timeUp, submit]);

  const start = useCallback(() => {
    const startedAt = Date.now();
    setNow(startedAt);
    setError(null);
    writeAttempt({ version: 1, testId: paper.id, startedAt, answers: {}, current: 0 });
  }, [paper.id]);

  const choose = useCallback(
    (questionId: string, option: number) =>
      update((a) => (a.result ? a : { ...a, answers: { ...a.answers, [questionId]: option } })),
    [update],
  );

  const goTo = useCallback(
    (index: number) => {
      const bounded = Math.min(Math.max(index, 0), paper.questions.length - 1);
      update((a) => ({ ...a, current: bounded }));
    },
    [paper.questions.length, update],
  );

  const retake = useCallback(() => {
    setError(null);
    clearAttempt(paper.id);
  }, [paper.id]);

  const answered = attempt
    ? paper.questions.filter((q) => attempt.answers[q.id] !== undefined && attempt.answers[q.id] !== null).length
    : 0;

  return { phase, attempt, remaining, timeUp, submitting, error, answered, start, choose, goTo, submit, retake };
}

export type MockTestState = ReturnType<typeof useMockTest>;
