// The search worker's share of a core: a lone search never waits, back-to-back searches rest in proportion to
// what they took.
import { DEFAULT_CORE_SHARE, DEFAULT_PACE_FROM_MS, coreShareFrom, createCorePace, paceFromMsFrom } from '@/server/services/search/memory/corePace';

it('lets a lone search start at once and makes the next rest as long as the share asks', () => {
  let now = 1000;
  const half = createCorePace(0.5, () => now);
  expect(half.waitMs()).toBe(0);
  now += 40;
  half.ran(40);
  expect(half.waitMs()).toBe(40); // half a core: rest as long as the search ran
  now += 25;
  expect(half.waitMs()).toBe(15);
  now += 15;
  expect(half.waitMs()).toBe(0);

  const quarter = createCorePace(0.25, () => now);
  quarter.ran(10);
  expect(quarter.waitMs()).toBe(30);
  const whole = createCorePace(1, () => now);
  whole.ran(10);
  expect(whole.waitMs()).toBe(0);
});

it('reads the share from SEARCH_CORE_SHARE, falling back to the default for anything outside (0, 1]', () => {
  expect(coreShareFrom('0.25')).toBe(0.25);
  expect(coreShareFrom('1')).toBe(1);
  for (const bad of [undefined, '', '0', '-1', '1.5', 'half']) expect(coreShareFrom(bad)).toBe(DEFAULT_CORE_SHARE);
});

it('lets quick searches (what typing sends) follow each other without a rest, and paces the costly ones', () => {
  let now = 1000;
  const pace = createCorePace(0.5, () => now, 10);
  now += 3;
  pace.ran(3);
  expect(pace.waitMs()).toBe(0);
  now += 9.9;
  pace.ran(9.9);
  expect(pace.waitMs()).toBe(0);
  now += 30;
  pace.ran(30);
  expect(pace.waitMs()).toBe(30);
});

it('reads the threshold from SEARCH_PACE_FROM_MS, falling back to the default for anything not a number >= 0', () => {
  expect(paceFromMsFrom('0')).toBe(0);
  expect(paceFromMsFrom('25')).toBe(25);
  for (const bad of [undefined, '', '-1', 'ten']) expect(paceFromMsFrom(bad)).toBe(DEFAULT_PACE_FROM_MS);
});
