// A plain stand-in for next/router's useRouter, shared by the component tests:
// next/router is mocked with it for every web test (__tests__/setup/web.ts).
export const mockRouter = {
  pathname: '/',
  asPath: '/',
  query: {} as Record<string, string | string[]>,
  push: jest.fn(async (_url: string) => true),
  replace: jest.fn(async (_url: string) => true),
  events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
};

export function setRoute(asPath: string, pathname = asPath.split('?')[0]) {
  mockRouter.asPath = asPath;
  mockRouter.pathname = pathname;
  const search = asPath.includes('?') ? asPath.slice(asPath.indexOf('?') + 1) : '';
  mockRouter.query = Object.fromEntries(new URLSearchParams(search).entries());
}

export function resetRouter() {
  setRoute('/');
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
}

export const routerModule = { __esModule: true, useRouter: () => mockRouter, default: mockRouter };
