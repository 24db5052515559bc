// A mock-test attempt kept in sessionStorage, so that a reload (or a phone that drops the tab) resumes the
// same paper with the same answers and the same clock. Per tab, and gone when the tab closes or on logout.
import type { MockTestAnswers, MockTestResult } from '@/services/lms.api';
import { rawGet, rawRemove, rawSet } from '@/utils/storage/backend';

export interface SavedAttempt {
  version: 1;
  testId: string;
  /** When the candidate pressed Start (epoch ms): the clock runs from here, reloads included. */
  startedAt: number;
  answers: MockTestAnswers;
  /** Index of the question on screen. */
  current: number;
  result?: MockTestResult;
}

export function attemptKey(testId: string): string {
  return `zf_mock_test_${testId}`;
}

function isAnswers(value: unknown): value is MockTestAnswers {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => v === null || (Number.isInteger(v) && (v as number) >= 0));
}

// Components follow the saved attempt through useSyncExternalStore: sessionStorage is the single source of
// truth, so what is on screen is always what a reload would restore. Where sessionStorage is unavailable
// (blocked storage, some private modes) the attempt lives in memory for the life of the page instead.
const fallback = new Map<string, string | null>();
const listeners = new Set<() => void>();

export function subscribeAttempts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function store(key: string, value: string | null): void {
  if (value === null) rawRemove('session', key);
  else rawSet('session', key, value);
  if (rawGet('session', key) === value) fallback.delete(key);
  else fallback.set(key, value);
  listeners.forEach((l) => l());
}

/** The stored text of an attempt (a stable snapshot: equal strings compare equal). */
export function attemptSnapshot(testId: string): string | null {
  const key = attemptKey(testId);
  return fallback.has(key) ? (fallback.get(key) ?? null) : rawGet('session', key);
}

/** The attempt in `raw`, or null when there is none or it is not readable. */
export function parseAttempt(testId: string, raw: string | null): SavedAttempt | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedAttempt>;
    if (
      value.version === 1 &&
      value.testId === testId &&
      typeof value.startedAt === 'number' &&
      Number.isInteger(value.current) &&
      isAnswers(value.answers)
    ) {
      return value as SavedAttempt;
    }
  } catch {
    // fall through: a damaged entry must not trap the candidate on a broken screen
  }
  return null;
}

export function readAttempt(testId: string): SavedAttempt | null {
  return parseAttempt(testId, attemptSnapshot(testId));
}

export function writeAttempt(attempt: SavedAttempt): void {
  store(attemptKey(attempt.testId), JSON.stringify(attempt));
}

export function clearAttempt(testId: string): void {
  store(attemptKey(testId), null);
}
