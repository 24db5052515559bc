// Which headers a request carries for the stored session.
import type { Role } from '@/utils/routes';
import { getAccessToken, getRoleList, readLocal, resolveRole } from '@/utils/storage';

export const APP_VERSION = '1.0.0';

export type ClientKind = 'main' | 'kyc';

/** Headers owned by the session: always rewritten from storage, so a retry carries fresh tokens. */
export const SESSION_HEADERS = [
  'access-token',
  'roke',
  'refresh-token',
  'user-id',
  'rm-id',
] as const;

export interface HeaderSet {
  session: Record<(typeof SESSION_HEADERS)[number], string | null>;
  /** Descriptive headers; a call may set its own (e.g. KYC details with platform/app-name web). */
  descriptive: Record<'role' | 'app-name' | 'platform' | 'app-version', string>;
}

export function buildHeaders(kind: ClientKind, refreshing: boolean): HeaderSet {
  const token = getAccessToken();
  const role: Role | null = token ? resolveRole(getRoleList()) : null;
  const expertId = readLocal('expertId');

  let userId: string | null = null;
  if (role === 'user') userId = readLocal('user_id');
  // KYC calls always name the expert; the main client does so only when refreshing, so the
  // server knows whose refresh token it is looking at.
  else if (role === 'expert' && (kind === 'kyc' || refreshing)) userId = expertId;

  const appName = role ? (kind === 'kyc' ? `${role}-web` : role) : 'web';
  return {
    session: {
      'access-token': token,
      roke: readLocal('roke'),
      'refresh-token': refreshing ? readLocal('refresh-token') : null,
      'user-id': userId,
      'rm-id': readLocal('rm_id'),
    },
    descriptive: {
      role: role ?? '',
      'app-name': appName,
      platform: role ?? 'web',
      'app-version': APP_VERSION,
    },
  };
}
