// A small stand-in for the backend's token rules, shared by the handlers: access tokens expire,
// refresh tokens rotate, and presenting a spent refresh token revokes the session (as the
// reference backend does), so a test can tell one refresh from several.
import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';

interface State {
  access: string | null;
  refresh: string | null;
  spent: Set<string>;
  generation: number;
  refreshCount: number;
}

const state: State = {
  access: null,
  refresh: null,
  spent: new Set(),
  generation: 0,
  refreshCount: 0,
};

export const mockSession = {
  /** Starts a valid session and returns the tokens a login would hand out. */
  start(): { accessToken: string; refreshToken: string } {
    state.generation += 1;
    state.access = `access-${state.generation}`;
    state.refresh = `refresh-${state.generation}`;
    return { accessToken: state.access, refreshToken: state.refresh };
  },
  /** The stored access token stops working; the refresh token still does. */
  expireAccess(): void {
    state.access = `expired-${state.generation}-${Math.random().toString(36).slice(2)}`;
  },
  reset(): void {
    state.access = null;
    state.refresh = null;
    state.spent.clear();
    state.generation = 0;
    state.refreshCount = 0;
  },
  get refreshCount(): number {
    return state.refreshCount;
  },
  get tokens(): { accessToken: string | null; refreshToken: string | null } {
    return { accessToken: state.access, refreshToken: state.refresh };
  },
};

function rotate(): void {
  if (state.refresh) state.spent.add(state.refresh);
  state.generation += 1;
  state.access = `access-${state.generation}`;
  state.refresh = `refresh-${state.generation}`;
  state.refreshCount += 1;
}

export const unauthorized = () =>
  HttpResponse.json({ status: 'failed', message: 'Session expired' }, { status: 401 });

/** Wraps a resolver so it runs only for a valid access token, or after a valid refresh. */
export function authed<P extends PathParams, B extends DefaultBodyType>(
  resolver: HttpResponseResolver<P, B>,
): HttpResponseResolver<P, B> {
  return async (info) => {
    const access = info.request.headers.get('access-token');
    if (access && access === state.access) return resolver(info);
    const refresh = info.request.headers.get('refresh-token');
    if (refresh && state.spent.has(refresh)) {
      // Reuse of a spent refresh token: the whole family is revoked.
      state.access = null;
      state.refresh = null;
      return unauthorized();
    }
    if (!refresh || refresh !== state.refresh) return unauthorized();
    rotate();
    const response = await resolver(info);
    if (!(response instanceof Response)) return response;
    const headers = new Headers(response.headers);
    headers.set('access-token', state.access as string);
    headers.set('refresh-token', state.refresh as string);
    return new Response(response.body, { status: response.status, headers });
  };
}
