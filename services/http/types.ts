// Private bookkeeping the interceptors keep on a request's config across retries.
import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How many times this request has already been re-sent after a 401. */
    _authAttempt?: number;
    /** This attempt carries the refresh credentials (refresh-token, roke, expert/rm id). */
    _refreshing?: boolean;
  }
}
