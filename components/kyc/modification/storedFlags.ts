import { getUserFlag, readLocal, setUserFlag, writeLocal } from '@/utils/storage';
import type { ModificationFlags } from './flow';

/** The flags of one investor's modification, from browser storage (and the switches stored at login). */
export function readFlags(userId: string): ModificationFlags {
  return {
    started: getUserFlag('KYC_MODIFICATION_STARTED', userId),
    digilockerDone: getUserFlag('DIGILOCKER_DONE', userId),
    esignDone: getUserFlag('ESIGN_DONE', userId),
    digilockerDisabled: readLocal('isDigiLockerDisabled') === true,
    esignDisabled: readLocal('isEsignDisabled') === true,
  };
}

/** A fresh modification: no step done yet. */
export function markStarted(userId: string): void {
  setUserFlag('KYC_MODIFICATION_STARTED', userId);
  setUserFlag('DIGILOCKER_DONE', userId, false);
  setUserFlag('ESIGN_DONE', userId, false);
}

/** Once the KYC is validated, the modification is over: nothing may send the person back into it. */
export function clearFlags(userId: string): void {
  setUserFlag('KYC_MODIFICATION_STARTED', userId, false);
  setUserFlag('DIGILOCKER_DONE', userId, false);
  setUserFlag('ESIGN_DONE', userId, false);
}

/** The backend's switches come as booleans or Y/N; an unknown value leaves the stored one. */
export function storeSwitches(answer: { isEsignDisabled?: unknown; isDigiLockerDisabled?: unknown }): void {
  const yes = (v: unknown) => (v === true || v === 'Y' ? true : v === false || v === 'N' ? false : null);
  const esign = yes(answer.isEsignDisabled);
  const digilocker = yes(answer.isDigiLockerDisabled);
  if (esign !== null) writeLocal('isEsignDisabled', esign);
  if (digilocker !== null) writeLocal('isDigiLockerDisabled', digilocker);
}
