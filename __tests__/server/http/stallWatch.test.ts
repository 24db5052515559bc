/**
 * @jest-environment node
 */
// The stall watch reports a tick that came later than STALL_MS (the thread was held), and only such ticks.
import { STALL_MS, watchStalls } from '@/server/http/stallWatch';
import type { Logger } from '@/server/http/logger';

afterEach(() => jest.useRealTimers());

it('warns with how long the thread was held, and stays quiet for ticks on time', () => {
  jest.useFakeTimers();
  const warn = jest.fn();
  const logger = { warn } as unknown as Logger;
  let clock = 0;
  const stop = watchStalls(logger, () => clock);

  clock += 500;
  jest.advanceTimersByTime(500);
  expect(warn).not.toHaveBeenCalled();

  // The tick due at 1000 ms runs at 1000 + STALL_MS + 300: something held the thread.
  clock += 500 + STALL_MS + 300;
  jest.advanceTimersByTime(500);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toMatchObject({ stalled_ms: STALL_MS + 300 });
  expect(warn.mock.calls[0][1]).toBe('the request thread was held');

  stop();
  clock += 10_000;
  jest.advanceTimersByTime(10_000);
  expect(warn).toHaveBeenCalledTimes(1);
});
