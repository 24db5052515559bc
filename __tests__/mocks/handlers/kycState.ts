// The mock backend's KYC data for the KYC handlers (kyc.ts, kycBank.ts): one record per investor id, saved steps,
// documents and bank accounts, reset by resetKyc(). The sandbox rules are docs/KYC.md's (test PANs by their
// digits), so a test reads like the demo.
import { HttpResponse, type JsonBodyType } from 'msw';
import type { BankAccount, KycDocument, KycRecord, PendingChange } from '@/services/kyc.types';
import type { Declarations, PersonalDetails } from '@/utils/validation/kyc';

/** A PAN the mock says belongs to another account (409 on step 1). */
export const PAN_OF_ANOTHER_ACCOUNT = 'ZZZPZ5555Z';
/** An email address another account uses (emailcheck answers available: false). */
export const EMAIL_IN_USE = 'taken@example.com';
/** The one IFSC the mock knows. */
export const KNOWN_IFSC = 'HDFC0000001';

export interface KycMockState {
  records: Map<string, KycRecord>;
  personal: Map<string, PersonalDetails>;
  declarations: Map<string, Declarations>;
  documents: Map<string, Map<string, KycDocument & { bytes: Uint8Array }>>;
  accounts: Map<string, BankAccount[]>;
  /** An advisor's changes waiting for the client (kycdata's pending_changes), by investor id. */
  pendingChanges: Map<string, PendingChange[]>;
  /** Names the PAN check returns, by PAN (default 'Vikram Rao'). */
  panNames: Map<string, string>;
  pennyDrops: Map<string, string>;
  /** Every request body the handlers received, newest last: what a test asserts was sent. */
  calls: { path: string; body: unknown; headers: Record<string, string> }[];
}

export const kycMock: KycMockState = {
  records: new Map(),
  personal: new Map(),
  declarations: new Map(),
  documents: new Map(),
  accounts: new Map(),
  pendingChanges: new Map(),
  panNames: new Map(),
  pennyDrops: new Map(),
  calls: [],
};

export function resetKyc(): void {
  kycMock.records.clear();
  kycMock.personal.clear();
  kycMock.declarations.clear();
  kycMock.documents.clear();
  kycMock.accounts.clear();
  kycMock.pendingChanges.clear();
  kycMock.panNames.clear();
  kycMock.pennyDrops.clear();
  kycMock.calls.length = 0;
}

/** A record as the backend answers it, for seeding a test (`kycMock.records.set(id, kycRecordFixture(...))`). */
export function kycRecordFixture(userId: string, over: Partial<KycRecord> = {}): KycRecord {
  return {
    id: `kyc-${userId}`,
    user_id: userId,
    pancard_no: 'ABCPV1234K',
    name: 'Vikram Rao',
    kyc_status: 'in_progress',
    dob: '15/08/1990',
    mobile_no: '9000000002',
    navigate_to: 'personal_details',
    digilocker_status: null,
    e_sign: null,
    fd_mobile_number: null,
    hold_reason: null,
    modification_status: null,
    ...over,
  };
}

export function personalDetailsFixture(over: Partial<PersonalDetails> = {}): PersonalDetails {
  return {
    name: 'Vikram Rao',
    email: 'vikram@example.com',
    gender: 'male',
    marital_status: 'single',
    father_name: 'Suresh Rao',
    occupation: 'salaried_private',
    income_slab: '5_10_lakh',
    address: { line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    ...over,
  };
}

/** The PAN's 4 digits decide the sandbox answers (docs/KYC.md "Providers"). */
export const panDigits = (pan: string) => pan.slice(5, 9);

export function documentsOf(userId: string) {
  let docs = kycMock.documents.get(userId);
  if (!docs) {
    docs = new Map();
    kycMock.documents.set(userId, docs);
  }
  return docs;
}

export function advance(userId: string, navigateTo: string, over: Partial<KycRecord> = {}): KycRecord {
  const record = { ...(kycMock.records.get(userId) ?? kycRecordFixture(userId)), navigate_to: navigateTo, ...over };
  kycMock.records.set(userId, record);
  return record;
}

export const ok = (data: JsonBodyType) => HttpResponse.json({ status: 'success', data });
export const kycFailed = (message: string, status: number, errors?: { path: string; message: string }[]) =>
  HttpResponse.json({ status: 'failed', message, ...(errors ? { errors } : {}) }, { status });

export type Body = Record<string, unknown> & { user_id?: string };

/** The JSON body, recorded in kycMock.calls with the headers it came with. */
export async function bodyOf(request: Request, path: string): Promise<Body> {
  const body = (await request.json()) as Body;
  kycMock.calls.push({ path, body, headers: Object.fromEntries(request.headers.entries()) });
  return body;
}
