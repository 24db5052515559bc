// The public search's settings from the environment: defaults, values, and refusal of nonsense at start-up.
import { DEFAULT_SEARCH_LIMIT_PER_MINUTE, DEFAULT_SEARCH_TIMEOUT_MS, searchLimitFromEnv, searchTimeoutFromEnv } from '@/server/limits/search';

it('takes the per-minute limit and the time limit from the environment, with defaults', () => {
  expect(searchLimitFromEnv({})).toBe(DEFAULT_SEARCH_LIMIT_PER_MINUTE);
  expect(searchTimeoutFromEnv({})).toBe(DEFAULT_SEARCH_TIMEOUT_MS);
  expect(searchLimitFromEnv({ SEARCH_LIMIT_PER_MINUTE: '120' })).toBe(120);
  expect(searchTimeoutFromEnv({ SEARCH_TIMEOUT_MS: '5000' })).toBe(5000);
});

it('refuses a time limit that is not a positive whole number', () => {
  for (const bad of ['0', '-5', '1.5', 'soon']) {
    expect(() => searchTimeoutFromEnv({ SEARCH_TIMEOUT_MS: bad })).toThrow('SEARCH_TIMEOUT_MS must be a positive whole number');
  }
});
