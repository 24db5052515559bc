// Who is viewing, for counting a view once per visit: the account when the request carries a valid session,
// else a keyed hash of the client address and browser (user agent). The hash is keyed with the auth secret, so
// the stored key cannot be turned back into an address by trying all of them; nothing else about the visitor
// is kept.
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { readAccessToken } from '../../../auth';
import { clientIp } from '../../../http/clientIp';
import { checkSessionToken } from '../../../../utils/session/token';

export async function viewerKey(c: Context, secret: string): Promise<string> {
  const token = readAccessToken(c);
  if (token) {
    const checked = await checkSessionToken(token, secret);
    if (checked.ok) return `u:${checked.claims.userId}`;
  }
  const address = clientIp(c) ?? 'unknown';
  const agent = c.req.header('user-agent') ?? '';
  return `a:${createHmac('sha256', secret).update(`${address}|${agent}`).digest('hex').slice(0, 32)}`;
}
