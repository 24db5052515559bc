/**
 * Demo people: the two demo investors, Rahul Mehta's generated clients, and the expert directory, with
 * KYC records and the expert-to-client mapping. Every user row carries profile.is_demo = true, which is
 * how the seed recognises (and --reset removes) its own rows.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  bankAccounts,
  expertClients,
  experts,
  kycRecords,
  kycSteps,
  users,
} from '@/server/db/schema';
import type { Sealer } from '@/server/crypto/sealed';
import { insertInBatches } from '../batch';
import { generateClient, RAHUL_CLIENT_OPTIONS, type GeneratedClient } from '../clients';
import {
  DEMO_EXPERTS,
  RAHUL_MOBILE,
  demoNismCertificate,
  type DemoExpert,
} from '../content/experts';
import { RAHUL_PROFILE } from '../content/expertDesk';
import { localityByPincode } from '../content/places';
import { expertId, stableId, userId } from '../ids';
import {
  ASHA_ACCOUNT,
  ASHA_STEP_DATA,
  type DemoKyc,
  KYC_STEPS,
  RAHUL_KYC_STATES,
  clientKycRows,
  generatedAccount,
  generatedKyc,
  primaryAccountRow,
  seedSealer,
} from './kyc';

export const ASHA_MOBILE = '9000000001';
export const VIKRAM_MOBILE = '9000000002';
export const RAHUL_CLIENT_COUNT = 24; // plus Asha: 25 clients

/** The day the demo data describes; ARN validity and SIP due dates are judged against it, not the clock. */
export const DEMO_AS_OF = '2026-08-21';

export const DEMO_PROFILE = { is_demo: true } as const;

export function rahulClients(): GeneratedClient[] {
  return Array.from({ length: RAHUL_CLIENT_COUNT }, (_, i) =>
    generateClient(i, RAHUL_CLIENT_OPTIONS),
  );
}

/**
 * Rows for one generated investor: user, and when KYC has begun its record and steps; a KYC that reached the KRA
 * also has the primary bank account it was submitted with.
 */
export function clientRows(
  client: GeneratedClient,
  createdAt: Date,
  sealer: Sealer,
  kyc: DemoKyc | null = generatedKyc(client),
) {
  const user = {
    id: userId(client.mobile),
    mobileNo: client.mobile,
    name: client.name,
    email: client.email,
    city: client.locality.city,
    roles: ['user' as const],
    profile: { ...DEMO_PROFILE, pincode: client.locality.pincode },
    stage: 3,
    createdAt,
  };
  if (!kyc) return { user, kyc: null, steps: [], bank: null };
  const { city, state, pincode } = client.locality;
  const { record, steps } = clientKycRows(client, kyc, createdAt, {
    ...DEMO_PROFILE,
    address: { city, state, pincode },
  });
  const bank =
    kyc.navigateTo === 'product_page'
      ? primaryAccountRow(
          client.mobile,
          client.name,
          generatedAccount(client.mobile),
          sealer,
          createdAt,
        )
      : null;
  return { user, kyc: record, steps, bank };
}

/** Only a validated ARN that has not lapsed lets an expert transact for clients. */
function arnCurrent(e: DemoExpert): boolean {
  return e.arnStatus === 'validated' && !!e.arnValidTill && e.arnValidTill >= DEMO_AS_OF;
}

