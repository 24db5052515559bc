// useTracking: a screen_view for the page shown on mount and for each route change, sent when the page is hidden.
import { act } from '@testing-library/react';
import { screenNameOf, useTracking } from '@/components/app/Tracking';
import { createTracker } from '@/services/tracking';
import { mockRouter } from '../../support/router';
import { renderWithProviders } from '../../support/render';

function Probe({ make }: { make: () => ReturnType<typeof createTracker> }) {
  useTracking(make);
  return null;
}

it('tracks the first screen and each route change, and beacons them on pagehide', () => {
  const beacon = jest.fn().mockReturnValue(true);
  const tracker = createTracker({ url: '/events', deviceId: () => 'd', send: jest.fn(), beacon });
  const spy = jest.spyOn(tracker, 'track');
  renderWithProviders(<Probe make={() => tracker} />, { route: '/dashboard/expert?tab=1' });
  expect(spy).toHaveBeenCalledWith('screen_view', { screen_name: '/dashboard/expert' });

  const onRoute = mockRouter.events.on.mock.calls.find(([name]) => name === 'routeChangeComplete')?.[1] as (url: string) => void;
  act(() => onRoute('/advisor-analytics#top'));
  expect(spy).toHaveBeenLastCalledWith('screen_view', { screen_name: '/advisor-analytics' });

  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(beacon).toHaveBeenCalledTimes(1);
  const sent = beacon.mock.calls[0][1] as Blob;
  expect(sent.size).toBeGreaterThan(0);
});

it('names a screen by its path alone', () => {
  expect(screenNameOf('/portfolio/abc?x=1#y')).toBe('/portfolio/abc');
  expect(screenNameOf('?x=1')).toBe('/');
});
