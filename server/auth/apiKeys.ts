// The two keys of the event-tracking calls. ANALYTICS_API_KEY identifies the web app (it ships in the browser
// bundle, so it is not a secret: it keeps casual noise out, nothing more). OPS_API_KEY lets an operator read the
// counts, and is a secret. Each comes from the environment or a file generated once beside the other secrets
// (the web build reads the same analytics-api-key file: next.config.js).
import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from '../../utils/session/secret';

const OPS_MIN_LENGTH = 32;

const dataFile = (env: Record<string, string | undefined>, name: string) => path.resolve(env.DATA_DIR || '.data', name);

export function loadAnalyticsApiKey(env: Record<string, string | undefined>): string {
  return env.ANALYTICS_API_KEY || env.NEXT_PUBLIC_ANALYTICS_API_KEY || readOrCreateSecretFile(dataFile(env, 'analytics-api-key'));
}

/** The web app's key for POST /py/cart/v1/insurance (public like the analytics key; next.config.js bakes it in). */
export function loadInsuranceApiKey(env: Record<string, string | undefined>): string {
  return env.INSURANCE_API_KEY || env.NEXT_PUBLIC_PY_API_KEY || readOrCreateSecretFile(dataFile(env, 'insurance-api-key'));
}

export function loadOpsApiKey(env: Record<string, string | undefined>): string {
  const fromEnv = env.OPS_API_KEY;
  if (fromEnv) {
    if (fromEnv.length < OPS_MIN_LENGTH) throw new Error(`OPS_API_KEY must be at least ${OPS_MIN_LENGTH} characters long`);
    return fromEnv;
  }
  return readOrCreateSecretFile(dataFile(env, 'ops-api-key'));
}

/** Whether a presented key is the expected one, compared in constant time. */
export function keyMatches(given: string | undefined | null, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
