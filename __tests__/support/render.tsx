// The one render helper of the web tests: the component inside a real store (the app's makeStore, so it runs
// against the real reducers and, once a feature loads it, the real data layer) at a route of the mock router.
// next/router and next/head are mocked for every test in __tests__/setup/web.ts.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from '@/store';
import { setRoute } from './router';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The address the mock router reports (asPath, and pathname unless given). */
  route?: string | { asPath: string; pathname: string };
}

/** The store is a wrapper, so `rerender` keeps it. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route, ...options }: ProvidersOptions = {},
) {
  if (typeof route === 'string') setRoute(route);
  else if (route) setRoute(route.asPath, route.pathname);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...render(ui, { wrapper, ...options }) };
}
