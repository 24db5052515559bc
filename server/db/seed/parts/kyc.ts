/**
 * Demo KYC: each demo investor's KYC record with the data of its steps and, for a KYC that went to the KRA, the
 * primary bank account the penny drop verified. Account numbers are sealed with the data key the server uses
 * (KYC_DATA_KEY, else the generated `<DATA_DIR>/kyc-data-key`), so the running demo can open them.
 */
import { type Sealer, createSealer, loadDataSecret } from '@/server/crypto/sealed';
import type { KycStatus, KycStep } from '@/server/db/schema';
import { KRA_HOLD_REASON, KRA_REJECT_REASON } from '@/server/providers/kra';
import type { GeneratedClient } from '../clients';
import { stableId, userId } from '../ids';
import { createRandom } from '../random';

export const KYC_STEPS: KycStep[] = [
  'personal_details',
  'upload_documents',
  'declarations',
  'bank_details',
];

/** How far a demo KYC got, and what the KRA said. */
export interface DemoKyc {
  status: KycStatus;
  navigateTo: KycStep;
  holdReason?: string;
}

const atKra = (status: KycStatus, holdReason?: string): DemoKyc => ({
  status,
  navigateTo: 'product_page',
  holdReason,
});

/**
 * Rahul's book shows every KYC status to an advisor. These clients are set here; the others stay as generated
 * (verified, or not started). 9000001003 stays not started: his desk's notes say so.
 */
export const RAHUL_KYC_STATES: Record<string, DemoKyc> = {
  '9000001006': atKra('rejected', KRA_REJECT_REASON),
  '9000001010': atKra('registered'),
  '9000001015': { status: 'in_progress', navigateTo: 'upload_documents' },
  '9000001019': atKra('on_hold', KRA_HOLD_REASON),
};

export function generatedKyc(client: GeneratedClient): DemoKyc | null {
  if (client.kyc === 'verified') return atKra('verified');
  if (client.kyc === 'pending') return { status: 'in_progress', navigateTo: 'upload_documents' };
  return null;
}

/** The sealer of the demo's bank account numbers: the given secret, else the one the server would load. */
export function seedSealer(dataSecret?: string): Sealer {
  return createSealer(dataSecret ?? loadDataSecret(process.env));
}

const FEMALE = new Set([
  'Aditi',
  'Ananya',
  'Bhavna',
  'Deepa',
  'Divya',
  'Kavya',
  'Lakshmi',
  'Meera',
  'Nandini',
  'Pooja',
  'Priya',
  'Ritu',
  'Sakshi',
  'Shreya',
  'Simran',
  'Sneha',
  'Tanvi',
  'Zoya',
]);
const FATHERS = ['Suresh', 'Rajesh', 'Ramesh', 'Mahesh', 'Anil', 'Vijay', 'Ashok', 'Prakash'];
const OCCUPATIONS = ['salaried_private', 'salaried_government', 'business', 'professional'];
const INCOMES = ['5_10_lakh', '10_25_lakh', '25_lakh_1_crore'];

/** FATCA/CRS of a salaried Indian resident with no other tax residency, not politically exposed. */
function indianFatca(placeOfBirth: string) {
  return {
    place_of_birth: placeOfBirth,
    country_of_birth: 'India',
    nationality: 'Indian',
    tax_residencies: [],
    source_of_wealth: 'salary',
    pep: 'no',
  };
}

/** What steps 2 and 4 saved, in the shapes of the shared schemas, from the client's own random stream. */
function stepData(client: GeneratedClient): Record<string, Record<string, unknown>> {
  const rng = createRandom(`kyc:${client.mobile}`);
  const [first, last] = client.name.split(' ');
  const { locality } = client;
  return {
    personal_details: {
      name: client.name,
      email: client.email,
      gender: FEMALE.has(first) ? 'female' : 'male',
      marital_status: rng.chance(0.6) ? 'married' : 'single',
      father_name: `${rng.pick(FATHERS)} ${last}`,
      occupation: rng.pick(OCCUPATIONS),
      income_slab: rng.pick(INCOMES),
      address: {
        line1: `${rng.int(1, 250)}, ${locality.locality}`,
        city: locality.city,
        state: locality.state,
        pincode: locality.pincode,
      },
    },
    upload_documents: { kinds: ['pan', 'address_proof', 'photo', 'signature'] },
    declarations: {
      fatca: indianFatca(locality.city),
      nomination: { opt_out: true, declaration: true },
      accepted: true,
    },
    bank_details: {},
  };
}

