import '@testing-library/jest-dom';
import { createElement, Fragment, type ReactNode } from 'react';
import { preloadLateIslands } from '@/components/app/lateIsland';

// next/router: the plain stand-in of __tests__/support/router.ts (set the address with setRoute or
// renderWithProviders' `route`).
jest.mock('next/router', () => jest.requireActual('../support/router').routerModule);

// next/head needs the app's head manager; inline its children instead. React 19 then hoists <title> and
// <meta> into document.head, where the tests read them.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => createElement(Fragment, null, children),
}));

// The late islands (components/app/lateIsland.tsx) a test file imports have their code fetched before its tests run,
// so that they render at once, as they do in a browser once their chunk has arrived.
beforeAll(() => preloadLateIslands());