export function expertRows(e: DemoExpert) {
  const place = localityByPincode(e.pincode);
  const isRahul = e.mobile === RAHUL_MOBILE;
  const user = {
    id: userId(e.mobile),
    mobileNo: e.mobile,
    name: e.name,
    email: `${e.name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    city: place.city,
    roles: ['expert' as const],
    profile: { ...DEMO_PROFILE },
    stage: 3,
    createdAt: new Date('2019-04-01T09:00:00+05:30'),
  };
  const expert = {
    id: expertId(e.mobile),
    userId: user.id,
    expertCode: `ZFX${e.mobile.slice(-4)}`,
    arn: e.arn,
    euin: e.arnStatus === 'validated' ? `E${e.mobile.slice(-6)}` : null,
    arnStatus: e.arnStatus,
    arnValidTill: e.arnValidTill,
    certifications: demoNismCertificate(e),
    stage: e.arnStatus === 'validated' ? 4 : 2,
    profileStatus: e.arnStatus === 'validated' ? 'completed' : 'in_progress',
    capabilities:
      e.arnStatus === 'validated' ? ['sip', 'lumpsum', 'redemption', 'switch', 'stp', 'swp'] : [],
    supportedLanguages: e.languages,
    products: e.products,
    merchantId: isRahul ? RAHUL_PROFILE.merchantId : null,
    assignedMerchant: isRahul ? RAHUL_PROFILE.assignedMerchant : null,
    claimable: e.claimable === true,
    transactionAllowed: arnCurrent(e),
    rmId: isRahul ? `RM${RAHUL_PROFILE.rmMobile.slice(-4)}` : null,
    rmName: isRahul ? RAHUL_PROFILE.rmName : null,
    rmMobile: isRahul ? RAHUL_PROFILE.rmMobile : null,
    experience: e.experienceYears,
    clientsCount: e.clientsStated,
    aumPaise: e.aumPaise,
    about: e.about,
    address: isRahul ? RAHUL_PROFILE.address : `${place.locality}, ${place.city} ${place.pincode}`,
    pincode: place.pincode,
    lat: place.lat.toFixed(6),
    lng: place.lng.toFixed(6),
    createdAt: user.createdAt,
  };
  return { user, expert };
}

function ashaRows() {
  const createdAt = new Date('2020-07-20T10:00:00+05:30');
  const uid = userId(ASHA_MOBILE);
  const kycId = stableId(`kyc:${ASHA_MOBILE}`);
  const address = {
    line1: 'House 214, DLF Phase 2',
    city: 'Gurgaon',
    state: 'Haryana',
    pincode: '122002',
  };
  return {
    user: {
      id: uid,
      mobileNo: ASHA_MOBILE,
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      city: 'Gurgaon',
      roles: ['user' as const],
      profile: { ...DEMO_PROFILE, gender: 'female', pincode: '122002' },
      stage: 3,
      createdAt,
    },
    kyc: {
      id: kycId,
      userId: uid,
      pancardNo: 'ABCPV1234K',
      name: 'Asha Verma',
      dob: '1988-04-12',
      mobileNo: ASHA_MOBILE,
      email: 'asha.verma@example.com',
      panName: 'Asha Verma',
      submittedAt: new Date('2020-07-22T18:30:00+05:30'),
      kycStatus: 'verified' as const,
      navigateTo: 'product_page' as const,
      digilockerStatus: 'success',
      eSign: 'aadhar_sign_success',
      fdMobileNumber: ASHA_MOBILE,
      details: {
        ...DEMO_PROFILE,
        address,
        occupation: 'Salaried (private sector)',
        income_slab: '10-25 lakh',
        tax_residency: 'India',
        politically_exposed: false,
        nominee: {
          name: 'Rakesh Verma',
          relation: 'Spouse',
          dob: '1986-09-03',
          share_percent: 100,
        },
        bank: {
          bank_name: 'HDFC Bank',
          ifsc: 'HDFC0000590',
          account_last4: '4821',
          account_type: 'savings',
          verified_by: 'penny_drop',
        },
      },
      createdAt,
    },
    steps: KYC_STEPS.map((step) => ({
      id: stableId(`kyc-step:${ASHA_MOBILE}:${step}`),
      kycId,
      step,
      status: 'completed',
      data: ASHA_STEP_DATA[step] ?? {},
      completedAt: new Date('2020-07-22T18:30:00+05:30'),
    })),
  };
}

export async function peopleSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNo, ASHA_MOBILE))
    .limit(1);
  return rows.length > 0;
}

export interface SeedPeopleOptions {
  /** The secret bank account numbers are sealed with; default: the one the server loads (loadDataSecret). */
  dataSecret?: string;
}

export async function seedPeople(
  db: Db,
  options: SeedPeopleOptions = {},
): Promise<Record<string, number>> {
  const sealer = seedSealer(options.dataSecret);
  const asha = ashaRows();
  const vikram = {
    id: userId(VIKRAM_MOBILE),
    mobileNo: VIKRAM_MOBILE,
    name: 'Vikram Rao',
    email: 'vikram.rao@example.com',
    city: 'Bengaluru',
    roles: ['user' as const],
    profile: { ...DEMO_PROFILE, gender: 'male', pincode: '560034' },
    stage: 1,
    createdAt: new Date('2026-08-01T11:00:00+05:30'),
  };
  const clients = rahulClients().map((c, i) =>
    clientRows(
      c,
      new Date(Date.UTC(2021, i % 12, 1 + i, 5, 0)),
      sealer,
      RAHUL_KYC_STATES[c.mobile] ?? generatedKyc(c),
    ),
  );
  const team = DEMO_EXPERTS.map(expertRows);

  await insertInBatches(db, users, [
    asha.user,
    vikram,
    ...clients.map((c) => c.user),
    ...team.map((t) => t.user),
  ]);
  await insertInBatches(
    db,
    experts,
    team.map((t) => t.expert),
  );
  const kycs = [asha.kyc, ...clients.flatMap((c) => (c.kyc ? [c.kyc] : []))];
  await insertInBatches(db, kycRecords, kycs);
  await insertInBatches(db, kycSteps, [...asha.steps, ...clients.flatMap((c) => c.steps)]);
  const banks = [
    primaryAccountRow(ASHA_MOBILE, 'Asha Verma', ASHA_ACCOUNT, sealer, asha.kyc.createdAt),
    ...clients.flatMap((c) => (c.bank ? [c.bank] : [])),
  ];
  await insertInBatches(db, bankAccounts, banks);

  const rahul = expertId(RAHUL_MOBILE);
  const mapping = [asha.user, ...clients.map((c) => c.user)].map((u) => ({
    id: stableId(`expert-client:${RAHUL_MOBILE}:${u.mobileNo}`),
    expertId: rahul,
    userId: u.id,
    createdAt: u.createdAt,
  }));
  await insertInBatches(db, expertClients, mapping);
  return {
    users: 2 + clients.length + team.length,
    experts: team.length,
    kyc_records: kycs.length,
    bank_accounts: banks.length,
    expert_clients: mapping.length,
  };
}
