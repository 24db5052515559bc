// Every browser-storage key the product uses, with how its value is encoded, in one place.
// Codecs: 'string' as stored; 'bool' is 'true'/'false'; 'yn' is 'Y'/'N'; 'list' is a JSON array of strings.

export type Codec = 'string' | 'bool' | 'yn' | 'list';

/** Kept in localStorage: survives tabs and restarts until logout. */
export const LOCAL_KEYS = {
  'access-token': 'string',
  'refresh-token': 'string',
  /** Role key: sent as the `roke` header and on token refresh. */
  roke: 'string',
  mobileNo: 'string',
  expertId: 'string',
  /** An expert's own account id (users.id); expertId is the expert record's id. */
  expertUserId: 'string',
  expertName: 'string',
  /** The account's role list, JSON encoded, e.g. ["expert"]. */
  role: 'list',
  user_id: 'string',
  user_name: 'string',
  user_mobile_no: 'string',
  name: 'string',
  arn_code: 'string',
  /**
   * The expert's own code (login answer `expert.expert_code`, e.g. ZFX0101), shown under "Expert code" in the avatar
   * menu. Not among the spec's listed keys, which name no key for the code the avatar menu shows.
   */
  expert_code: 'string',
  transactionAllowed: 'bool',
  isEsignDisabled: 'yn',
  isDigiLockerDisabled: 'yn',
  /** Set when a relationship manager is logged in on behalf of experts (shows "Select Expert"). */
  currentLoggedIn: 'string',
  merchant_id: 'string',
  rm_id: 'string',
  rm_name: 'string',
  rm_mobile_no: 'string',
  /** While a relationship manager acts for the stored advisor: the manager's expert id and name. */
  acting_manager_id: 'string',
  acting_manager_name: 'string',
  device_id: 'string',
} as const satisfies Record<string, Codec>;

/** Kept in sessionStorage: the client an expert is acting for, per browser tab. */
export const SESSION_KEYS = {
  SELECTED_USER_ID: 'string',
  SELECTED_USER_MOBILE_NO: 'string',
  SELECTED_USER_NAME: 'string',
  SELECTED_USER_KYC_ID: 'string',
  /** true when the selected client's KYC is verified. */
  SELECTED_USER_KYC_STATUS: 'bool',
  SELECTED_USER_PAN: 'string',
  SELECTED_USER_DOB: 'string',
  SELECTED_USER_FD_MOBILE_NUMBER: 'string',
  /** The operator's key on /ops/screen-views: this tab only, gone when it closes. */
  OPS_API_KEY: 'string',
} as const satisfies Record<string, Codec>;

/** Per-user progress flags in localStorage, stored as `${flag}_${userId}`. */
export const USER_FLAGS = ['KYC_MODIFICATION_STARTED', 'DIGILOCKER_DONE', 'ESIGN_DONE'] as const;

export type LocalKey = keyof typeof LOCAL_KEYS;
export type SessionKey = keyof typeof SESSION_KEYS;
export type UserFlag = (typeof USER_FLAGS)[number];

type ValueOf<C extends Codec> = C extends 'bool' | 'yn'
  ? boolean
  : C extends 'list'
    ? string[]
    : string;
export type LocalValue<K extends LocalKey> = ValueOf<(typeof LOCAL_KEYS)[K]>;
export type SessionValue<K extends SessionKey> = ValueOf<(typeof SESSION_KEYS)[K]>;

export function userFlagKey(flag: UserFlag, userId: string | number): string {
  return `${flag}_${userId}`;
}
