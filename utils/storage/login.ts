// Writes the keys a successful OTP verification gives (POST /user/auth/verifyotp).
import { LOCAL_KEYS, type LocalKey } from './keys';
import { resolveLoginRole, roleListToStore } from './role';
import { clearSelectedClient } from './session';
import { removeLocal, writeLocal } from './store';

/** The expert part of a login answer (login contract: `expert` is null for investors). */
export interface LoginExpert {
  /** The expert record's id (stored as expertId); the answer's top-level id is the account id. */
  id?: string | number | null;
  expert_code?: string | null;
  arn_code?: string | null;
  arn_status?: string | null;
  arn_valid_till?: string | null;
  transaction_allowed?: boolean | null;
  /** Set when a relationship manager logs in to act for experts. */
  current_logged_in?: boolean | string | null;
  rm?: { id?: string | number | null; name?: string | null; mobile?: string | null } | null;
}

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
  expert?: LoginExpert | null;
  flags?: { is_esign_disabled?: string | null; is_digilocker_disabled?: string | null } | null;
  /** A relationship manager's session acting for this advisor (POST /clients/act-as-expert): who the manager is. */
  acting_manager?: { expert_id: string; name: string } | null;
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
 * Writes nothing when the result has no id: such a login failed.
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
  writeFlags(result.flags);
  // Shown on every page while a manager acts for an advisor; "Back to my view" names the manager's expert id.
  writeLocal('acting_manager_id', asText(result.acting_manager?.expert_id));
  writeLocal('acting_manager_name', asText(result.acting_manager?.name));
  if (role === 'expert') {
    // Older answers carry no expert object: the top-level id is then the only id there is.
    writeLocal('expertId', asText(result.expert?.id) ?? id);
    writeLocal('expertUserId', id);
    writeLocal('expertName', asText(result.name));
    writeExpert(result.expert);
  } else {
    writeLocal('user_id', id);
    writeLocal('user_name', asText(result.name));
    writeLocal('user_mobile_no', asText(result.mobile_no));
  }
  return role;
}

/** 'Y'/'N' from the server; anything else leaves the key unset (the feature stays enabled). */
function yesNo(value: string | null | undefined): boolean | null {
  const v = (value ?? '').trim().toUpperCase();
  return v === 'Y' ? true : v === 'N' ? false : null;
}

function writeFlags(flags: VerifyOtpResult['flags']): void {
  writeLocal('isEsignDisabled', yesNo(flags?.is_esign_disabled));
  writeLocal('isDigiLockerDisabled', yesNo(flags?.is_digilocker_disabled));
}

function writeExpert(expert: LoginExpert | null | undefined): void {
  if (!expert) return;
  writeLocal('arn_code', asText(expert.arn_code));
  writeLocal('expert_code', asText(expert.expert_code));
  if (typeof expert.transaction_allowed === 'boolean') {
    writeLocal('transactionAllowed', expert.transaction_allowed);
  }
  // The shell treats any stored value as "on", so an off flag must leave the key absent.
  const current = expert.current_logged_in;
  if (current === true || current === 'true' || current === 'Y')
    writeLocal('currentLoggedIn', 'true');
  const rm = expert.rm;
  if (rm) {
    writeLocal('rm_id', asText(rm.id));
    writeLocal('rm_name', asText(rm.name));
    writeLocal('rm_mobile_no', asText(rm.mobile));
  }
}

// A login on a browser that still holds another account's keys must not inherit them
// (an expert logging in after a user would otherwise keep that user's user_id).
function forgetPreviousSession(): void {
  for (const key of Object.keys(LOCAL_KEYS) as LocalKey[]) {
    if (key !== 'device_id') removeLocal(key);
  }
  clearSelectedClient();
}
