// The page before, for the bare pages' back link: read while the new page renders (before it is recorded) and after;
// a change of query on the same page does not count as a page.
import { forgetPages, previousPage, recordPage } from '@/components/layout/previousPath';

beforeEach(() => forgetPages());

it('is nothing on a first visit', () => {
  expect(previousPage('/add-client')).toBeNull();
  recordPage('/add-client');
  expect(previousPage('/add-client')).toBeNull();
});

it('is the page before, both before and after the new page is recorded', () => {
  recordPage('/dashboard/expert');
  expect(previousPage('/add-client')).toBe('/dashboard/expert');
  recordPage('/add-client?lead=l-1');
  expect(previousPage('/add-client')).toBe('/dashboard/expert');
});

it('skips changes of query on the same page', () => {
  recordPage('/mutual-funds/axis-elss');
  recordPage('/cart/summary?u=c-1');
  recordPage('/cart/summary?checkout=k-1');
  expect(previousPage('/cart/summary')).toBe('/mutual-funds/axis-elss');
});
