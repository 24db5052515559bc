// Access tokens for a login: 15 minutes, signed with the process's auth secret.
import { ACCESS_TOKEN_TTL_S, type SessionClaims, signSessionToken } from '../../utils/session/token';

export async function issueAccessToken(secret: string | Uint8Array, claims: SessionClaims, now = new Date()): Promise<string> {
  return signSessionToken(claims, secret, { ttlSeconds: ACCESS_TOKEN_TTL_S, now });
}
