// Runtime settings of the backend, read once from the environment. Every variable is listed in .env.example.
import { loadAuthSecret } from '../utils/session/secret';
import type { Db } from './db/client';
import type { Logger } from './http/logger';

export const SERVICE_NAMES = ['node', 'py', 'analytics', 'search', 'lms', 'market'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  /** API_PORT, default 4000. */
  port: number;
  /** API_HOST, default 127.0.0.1 (set 0.0.0.0 in a container). */
  host: string;
  /** SERVICE: run only this service; undefined runs all of them. */
  service?: ServiceName;
  authSecret: string;
  /** BODY_LIMIT_BYTES, default 1 MiB. */
  bodyLimitBytes: number;
  /** SHUTDOWN_TIMEOUT_MS: how long in-flight requests may take to finish on SIGTERM, default 10 s. */
  shutdownTimeoutMs: number;
}

/** What each service app receives. */
export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

export function parseServiceName(value: string | undefined): ServiceName | undefined {
  if (value === undefined || value === '' || value === 'all') return undefined;
  if ((SERVICE_NAMES as readonly string[]).includes(value)) return value as ServiceName;
  throw new Error(`SERVICE must be one of ${SERVICE_NAMES.join(', ')} (or unset for all), got "${value}"`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port: positiveInt(env.API_PORT, 4000, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    service: parseServiceName(env.SERVICE),
    authSecret: overrides.authSecret ?? loadAuthSecret({ env }),
    bodyLimitBytes: positiveInt(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    shutdownTimeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    ...overrides,
  };
}
