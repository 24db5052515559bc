import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import { preloadLateIslands } from '@/components/app/lateIsland';

// A component test drives a whole screen with userEvent (each keystroke a render); on CI's two cores, beside the
// backend tests, the default 5 s ran out for long ones that take 1-2 s alone. testTimeout is a global option (jest
// ignores it per project), so it is set here, as the server's setup does.
jest.setTimeout(20_000);

// findBy* and waitFor give up after 1 s by default; under CI's load a screen's first fetch through msw has taken
// longer (a form not found after 1 s that renders in 200 ms alone). They assert what appears, not how fast.
configure({ asyncUtilTimeout: 5_000 });

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
