// KYC modification: a Registered investor (or a Validated one with changes) upgrades through DigiLocker and
// Aadhaar e-sign (server/services/py/identity); the e-signed form goes to the KRA.
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { ConflictError } from '../../../domain/errors';
import * as repo from './kycModification.repo';

export const MODIFICATION_MESSAGES = {
  notAllowed:
    'KYC modification is for a KYC the KRA has registered or validated: finish your KYC first',
} as const;

const STARTABLE = new Set(['registered', 'verified']);
const IN_PROGRESS = new Set(['started', 'digilocker_done']);

type Flags = Pick<AppConfig, 'digilockerDisabled' | 'esignDisabled'>;
const yn = (on: boolean) => (on ? 'Y' : 'N');
const switches = (config: Flags) => ({
  isEsignDisabled: yn(config.esignDisabled),
  isDigiLockerDisabled: yn(config.digilockerDisabled),
});

export async function startModification(db: Db, config: Flags, userId: string, now: Date) {
  const current = await repo.findModification(db, userId);
  if (!current || !STARTABLE.has(current.kycStatus))
    throw new ConflictError(MODIFICATION_MESSAGES.notAllowed);
  // Pressing start again (a reload) keeps a DigiLocker answer already given in this modification.
  const state =
    current.modificationStatus && IN_PROGRESS.has(current.modificationStatus)
      ? current
      : await repo.startModification(db, userId, now);
  return { modification_status: state.modificationStatus, ...switches(config) };
}

export async function modificationStatus(db: Db, config: Flags, userId: string) {
  const state = await repo.findModification(db, userId);
  return {
    modification_status: state?.modificationStatus ?? null,
    digilocker_status: state?.digilockerStatus ?? null,
    e_sign: state?.eSign ?? null,
    kyc_status: state?.kycStatus ?? 'not_started',
    ...switches(config),
  };
}
