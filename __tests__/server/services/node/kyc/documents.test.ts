// Step 3 through the real app: type by content, size limits, metadata dropped, sealed on disk under random
// names, served only to the investor and their advisor with headers that keep it out of caches and pages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { kycDocuments, kycRecords } from '@/server/db/schema';
import {
  ASHA,
  DOCUMENT_KINDS,
  type LoginApp,
  PANS,
  PDF,
  PERSONAL,
  RAHUL,
  type Session,
  VIKRAM,
  as,
  jpegWithExif,
  kycApp,
  kycCall,
  login,
  mapExpert,
  png,
  upload,
  userId,
} from '../../../support/kycJourney';

jest.setTimeout(60_000);

let t: LoginApp;
let vikram: Session;
const vikramId = userId(VIKRAM);

beforeAll(async () => {
  t = await kycApp();
  vikram = await login(t, VIKRAM);
  await kycCall(t, vikram, 'POST', '/node/kyc/v2/add/kycdetails', {
    user_id: vikramId,
    pancard_no: PANS.valid,
    dob: '14/02/1991',
  });
});
afterAll(() => t.handle.close());

const download = (s: Session, kind: string, forUser = vikramId) =>
  t.app.request(`/node/kyc/documents/${kind}?user_id=${forUser}`, { headers: as(s) });
const storedFiles = () => readdirSync(t.config.documentsDir);
const documentRows = async () => {
  const [kyc] = await t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, vikramId));
  return t.handle.db.select().from(kycDocuments).where(eq(kycDocuments.kycId, kyc.id));
};

describe('before the personal details are saved', () => {
  it('refuses an upload: the documents step comes after them', async () => {
    const { res, body } = await upload(t, vikram, 'pan', vikramId, await png());
    expect(res.status).toBe(409);
    expect(body.message).toBe('Please complete your personal details first');
    await kycCall(t, vikram, 'PUT', '/node/kyc/personal_details', {
      user_id: vikramId,
      ...PERSONAL,
    });
  });
});

describe('PUT /node/kyc/documents/{kind}', () => {
  it('re-encodes a JPEG so that its EXIF is gone, and serves it back as an attachment nobody caches', async () => {
    const original = await jpegWithExif();
    expect(original.includes('SECRET-CAMERA-OWNER')).toBe(true);
    const { res, body } = await upload(t, vikram, 'photo', vikramId, original, { name: 'me.jpg' });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      kind: 'photo',
      mime: 'image/jpeg',
      size_bytes: expect.any(Number),
      uploaded_at: expect.any(String),
    });

    const served = await download(vikram, 'photo');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="photo.jpg"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('SECRET-CAMERA-OWNER')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([16, 12]);
  });

  it('stores a PDF exactly as sent', async () => {
    const { res } = await upload(t, vikram, 'address_proof', vikramId, PDF, {
      name: 'bill.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(200);
    const served = await download(vikram, 'address_proof');
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('keeps files sealed on disk under random names, never the plain bytes', async () => {
    const files = storedFiles();
    expect(files).toHaveLength(2);
    for (const name of files) {
      expect(name).toMatch(/^[0-9a-f]{32}\.sealed$/);
      const onDisk = readFileSync(path.join(t.config.documentsDir, name));
      expect(onDisk.includes('%PDF')).toBe(false);
      expect(onDisk.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    }
  });

  it('refuses a renamed executable (415) by its content, whatever its name and declared type', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 1)]);
    const { res, body } = await upload(t, vikram, 'pan', vikramId, exe, {
      name: 'pan.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(415);
    expect(body.message).toBe('Please upload a JPEG, PNG or PDF file');
    // A file that starts like a JPEG but is not one is refused too.
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really an image'),
    ]);
    expect((await upload(t, vikram, 'pan', vikramId, fake)).res.status).toBe(415);
    expect(storedFiles()).toHaveLength(2);
  });

  it('refuses a 50 MB upload (413) from its declared length, before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
        if (pulled > 10) controller.close();
      },
    });
    const res = await t.app.request(`/node/kyc/documents/pan`, {
      method: 'PUT',
      body,
      duplex: 'half',
      headers: {
        ...as(vikram),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The file is too large: the limit is 5 MB',
    );
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('refuses a 50 MB file sent without a declared length (413), and one just over 5 MB', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 7);
    huge.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(
      (await upload(t, vikram, 'pan', vikramId, huge, { type: 'application/pdf' })).res.status,
    ).toBe(413);
    const over = huge.subarray(0, 5 * 1024 * 1024 + 10);
    const { res, body } = await upload(t, vikram, 'pan', vikramId, over, {
      type: 'application/pdf',
    });
    expect(res.status).toBe(413);
    expect(body.message).toBe('The file is too large: the limit is 5 MB');
    expect(storedFiles()).toHaveLength(2);
  });

  it('replaces the document of a kind, removing the old file', async () => {
    expect(
      (await upload(t, vikram, 'photo', vikramId, await png(), { name: 'me.png' })).res.status,
    ).toBe(200);
    expect((await documentRows()).filter((d) => d.kind === 'photo')).toEqual([
      expect.objectContaining({ mime: 'image/png' }),
    ]);
    expect(storedFiles()).toHaveLength(2);
  });

  it('refuses an unknown kind and a request without a file (400)', async () => {
    expect((await upload(t, vikram, 'passport', vikramId, PDF)).res.status).toBe(400);
    const form = new FormData();
    form.append('user_id', vikramId);
    const res = await t.app.request('/node/kyc/documents/pan', {
      method: 'PUT',
      body: form,
      headers: as(vikram),
    });
    expect(res.status).toBe(400);
  });
});

describe('who may see and send documents', () => {
  it("refuses another investor's documents (403), both ways", async () => {
    const asha = await login(t, ASHA);
    expect((await download(asha, 'photo')).status).toBe(404);
    expect(
      (await upload(t, asha, 'pan', vikramId, PDF, { type: 'application/pdf' })).res.status,
    ).toBe(404);
  });

  it('refuses an advisor who is not mapped to the investor (403), then serves the mapped one', async () => {
    const rahul = await login(t, RAHUL, { role: 'expert' });
    expect((await download(rahul, 'photo')).status).toBe(404);
    await mapExpert(t.handle.db, RAHUL, VIKRAM);
    expect((await download(rahul, 'photo')).status).toBe(200);
  });

  it('answers 404 for a kind not uploaded yet', async () => {
    expect((await download(vikram, 'signature')).status).toBe(404);
  });
});

describe('POST /node/kyc/kycDocCheck', () => {
  it('lists what is missing, and once all four are in moves the KYC to declarations', async () => {
    const first = await kycCall(t, vikram, 'POST', '/node/kyc/kycDocCheck', { user_id: vikramId });
    expect(first.body.data).toMatchObject({ missing: ['pan', 'signature'], complete: false });
    for (const kind of ['pan', 'signature'])
      expect((await upload(t, vikram, kind, vikramId, await png())).res.status).toBe(200);
    const done = await kycCall(t, vikram, 'POST', '/node/kyc/kycDocCheck', { user_id: vikramId });
    expect(done.body.data).toMatchObject({ missing: [], complete: true });
    expect(
      (done.body.data as unknown as { documents: { kind: string }[] }).documents
        .map((d) => d.kind)
        .sort(),
    ).toEqual([...DOCUMENT_KINDS].sort());
    const record = await kycCall(t, vikram, 'GET', `/node/kyc/kycdetails/${vikramId}`);
    expect(record.body.data).toMatchObject({ navigate_to: 'declarations' });
  });
});
