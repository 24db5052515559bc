// Session-level helpers built on the typed keys: who is logged in, as what, and for which client.
import type { Role } from '../routes';
import { resolveRole } from './role';
import { readLocal, readSession, removeSession, writeLocal, writeSession } from './store';

export function getAccessToken(): string | null {
  return readLocal('access-token');
}

/** Logged in means an access token is present. */
export function isLoggedIn(): boolean {
  return Boolean(getAccessToken());
}

export function getRoleList(): string[] {
  return readLocal('role') ?? [];
}

/** The stored session's role, or null when nobody is logged in. */
export function getRole(): Role | null {
  return isLoggedIn() ? resolveRole(getRoleList()) : null;
}

/** The own user id for users, the client chosen in this tab for experts. */
export function getSelectedClientId(): string | null {
  return getRole() === 'user' ? readLocal('user_id') : readSession('SELECTED_USER_ID');
}

export interface SelectedClient {
  id: string;
  mobileNo?: string | null;
  name?: string | null;
  kycId?: string | null;
  kycVerified?: boolean | null;
  pan?: string | null;
  dob?: string | null;
  fdMobileNumber?: string | null;
}

export function getSelectedClient(): SelectedClient | null {
  const id = readSession('SELECTED_USER_ID');
  if (!id) return null;
  return {
    id,
    mobileNo: readSession('SELECTED_USER_MOBILE_NO'),
    name: readSession('SELECTED_USER_NAME'),
    kycId: readSession('SELECTED_USER_KYC_ID'),
    kycVerified: readSession('SELECTED_USER_KYC_STATUS'),
    pan: readSession('SELECTED_USER_PAN'),
    dob: readSession('SELECTED_USER_DOB'),
    fdMobileNumber: readSession('SELECTED_USER_FD_MOBILE_NUMBER'),
  };
}

export function setSelectedClient(client: SelectedClient): void {
  writeSession('SELECTED_USER_ID', client.id);
  writeSession('SELECTED_USER_MOBILE_NO', client.mobileNo);
  writeSession('SELECTED_USER_NAME', client.name);
  writeSession('SELECTED_USER_KYC_ID', client.kycId);
  writeSession('SELECTED_USER_KYC_STATUS', client.kycVerified);
  writeSession('SELECTED_USER_PAN', client.pan);
  writeSession('SELECTED_USER_DOB', client.dob);
  writeSession('SELECTED_USER_FD_MOBILE_NUMBER', client.fdMobileNumber);
}

export function clearSelectedClient(): void {
  removeSession('SELECTED_USER_ID');
  removeSession('SELECTED_USER_MOBILE_NO');
  removeSession('SELECTED_USER_NAME');
  removeSession('SELECTED_USER_KYC_ID');
  removeSession('SELECTED_USER_KYC_STATUS');
  removeSession('SELECTED_USER_PAN');
  removeSession('SELECTED_USER_DOB');
  removeSession('SELECTED_USER_FD_MOBILE_NUMBER');
}

/** A stable id for this browser (event tracking), made on first use. Null on the server. */
export function getDeviceId(): string | null {
  if (typeof window === 'undefined') return null;
  const existing = readLocal('device_id');
  if (existing) return existing;
  const made =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  writeLocal('device_id', made);
  return readLocal('device_id') ?? made;
}

/** What the auth slice needs to rebuild itself after a reload (never the token itself). */
export interface AuthSnapshot {
  loggedIn: boolean;
  type: Role | null;
  role: string[];
  id: string | null;
  name: string | null;
  phone: string | null;
  merchantID: string | null;
}

export function readAuthSnapshot(): AuthSnapshot {
  const type = getRole();
  const expert = type === 'expert';
  return {
    loggedIn: type !== null,
    type,
    role: type ? getRoleList() : [],
    id: type ? readLocal(expert ? 'expertId' : 'user_id') : null,
    name: type ? (readLocal(expert ? 'expertName' : 'user_name') ?? readLocal('name')) : null,
    phone: type
      ? (readLocal(expert ? 'mobileNo' : 'user_mobile_no') ?? readLocal('mobileNo'))
      : null,
    merchantID: type ? readLocal('merchant_id') : null,
  };
}
