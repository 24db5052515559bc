// Handlers match any origin and any mount point ending in the service prefix, so the same
// handler serves the browser-style base (/api/node) and absolute test bases (http://api.test/node).
export type MockService = 'node' | 'py' | 'analytics' | 'search' | 'market' | 'lms';

export function at(service: MockService, path: string): string {
  return `*/${service}${path}`;
}

/** Absolute bases for tests that build their own clients. */
export const TEST_ORIGIN = 'http://api.test';
export const testBase = (service: MockService) => `${TEST_ORIGIN}/${service}`;
