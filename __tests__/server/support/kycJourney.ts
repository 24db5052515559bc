// KYC route tests: the demo people seeded, logins as the web app does them, and valid bodies for each step.
import sharp from 'sharp';
import type { AppConfig } from '@/server/config';
import { createSealer } from '@/server/crypto/sealed';
import type { Db } from '@/server/db/client';
import { bankAccounts, expertClients } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { type LoginApp, type Session, TEST_SECRET, call, createLoginApp } from './loginApp';

export { ASHA, NEHA, RAHUL, VIKRAM, login } from './loginApp';
export type { LoginApp, Session } from './loginApp';

export const kycApp = (config: Partial<AppConfig> = {}) => createLoginApp({ config });

export const as = (s: Session) => ({ 'access-token': s.accessToken });

/** A JSON call with the session's access token. */
export const kycCall = (t: LoginApp, s: Session, method: string, path: string, body?: unknown) =>
  call(t, method, path, body, as(s));

/** Test PANs by the sandbox rules (server/providers/README.md); no seeded PAN uses these digits. */
export const PANS = {
  valid: 'ABCPR1235F',
  other: 'BCDPR1236G',
  invalid: 'ABCPR0000F',
  deactivated: 'ABCPR9999F',
  nameMismatch: 'ABCPR8888F',
  kraRegistered: 'ABCPR1111F',
  kraOnHold: 'ABCPR2222F',
  kraRejected: 'ABCPR3333F',
  kraValidated: 'ABCPR4444F',
} as const;

export const ASHA_PAN = 'ABCPV1234K';

export const PERSONAL = {
  name: 'Vikram Rao',
  email: 'vikram.kyc@example.com',
  gender: 'male',
  marital_status: 'single',
  father_name: 'Mohan Rao',
  occupation: 'salaried_private',
  income_slab: '10_25_lakh',
  address: {
    line1: '14, 80 Feet Road, Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
  },
};

export const DECLARATIONS = {
  fatca: {
    place_of_birth: 'Mysuru',
    country_of_birth: 'India',
    nationality: 'Indian',
    tax_residencies: [],
    source_of_wealth: 'salary',
    pep: 'no',
  },
  nomination: {
    opt_out: false,
    nominees: [{ name: 'Lata Rao', relation: 'mother', dob: '02/03/1962', share: 100 }],
  },
  accepted: true,
};

export const DOCUMENT_KINDS = ['pan', 'address_proof', 'photo', 'signature'] as const;

/** A small JPEG carrying EXIF (a camera's copyright line) that the upload must drop. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-CAMERA-OWNER', Make: 'DemoCam' } })
    .toBuffer();
}

export function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** PUT /node/kyc/documents/{kind} as the web app sends it (multipart: user_id, then file). */
export async function upload(
  t: LoginApp,
  s: Session,
  kind: string,
  forUser: string,
  content: Uint8Array,
  file: { name?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append('user_id', forUser);
  form.append(
    'file',
    new Blob([new Uint8Array(content)], { type: file.type ?? 'image/jpeg' }),
    file.name ?? `${kind}.jpg`,
  );
  const res = await t.app.request(`/node/kyc/documents/${kind}`, {
    method: 'PUT',
    body: form,
    headers: as(s),
  });
  return {
    res,
    body: (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> },
  };
}

/** A primary account the penny drop verified, written directly: the bank calls are another router's. */
export async function addVerifiedPrimaryBank(
  db: Db,
  forUser: string,
  holder: string,
  last4 = '4821',
) {
  const sealer = createSealer(TEST_SECRET);
  const number = `50100012${last4}`;
  await db.insert(bankAccounts).values({
    userId: forUser,
    ifsc: 'HDFC0000590',
    bankName: 'HDFC Bank',
    branch: 'Gurgaon DLF Phase 2',
    accountNumberEnc: sealer.sealText(number),
    accountLast4: last4,
    accountHash: sealer.fingerprint(`HDFC0000590:${number}`),
    holderName: holder,
    isPrimary: true,
    pennyDropStatus: 'verified',
    pennyDropName: holder,
    nameMatchScore: 100,
  });
}

/** Maps an expert to a client (the clients feature does this in the product). */
export async function mapExpert(db: Db, expertMobile: string, clientMobile: string) {
  await db
    .insert(expertClients)
    .values({ expertId: expertId(expertMobile), userId: userId(clientMobile) });
}

export { userId };
