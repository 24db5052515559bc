// Two projects: the web app in a browser-like environment with msw, the backend in plain Node.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// msw 2 pulls ESM-only packages (and the store imports redux-persist/es/constants); next/jest ignores all of
// node_modules unless they are excepted here.
const ESM_PACKAGES = ['redux-persist', 'msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'headers-polyfill', 'strict-event-emitter', 'outvariant', 'is-node-process', 'jose', 'hono', '@hono'];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];

const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

module.exports = async () => {
  const web = await createJestConfig({
    ...common,
    displayName: 'web',
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFilesAfterEnv: ['<rootDir>/__tests__/setup/web.ts'],
    testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: [...common.testPathIgnorePatterns, '<rootDir>/__tests__/server/'],
  })();
  const server = await createJestConfig({
    ...common,
    displayName: 'server',
    testEnvironment: 'node',
    setupFilesAfterEnv: ['<rootDir>/__tests__/setup/server.ts'],
    testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
  })();
  web.transformIgnorePatterns = transformIgnorePatterns;
  server.transformIgnorePatterns = transformIgnorePatterns;
  return { projects: [web, server] };
};
