// The shapes of the KYC calls' answers (docs/KYC.md). Kept apart from the calls so that screens and the store can
// name them without loading axios.
import type { ChangeSentToClient, ClientConfirmation, KycConsentView, PendingChange } from '@/utils/kyc/wire';

export type { ChangeSentToClient, ClientConfirmation, KycConsentView, PendingChange };
import type { Declarations, PersonalDetails } from '@/utils/validation/kyc';

export type KycStatus =
  | 'not_started'
  | 'in_progress'
  | 'submitted'
  | 'verified'
  | 'registered'
  | 'on_hold'
  | 'rejected';

/** The spec's KYC record plus our fields. `dob` is DD/MM/YYYY. */
export interface KycRecord {
  id: string | null;
  user_id: string | null;
  pancard_no: string | null;
  name: string | null;
  kyc_status: KycStatus | string | null;
  dob: string | null;
  mobile_no: string | null;
  /** personal_details, upload_documents, declarations, bank_details or product_page. */
  navigate_to: string | null;
  digilocker_status: string | null;
  e_sign: string | null;
  fd_mobile_number: string | null;
  hold_reason?: string | null;
  modification_status?: string | null;
  /** An advisor's submit for a client: the KYC waits for the client to confirm it from the texted link. */
  client_confirmation?: ClientConfirmation;
}

/** `GET /kyc/kycdetails/{id}` answers at the top level, as the spec's client reads it. */
export interface KycDetailsAnswer {
  status: string;
  data: KycRecord | null;
  /** True when the KYC can no longer be edited (submitted, verified). */
  isDisabled: boolean;
}

export const DOCUMENT_KINDS = ['pan', 'address_proof', 'photo', 'signature'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface KycDocument {
  kind: DocumentKind;
  mime: string;
  size_bytes: number;
  uploaded_at: string;
}

export interface DocCheck {
  documents: KycDocument[];
  missing: DocumentKind[];
  complete: boolean;
}

export type PennyDropStatus = 'pending' | 'verified' | 'name_mismatch' | 'failed' | null;

export interface BankAccount {
  id: string;
  ifsc: string;
  bank_name: string;
  branch: string;
  /** XXXXXX1234: the full number never leaves the server. */
  account_number_masked: string;
  account_type: string;
  is_primary: boolean;
  penny_drop_status: PennyDropStatus | string;
  penny_drop_name: string | null;
  name_match_score: number | null;
  penny_drop_message: string | null;
}

export interface KycData {
  record: KycRecord | null;
  personal_details: PersonalDetails | null;
  declarations: Declarations | null;
  documents: KycDocument[];
  bank_accounts: BankAccount[];
  /** What an advisor asked that the client has not confirmed yet (issue 30). */
  pending_changes?: PendingChange[];
}

export type PanCheckStatus = 'valid' | 'invalid' | 'deactivated' | 'name_mismatch';

export interface PanCheck {
  pancard_no: string;
  status: PanCheckStatus;
  name: string | null;
  sandbox: boolean;
}

export type KraStatus = 'validated' | 'registered' | 'on_hold' | 'rejected' | 'not_found';

export interface KraLookup {
  kra_status: KraStatus;
  name?: string | null;
  /** DD/MM/YYYY */
  dob?: string | null;
  address?: Partial<PersonalDetails['address']> | string | null;
  hold_reason?: string | null;
  sandbox: boolean;
}

export interface IfscDetails {
  ifsc: string;
  bank: string;
  branch: string;
  address: string;
  city: string;
  state: string;
}

export interface PennyDropStarted {
  reference: string;
  status: 'pending';
}

export interface ModificationStart {
  modification_status: string;
  /** 'Y' or 'N', as the login stores them (older answers sent booleans). */
  isEsignDisabled: 'Y' | 'N' | boolean;
  isDigiLockerDisabled: 'Y' | 'N' | boolean;
}

export interface ModificationState {
  modification_status: string | null;
  digilocker_status: string | null;
  e_sign: string | null;
}

/** Upload progress, 0 to 100. */
export type ProgressListener = (percent: number) => void;
