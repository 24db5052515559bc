// Shared set-up for the interceptor tests: clients on absolute test bases and a stored session.
import { http, HttpResponse } from 'msw';
import { createServiceClient, type ServiceClientOptions } from '@/services/http';
import { writeLocal } from '@/utils/storage';
import { TEST_ORIGIN, testBase, type MockService } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';

export function client(service: MockService = 'node', options: ServiceClientOptions = {}) {
  return createServiceClient(service, { baseURL: testBase(service), ...options });
}

/** Stores a session the way login would, for the given role; returns the tokens. */
export function logIn(role: 'user' | 'expert', extra: { rmId?: string } = {}) {
  const tokens = mockSession.start();
  writeLocal('access-token', tokens.accessToken);
  writeLocal('refresh-token', tokens.refreshToken);
  writeLocal('roke', `roke-${role}`);
  writeLocal('role', [role]);
  if (role === 'user') writeLocal('user_id', 'u-1');
  else writeLocal('expertId', 'e-1');
  if (extra.rmId) writeLocal('rm_id', extra.rmId);
  return tokens;
}

export interface Echo {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** Every request to the test origin answers with what it received. */
export function echoAll(): Echo[] {
  const seen: Echo[] = [];
  server.use(
    http.all(`${TEST_ORIGIN}/*`, ({ request }) => {
      const echo: Echo = {
        method: request.method,
        path: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers.entries()),
      };
      seen.push(echo);
      return HttpResponse.json(echo);
    }),
  );
  return seen;
}

/** A handler that always answers with the given status and counts the calls it got. */
export function always(status: number, path = `${TEST_ORIGIN}/*`) {
  const calls: Array<Record<string, string>> = [];
  server.use(
    http.all(path, ({ request }) => {
      calls.push(Object.fromEntries(request.headers.entries()));
      return HttpResponse.json({ status: 'failed', message: `status ${status}` }, { status });
    }),
  );
  return calls;
}
