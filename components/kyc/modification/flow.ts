/**
 * The KYC modification flow (a Registered investor upgrading to Validated): DigiLocker, then Aadhaar e-sign,
 * each skipped when switched off for the account (isDigiLockerDisabled / isEsignDisabled, Y/N at login). Progress
 * is kept per investor in local flags (KYC_MODIFICATION_STARTED_{id}, DIGILOCKER_DONE_{id}, ESIGN_DONE_{id}) because
 * both providers leave the app and come back by redirect. Pure: the hook reads storage and the query.
 */
import { normaliseKycStatus } from '@/utils/kyc/status';

/** Where both providers send the person back to. */
export const MODIFICATION_RETURN_PATH = '/kyc/declarations';

export interface ModificationFlags {
  started: boolean;
  digilockerDone: boolean;
  esignDone: boolean;
  digilockerDisabled: boolean;
  esignDisabled: boolean;
}

/** What the providers put on the return address. */
export interface ModificationReturn {
  digilocker: 'success' | 'denied' | null;
  esign: 'success' | 'denied' | null;
}

export type ModificationPhase =
  /** Nothing under way and nothing asked. */
  | 'none'
  /** "Upgrade KYC" was pressed: say what will happen, then start. */
  | 'offer'
  | 'digilocker'
  | 'esign'
  | 'complete'
  | 'digilocker_denied'
  | 'esign_denied';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readReturn(query: Record<string, string | string[] | undefined>): ModificationReturn {
  const digilocker = first(query.digilocker);
  const esign = first(query.esign);
  return {
    digilocker: digilocker === 'success' ? 'success' : digilocker === 'denied' ? 'denied' : null,
    esign: esign === 'aadhar_sign_success' ? 'success' : esign === 'denied' ? 'denied' : null,
  };
}

/** The flags after a return: a success is remembered, a denial changes nothing stored. */
export function flagsAfterReturn(flags: ModificationFlags, back: ModificationReturn): ModificationFlags {
  return {
    ...flags,
    digilockerDone: flags.digilockerDone || back.digilocker === 'success',
    esignDone: flags.esignDone || back.esign === 'success',
  };
}

const digilockerCleared = (f: ModificationFlags) => f.digilockerDone || f.digilockerDisabled;
const esignCleared = (f: ModificationFlags) => f.esignDone || f.esignDisabled;

export function modificationPhase(
  flags: ModificationFlags,
  back: ModificationReturn,
  upgradeAsked: boolean,
): ModificationPhase {
  // Signed and already tidied up (validated, flags cleared), then reloaded: still the success.
  if (!flags.started) return back.esign === 'success' ? 'complete' : upgradeAsked ? 'offer' : 'none';
  if (!digilockerCleared(flags)) return back.digilocker === 'denied' ? 'digilocker_denied' : 'digilocker';
  if (!esignCleared(flags)) return back.esign === 'denied' ? 'esign_denied' : 'esign';
  return 'complete';
}

/**
 * KYC routing during a modification: an unverified KYC whose modification still lacks DigiLocker success (or
 * e-sign success), where those are switched on, belongs on the declarations page, where the flow continues.
 * Null when the person may stay where they are.
 */
export function modificationRedirect(kycStatus: string | null | undefined, flags: ModificationFlags): string | null {
  if (!flags.started || normaliseKycStatus(kycStatus) === 'verified') return null;
  return digilockerCleared(flags) && esignCleared(flags) ? null : MODIFICATION_RETURN_PATH;
}
