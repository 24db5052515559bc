// The Hono environment every service app shares: what middleware puts on the context.
import type { Logger } from 'pino';

export interface AppVariables {
  requestId: string;
  /** A child logger carrying the request id. */
  logger: Logger;
}

export interface AppEnv {
  Variables: AppVariables;
}
