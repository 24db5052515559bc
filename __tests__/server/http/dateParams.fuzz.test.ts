// Every GET route the backend registers (read from app.routes, never listed by hand), asked with dates that are not
// dates in every query parameter that could carry one, as an investor and as an advisor: a caller's mistake is a 4xx
// with a message, never a 500 (GET /node/clients/new-sales?from=abc once threw inside its schema).
import { expertId, userId } from '@/server/db/seed/ids';
import { ASHA, RAHUL, type LoginApp, createLoginApp, login } from '../support/loginApp';

jest.setTimeout(240_000);

const DATE_NAMES = ['from', 'to', 'start', 'end', 'start_date', 'end_date', 'from_date', 'to_date', 'date', 'day', 'month', 'from_month', 'to_month', 'since', 'until', 'year', 'as_of', 'nav_date', 'dob'];
const NOT_DATES = ['abc', '2026-02-30', '2026-13-45', '99999-01-01', '2026-1-1', '0000-00-00', '', '2026-01-01T99:99'];

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

/** Path parameters filled so that the request gets past them to its query: the caller's own ids. */
function fill(path: string, ids: { user: string; expert: string }): string {
  return path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_all, name: string) => (/expert|rm/i.test(name) ? ids.expert : ids.user));
}

it('answers every GET route with a 4xx or 2xx, never 500, for dates that are not dates', async () => {
  const people = [
    { session: await login(t, ASHA), ids: { user: userId(ASHA), expert: expertId(RAHUL) } },
    { session: await login(t, RAHUL, { role: 'expert' }), ids: { user: userId(ASHA), expert: expertId(RAHUL) } },
  ];
  const routes = [...new Set(t.app.routes.filter((r) => r.method === 'GET' && !r.path.endsWith('*')).map((r) => r.path))];
  expect(routes.length).toBeGreaterThan(50);
  const failures: string[] = [];
  for (const path of routes) {
    if (path.startsWith('/node/dev/')) continue; // the dev outbox: loopback only, no dates
    for (const { session, ids } of people) {
      for (const value of NOT_DATES) {
        const query = new URLSearchParams(DATE_NAMES.map((name) => [name, value])).toString();
        const url = `${fill(path, ids)}?${query}`;
        // Some routes answer HTML (the sandbox pages): only the status matters here.
        const res = await t.app.request(url, { headers: { 'access-token': session.accessToken } });
        if (res.status >= 500) failures.push(`${res.status} ${url}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
