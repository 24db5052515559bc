// KYC: one record per investor plus the state of each step of the KYC journey, the uploaded documents, the
// investor's bank accounts, and the one-time sessions of the identity providers (DigiLocker, Aadhaar e-sign).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorKind, actorUserId, createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * Workflow and KRA outcome in one column. `verified` is the KRA's "Validated" (may invest anywhere);
 * `registered` may transact only where units are already held; `on_hold` may not transact (reason in hold_reason);
 * `rejected` must start again. DOMAIN.md "KYC".
 */
export type KycStatus =
  | 'not_started'
  | 'in_progress'
  | 'submitted'
  | 'verified'
  | 'registered'
  | 'on_hold'
  | 'rejected';
export type KycStep = 'personal_details' | 'upload_documents' | 'declarations' | 'bank_details' | 'product_page';
/** KYC modification (a Registered investor upgrading through DigiLocker and Aadhaar e-sign). */
export type KycModificationStatus = 'started' | 'digilocker_done' | 'esign_done' | 'submitted';

export const kycRecords = pgTable(
  'kyc_records',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    pancardNo: text('pancard_no'),
    name: text('name'),
    dob: date('dob', { mode: 'string' }),
    mobileNo: text('mobile_no'),
    email: text('email'),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('not_started'),
    navigateTo: text('navigate_to').$type<KycStep>().notNull().default('personal_details'),
    digilockerStatus: text('digilocker_status'),
    eSign: text('e_sign'),
    fdMobileNumber: text('fd_mobile_number'),
    /** Why the KRA holds the KYC (on_hold) or rejected it, in words the investor can act on. */
    holdReason: text('hold_reason'),
    /** The name the PAN service returned for pancard_no (the KRA and penny drop match against it). */
    panName: text('pan_name'),
    /** When the KYC went to the KRA; the KRA provider moves it to verified after its delay. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Who prepared what went to the KRA: the investor, or his advisor (then the client confirmed it, kyc_consents). */
    submittedBy: actorKind('submitted_by'),
    submittedByUserId: actorUserId('submitted_by_user_id'),
    modificationStatus: text('modification_status').$type<KycModificationStatus>(),
    /** The full KYC payload (address, occupation, nominee, bank) whose shape the spec does not show. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One KYC per PAN: a PAN that belongs to another account is refused (409), and the index makes it race-proof.
  (t) => [uniqueIndex('kyc_records_pan_uq').on(t.pancardNo).where(sql`${t.pancardNo} is not null`)],
);

export const kycSteps = pgTable(
  'kyc_steps',
  {
    id: id(),
    kycId: uuid('kyc_id')
      .notNull()
      .references(() => kycRecords.id, { onDelete: 'cascade' }),
    step: text('step').$type<KycStep>().notNull(),
    status: text('status').notNull().default('pending'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('kyc_steps_kyc_step_uq').on(t.kycId, t.step)],
);

export type KycDocumentKind = 'pan' | 'address_proof' | 'photo' | 'signature';

/** Uploaded KYC documents. The bytes live encrypted in a file outside the web root; the row says where. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: id(),
    kycId: uuid('kyc_id')
      .notNull()
      .references(() => kycRecords.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<KycDocumentKind>().notNull(),
    /** The type found in the content (magic bytes), never the file name's: image/jpeg, image/png or application/pdf. */
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Path of the encrypted file, relative to the document store's root. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  // Re-uploading a kind replaces it: one current document per kind.
  (t) => [unique('kyc_documents_kyc_kind_uq').on(t.kycId, t.kind)],
);

export type PennyDropStatus = 'pending' | 'verified' | 'name_mismatch' | 'failed';

/** An investor's bank accounts (DOMAIN.md: up to 5, one primary). Account numbers are encrypted at rest. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name').notNull(),
    branch: text('branch'),
    /** AES-256-GCM ciphertext of the account number (base64 iv.tag.data). */
    accountNumberEnc: text('account_number_enc').notNull(),
    /** Last four digits, the only part ever shown (masked as XXXXXX1234). */
    accountLast4: text('account_last4').notNull(),
    /** Keyed hash of IFSC + account number, so a duplicate is found without decrypting. */
    accountHash: text('account_hash').notNull(),
    accountType: text('account_type').notNull().default('savings'),
    holderName: text('holder_name'),
    isPrimary: boolean('is_primary').notNull().default(false),
    pennyDropStatus: text('penny_drop_status').$type<PennyDropStatus>().notNull().default('pending'),
    /** The name the bank returned for the ₹1 credit, and how well it matched the KYC name (0–100). */
    pennyDropName: text('penny_drop_name'),
    nameMatchScore: integer('name_match_score'),
    pennyDropReference: text('penny_drop_reference'),
    pennyDropMessage: text('penny_drop_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('bank_accounts_user_account_uq').on(t.userId, t.accountHash),
    // One primary account per investor, enforced by the database so two racing requests cannot both win.
    uniqueIndex('bank_accounts_one_primary_uq').on(t.userId).where(sql`${t.isPrimary}`),
    index('bank_accounts_user_idx').on(t.userId),
  ],
);

export type IdentitySessionKind = 'digilocker' | 'esign';
export type IdentitySessionState = 'pending' | 'allowed' | 'denied';

/**
 * One consent round trip with DigiLocker or the e-sign provider. The callback carries the session's random token;
 * a token is good for one callback only (a replay is refused with 409).
 */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who started it: the investor, or the advisor acting for them. */
    actorUserId: uuid('actor_user_id').notNull(),
    kind: text('kind').$type<IdentitySessionKind>().notNull(),
    token: text('token').notNull().unique(),
    state: text('state').$type<IdentitySessionState>().notNull().default('pending'),
    /** Where the provider sends the browser back to (a path of the web app, checked when the session starts). */
    returnPath: text('return_path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('identity_sessions_user_idx').on(t.userId)],
);

/** What a client confirms: the KYC their advisor prepared, or an advisor's change made after the KYC went to the KRA. */
/** sip_pause, sip_cancel: an advisor's pause or cancellation of the client's SIP (docs/DESK.md "SIP and mandate centre"). */
export type ConsentKind = 'kyc_submission' | 'bank_change' | 'nominee_change' | 'sip_pause' | 'sip_cancel';

/**
 * An advisor's request that a client confirm something done in the client's name (issue 30): the KYC the advisor
 * prepared, before it goes to the KRA, or a change of the client's bank accounts or nominees once the KYC is with the
 * KRA. A random token (only its SHA-256 kept) is texted to the client's registered mobile, good for 48 hours and
 * once. `digest` fixes what the client was shown: if it changed since, the link cannot confirm it. `payload` holds
 * what a change will do (null for a KYC submission, whose content is the KYC itself).
 */
export const kycConsents = pgTable(
  'kyc_consents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull().default('kyc_submission'),
    /** The advisor who prepared it (experts.id; no reference: the advisor's record may go, the request's history stays). */
    expertId: uuid('expert_id').notNull(),
    /** The user who asked: the advisor, or a manager acting for the advisor. */
    requestedBy: uuid('requested_by').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    digest: text('digest').notNull(),
    /** A change's before and after as the client reads them, and what applying it does (account numbers sealed). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A newer request of the same kind for the same client, or a change of what was shown, ends this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('kyc_consents_user_idx').on(t.userId)],
);