/** A generated investor's KYC record and its step rows. */
export function clientKycRows(
  client: GeneratedClient,
  kyc: DemoKyc,
  createdAt: Date,
  details: Record<string, unknown>,
) {
  const kycId = stableId(`kyc:${client.mobile}`);
  const validated = kyc.status === 'verified';
  const record = {
    id: kycId,
    userId: userId(client.mobile),
    pancardNo: client.pan,
    name: client.name,
    panName: client.name,
    dob: client.dob,
    mobileNo: client.mobile,
    email: client.email,
    kycStatus: kyc.status,
    navigateTo: kyc.navigateTo,
    holdReason: kyc.holdReason ?? null,
    submittedAt: kyc.navigateTo === 'product_page' ? createdAt : null,
    digilockerStatus: validated ? 'success' : null,
    eSign: validated ? 'aadhar_sign_success' : null,
    fdMobileNumber: client.mobile,
    details,
    createdAt,
  };
  const data = stepData(client);
  const reached =
    kyc.navigateTo === 'product_page' ? KYC_STEPS.length : KYC_STEPS.indexOf(kyc.navigateTo);
  const steps = KYC_STEPS.map((step, i) => ({
    id: stableId(`kyc-step:${client.mobile}:${step}`),
    kycId,
    step,
    status: i < reached ? 'completed' : 'pending',
    data: i < reached ? data[step] : {},
    completedAt: i < reached ? createdAt : null,
  }));
  return { record, steps };
}

/** What Asha saved in steps 2 and 4 (her record's details say the same in the older free-form shape). */
export const ASHA_STEP_DATA: Record<string, Record<string, unknown>> = {
  personal_details: {
    name: 'Asha Verma',
    email: 'asha.verma@example.com',
    gender: 'female',
    marital_status: 'married',
    father_name: 'Om Prakash Sharma',
    occupation: 'salaried_private',
    income_slab: '10_25_lakh',
    address: {
      line1: 'House 214, DLF Phase 2',
      city: 'Gurgaon',
      state: 'Haryana',
      pincode: '122002',
    },
  },
  upload_documents: { kinds: ['pan', 'address_proof', 'photo', 'signature'] },
  declarations: {
    fatca: indianFatca('Lucknow'),
    nomination: {
      opt_out: false,
      nominees: [{ name: 'Rakesh Verma', relation: 'spouse', dob: '03/09/1986', share: 100 }],
    },
    accepted: true,
  },
};

/** Asha's salary account, as her record's details describe it. */
export const ASHA_ACCOUNT: DemoAccount = {
  ifsc: 'HDFC0000590',
  bankName: 'HDFC Bank',
  number: '50100214564821',
};

/** Real IFSCs (in the bundled IFSC data), so that the bank step shows each account's real bank. */
const DEMO_BANKS = [
  { ifsc: 'HDFC0000001', bankName: 'HDFC Bank' },
  { ifsc: 'SBIN0000300', bankName: 'State Bank of India' },
  { ifsc: 'ICIC0000001', bankName: 'ICICI Bank' },
  { ifsc: 'UTIB0000001', bankName: 'Axis Bank' },
  { ifsc: 'KKBK0000261', bankName: 'Kotak Mahindra Bank' },
];

export interface DemoAccount {
  ifsc: string;
  bankName: string;
  number: string;
}

/** A generated investor's account: never ending in 0000 or 9999, the penny drop sandbox's failure digits. */
export function generatedAccount(mobile: string): DemoAccount {
  const last4 = String(1000 + (Number(mobile.slice(-4)) % 8000));
  return { ...DEMO_BANKS[Number(mobile) % DEMO_BANKS.length], number: `50${mobile}${last4}` };
}

/** The primary account the penny drop verified, number sealed, found again by its keyed hash. */
export function primaryAccountRow(
  mobile: string,
  holder: string,
  account: DemoAccount,
  sealer: Sealer,
  createdAt: Date,
) {
  return {
    id: stableId(`bank-account:${mobile}`),
    userId: userId(mobile),
    ifsc: account.ifsc,
    bankName: account.bankName,
    branch: null,
    accountNumberEnc: sealer.sealText(account.number),
    accountLast4: account.number.slice(-4),
    accountHash: sealer.fingerprint(`${account.ifsc}:${account.number}`),
    accountType: 'savings',
    holderName: holder,
    isPrimary: true,
    pennyDropStatus: 'verified' as const,
    pennyDropName: holder,
    nameMatchScore: 100,
    pennyDropReference: `DEMO-${mobile}`,
    createdAt,
  };
}
