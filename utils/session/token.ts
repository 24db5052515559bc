/**
 * Session tokens: HS256 JWTs signed with the auth secret. Imports only jose, so the backend, server rendering
 * and middleware.ts verify the `access-token` header and the `zf_session` cookie with the same code.
 */
import { SignJWT, errors, jwtVerify } from 'jose';

export { loadAuthSecret, AUTH_SECRET_MIN_LENGTH } from './secret';

export type SessionRole = 'user' | 'expert';

export interface SessionClaims {
  /** The user's id (users.id). */
  userId: string;
  /** Every role the account holds. */
  roles: SessionRole[];
  /** The role this session acts as (expert wins at login). */
  role: SessionRole;
  /** experts.id when the session acts as an expert. */
  expertId?: string;
  /** The refresh-token family of the login, so that logout can revoke it. */
  sessionId?: string;
  /**
   * Who really logged in when a relationship manager acts for one of their advisors: the manager's user and expert
   * ids (the JWT's `act` claim, RFC 8693). The other claims are the advisor's.
   */
  actor?: SessionActor;
}

export interface SessionActor {
  userId: string;
  expertId: string;
}

export const ACCESS_TOKEN_TTL_S = 15 * 60;
const ISSUER = 'zf';
const ROLES: readonly string[] = ['user', 'expert'];

function key(secret: string | Uint8Array): Uint8Array {
  return typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
}

export async function signSessionToken(
  claims: SessionClaims,
  secret: string | Uint8Array,
  options: { ttlSeconds?: number; now?: Date } = {},
): Promise<string> {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const jwt = new SignJWT({
    roles: claims.roles,
    role: claims.role,
    ...(claims.expertId ? { expert_id: claims.expertId } : {}),
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    ...(claims.actor ? { act: { sub: claims.actor.userId, expert_id: claims.actor.expertId } } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_S));
  return jwt.sign(key(secret));
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature, algorithm, issuer, expiry and claim shapes; says why a token was refused. */
export async function checkSessionToken(token: string, secret: string | Uint8Array): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['sub', 'exp'] });
    const roles = payload.roles;
    const role = payload.role;
    if (!Array.isArray(roles) || !roles.every((r) => ROLES.includes(r)) || typeof role !== 'string' || !roles.includes(role)) {
      return { ok: false, reason: 'invalid' };
    }
    const claims: SessionClaims = { userId: payload.sub as string, roles: roles as SessionRole[], role: role as SessionRole };
    if (typeof payload.expert_id === 'string') claims.expertId = payload.expert_id;
    if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
    const act = payload.act as { sub?: unknown; expert_id?: unknown } | undefined;
    if (act !== undefined) {
      // A malformed actor must not fall back to a plain session of the advisor.
      if (typeof act?.sub !== 'string' || typeof act.expert_id !== 'string') return { ok: false, reason: 'invalid' };
      claims.actor = { userId: act.sub, expertId: act.expert_id };
    }
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The claims of a valid token, or null for a missing, expired or tampered one. Never throws. */
export async function verifySessionToken(token: string | undefined | null, secret: string | Uint8Array): Promise<SessionClaims | null> {
  if (!token) return null;
  const result = await checkSessionToken(token, secret);
  return result.ok ? result.claims : null;
}
