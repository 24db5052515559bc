// Auth building blocks every route uses.
export { requireAuth, requireRole, getIdentity, expertIdOf, readAccessToken, type AuthEnv, type AuthHooks, type Identity, type RequireAuthOptions } from './requireAuth';
export { assertOwnsUser, assertExpertMapped, assertCanActForUser } from './ownership';
export {
  startRefreshFamily,
  rotateRefreshToken,
  revokeRefreshFamily,
  revokeUserSessions,
  hashRefreshToken,
  SESSION_MAX_AGE_MS,
  type IssuedRefreshToken,
  type RotateResult,
} from './refresh';
export { issueAccessToken } from './tokens';
export { authHooks, createAuthHooks, type AuthHookDeps } from './sessionHooks';
export { assertCsrf, CSRF_MESSAGE, hasCsrfPair } from './csrf';
export { CSRF_COOKIE, CSRF_HEADER, clearSessionCookies, secureCookies, setSessionCookies } from './cookies';
export { claimsFor, deliverSession, loginRole, sessionTokens, startSession, type IssuedSession } from './session';
export { findAccountRoles, type AccountRoles } from './identity.repo';
export { revokeSessionsOf, sessionFamiliesOf } from './logout';
export { issueLoginToken, loginTokenHolder, redeemLoginToken } from './loginToken';
