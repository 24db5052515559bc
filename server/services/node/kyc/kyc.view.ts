// How KYC rows go on the wire (docs/KYC.md): the spec's record fields with dates as DD/MM/YYYY, bank accounts
// with the number masked (the full number never leaves the server), documents without their storage place.
import { toDisplayDate } from '../auth/loginBody';
import type { DocumentRow } from './documents.repo';
import type { KycRow } from './kyc.repo';

/** The KYC can no longer be edited once it is with the KRA or validated by it. */
export function isLocked(row: Pick<KycRow, 'kycStatus'> | undefined): boolean {
  return row?.kycStatus === 'submitted' || row?.kycStatus === 'verified';
}

/** DD/MM/YYYY (already checked by the DOB rules) to the database's YYYY-MM-DD. */
export function dobToIso(dob: string): string {
  const [day, month, year] = dob.split('/');
  return `${year}-${month}-${day}`;
}

export function toKycRecord(row: KycRow) {
  return {
    id: row.id,
    user_id: row.userId,
    pancard_no: row.pancardNo,
    name: row.name,
    kyc_status: row.kycStatus,
    dob: toDisplayDate(row.dob),
    mobile_no: row.mobileNo,
    navigate_to: row.navigateTo,
    digilocker_status: row.digilockerStatus,
    e_sign: row.eSign,
    fd_mobile_number: row.fdMobileNumber,
    hold_reason: row.holdReason,
    modification_status: row.modificationStatus,
  };
}

export function toDocument(row: DocumentRow) {
  return {
    kind: row.kind,
    mime: row.mime,
    size_bytes: row.sizeBytes,
    uploaded_at: row.createdAt.toISOString(),
  };
}
