// Who a request comes from, as a key that can be stored: never a raw address. A keyed hash (HMAC with the auth
// secret) cannot be turned back into an address by trying all four billion of them without the secret.
// Used for counting views once per viewer, for the lead form's per-address limit and for the OTP limits.
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { readAccessToken } from '../auth';
import { checkSessionToken } from '../../utils/session/token';
import { clientIp } from './clientIp';

export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex').slice(0, 32);
}

/** The caller's address as a keyed hash; null when the address is unknown (no socket, e.g. in-process). */
export function addressKey(c: Context, secret: string): string | null {
  const address = clientIp(c, { secret });
  return address ? keyedHash(secret, `address|${address}`) : null;
}

/**
 * A viewer, for counting a view once per visit: the account when the request carries a valid session, else a
 * keyed hash of the device id the web app sends, else of the address and browser (user agent).
 */
export async function viewerKey(c: Context, secret: string): Promise<string> {
  const token = readAccessToken(c);
  if (token) {
    const checked = await checkSessionToken(token, secret);
    if (checked.ok) return `u:${checked.claims.userId}`;
  }
  const device = (c.req.header('device-id') ?? c.req.header('device_id'))?.trim().slice(0, 100);
  if (device) return `a:${keyedHash(secret, `device|${device}`)}`;
  const agent = c.req.header('user-agent') ?? '';
  return `a:${keyedHash(secret, `visit|${clientIp(c, { secret }) ?? 'unknown'}|${agent}`)}`;
}
