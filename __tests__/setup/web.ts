import '@testing-library/jest-dom';
import { createElement, Fragment, type ReactNode } from 'react';

// next/router: the plain stand-in of __tests__/support/router.ts (set the address with setRoute or
// renderWithProviders' `route`).
jest.mock('next/router', () => jest.requireActual('../support/router').routerModule);

// next/head needs the app's head manager; inline its children instead. React 19 then hoists <title> and
// <meta> into document.head, where the tests read them.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => createElement(Fragment, null, children),
}));
