// An upload is a file and a row: when either half fails, the other is not left behind.
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createSealer } from '@/server/crypto/sealed';
import type { Db } from '@/server/db/client';
import { kycDocuments } from '@/server/db/schema';
import { createLogger } from '@/server/http/logger';
import { uploadDocument } from '@/server/services/node/kyc/documents.service';
import {
  type DocumentStore,
  createDocumentStore,
} from '@/server/services/node/kyc/documents.store';
import { createKycDeps } from '@/server/services/node/kyc/kyc.deps';
import {
  type LoginApp,
  PANS,
  PDF,
  PERSONAL,
  VIKRAM,
  kycApp,
  kycCall,
  login,
  userId,
} from '../../../support/kycJourney';

jest.setTimeout(60_000);

let t: LoginApp;
const vikramId = userId(VIKRAM);
const identity = { userId: vikramId, roles: ['user' as const], role: 'user' as const };
const file = () => new File([new Uint8Array(PDF)], 'bill.pdf', { type: 'application/pdf' });

beforeAll(async () => {
  t = await kycApp();
  const vikram = await login(t, VIKRAM);
  await kycCall(t, vikram, 'POST', '/node/kyc/v2/add/kycdetails', {
    user_id: vikramId,
    pancard_no: PANS.valid,
    dob: '14/02/1991',
  });
  await kycCall(t, vikram, 'PUT', '/node/kyc/personal_details', { user_id: vikramId, ...PERSONAL });
});
afterAll(() => t.handle.close());

const deps = (db: Db = t.handle.db) =>
  createKycDeps({ db, config: t.config, logger: createLogger('silent'), now: () => new Date() });
const realStore = () =>
  createDocumentStore(t.config.documentsDir, createSealer(t.config.dataSecret));
const rows = () => t.handle.db.select().from(kycDocuments);
const files = () => readdirSync(t.config.documentsDir, { withFileTypes: true }).map((d) => d.name);

it('leaves no row when the file cannot be written', async () => {
  const failing: DocumentStore = {
    ...realStore(),
    put: () => Promise.reject(new Error('disk full')),
  };
  await expect(
    uploadDocument(deps(), failing, identity, { userId: vikramId, kind: 'pan', file: file() }),
  ).rejects.toThrow('disk full');
  expect(await rows()).toEqual([]);
});

it('removes the written file when its row cannot be saved', async () => {
  // The database refuses the transaction that records the document; everything else reads as usual.
  const db = new Proxy(t.handle.db, {
    get: (target, prop, receiver) =>
      prop === 'transaction'
        ? () => Promise.reject(new Error('database went away'))
        : Reflect.get(target, prop, receiver),
  });
  const store = realStore();
  const written: string[] = [];
  const watched: DocumentStore = {
    ...store,
    put: async (content) => written[written.push(await store.put(content)) - 1],
  };
  await expect(
    uploadDocument(deps(db), watched, identity, { userId: vikramId, kind: 'pan', file: file() }),
  ).rejects.toThrow('database went away');
  expect(written).toHaveLength(1);
  expect(await rows()).toEqual([]);
  expect(files()).toEqual([]);
});

it('keeps both halves when both succeed', async () => {
  const saved = await uploadDocument(deps(), realStore(), identity, {
    userId: vikramId,
    kind: 'pan',
    file: file(),
  });
  expect(saved).toMatchObject({ kind: 'pan', mime: 'application/pdf', size_bytes: PDF.length });
  const [row] = await t.handle.db.select().from(kycDocuments).where(eq(kycDocuments.kind, 'pan'));
  expect(files()).toEqual([row.storageKey]);
});
