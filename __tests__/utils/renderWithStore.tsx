import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from '@/store';

/**
 * Renders inside a real store (the app's makeStore), so components run against the real reducers.
 * The store is a wrapper, so `rerender` keeps it.
 */
export function renderWithStore(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore(preloadedState),
    ...options
  }: { preloadedState?: Partial<RootState>; store?: AppStore } & Omit<
    RenderOptions,
    'wrapper'
  > = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, ...render(ui, { wrapper, ...options }) };
}
