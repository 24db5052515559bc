// Auth building blocks every route uses.
export { requireAuth, requireRole, getIdentity, readAccessToken, type AuthEnv, type Identity, type RequireAuthOptions } from './requireAuth';
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
