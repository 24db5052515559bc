// Writes the keys a successful OTP verification gives (spec section 7, POST /user/auth/verifyotp).
import { LOCAL_KEYS, type LocalKey } from './keys';
import { resolveLoginRole, roleListToStore } from './role';
import { clearSelectedClient } from './session';
import { removeLocal, writeLocal } from './store';

export interface VerifyOtpResult {
  id: string | number;
  mobile_no?: string | null;
  name?: string | null;
  role?: string[] | string | null;
  stage?: number | string | null;
  city?: string | null;
  msg?: string | null;
  merchant_id?: string | number | null;
  assigned_merchant?: unknown;
}

/** Plain header records and axios' AxiosHeaders (which has a case-insensitive get) both work. */
export type HeaderSource =
  Record<string, unknown> | { get(name: string): unknown } | null | undefined;

export function headerValue(headers: HeaderSource, name: string): string | null {
  if (!headers) return null;
  let value: unknown;
  if (typeof (headers as { get?: unknown }).get === 'function') {
    value = (headers as { get(name: string): unknown }).get(name);
  }
  if (value === undefined || value === null) {
    const wanted = name.toLowerCase();
    const record = headers as Record<string, unknown>;
    const key = Object.keys(record).find((k) => k.toLowerCase() === wanted);
    value = key === undefined ? undefined : record[key];
  }
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value !== '' ? value : null;
}

function asText(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/**
 * Stores tokens and identity after login and returns the role the session acts as.
 * Writes nothing when the result has no id: spec section 5 says such a login failed.
 */
export function saveLoginSession(result: VerifyOtpResult, headers: HeaderSource): string | null {
  if (result.id === null || result.id === undefined || result.id === '') return null;
  const roles = Array.isArray(result.role) ? result.role : result.role ? [result.role] : [];
  const role = resolveLoginRole(roles);
  const id = String(result.id);

  forgetPreviousSession();
  writeLocal('access-token', headerValue(headers, 'access-token'));
  writeLocal('refresh-token', headerValue(headers, 'refresh-token'));
  writeLocal('roke', headerValue(headers, 'roke'));
  writeLocal('role', roleListToStore(roles.length ? roles : [role]));
  writeLocal('name', asText(result.name));
  writeLocal('mobileNo', asText(result.mobile_no));
  writeLocal('merchant_id', asText(result.merchant_id));
  if (role === 'expert') {
    writeLocal('expertId', id);
    writeLocal('expertName', asText(result.name));
  } else {
    writeLocal('user_id', id);
    writeLocal('user_name', asText(result.name));
    writeLocal('user_mobile_no', asText(result.mobile_no));
  }
  return role;
}

// A login on a browser that still holds another account's keys must not inherit them
// (an expert logging in after a user would otherwise keep that user's user_id).
function forgetPreviousSession(): void {
  for (const key of Object.keys(LOCAL_KEYS) as LocalKey[]) {
    if (key !== 'device_id') removeLocal(key);
  }
  clearSelectedClient();
}
