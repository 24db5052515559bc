// The KYC modification through the sandboxes: start, DigiLocker Allow, e-sign Allow, and the KYC goes to the
// KRA; and the refusals (open redirects, replayed or expired links, other people's KYC).
import { eq } from 'drizzle-orm';
import { identitySessions, kycRecords } from '@/server/db/schema';
import { userId } from '@/server/db/seed/ids';
import {
  type KycPeople,
  createKycPeople,
  kycOf as kycRecordOf,
  withoutTransactionPermission,
} from '../../../support/kycApp';
import { ASHA, VIKRAM } from '../../../support/loginApp';
import { answer, identityCalls, openPage } from './support';

jest.setTimeout(60_000);

let people: KycPeople;
let calls: ReturnType<typeof identityCalls>;
const ashaId = userId(ASHA);

beforeAll(async () => {
  people = await createKycPeople();
  calls = identityCalls(people.t);
  // Asha's KRA status is Registered: she upgrades by KYC modification.
  await people.t.handle.db
    .update(kycRecords)
    .set({ kycStatus: 'registered' })
    .where(eq(kycRecords.userId, ashaId));
});
afterAll(() => people.t.handle.close());

const kycOf = (id: string) => kycRecordOf(people.t, id);

describe('the KYC modification, DigiLocker then e-sign', () => {
  let digilockerUrl: unknown;

  it('starts for a registered KYC and says both steps are on', async () => {
    const { res, body } = await calls.startModification(people.asha, ashaId);
    expect(res.status).toBe(200);
    expect(body.data).toEqual({
      modification_status: 'started',
      isEsignDisabled: 'N',
      isDigiLockerDisabled: 'N',
    });
    expect(await kycOf(ashaId)).toMatchObject({
      modificationStatus: 'started',
      digilockerStatus: null,
      eSign: null,
    });
  });

  it('refuses e-sign before DigiLocker (409)', async () => {
    const { res, body } = await calls.esignUrl(people.asha, ashaId);
    expect(res.status).toBe(409);
    expect(body.message).toMatch(/DigiLocker before signing/);
  });

  it('answers results.redirect_url to the sandbox page through the web origin', async () => {
    const { res, body } = await calls.digilockerUrl(
      people.asha,
      ashaId,
      'user_name=Asha%20Verma&return_path=/kyc/bank_details',
    );
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      results: {
        redirect_url: expect.stringMatching(
          /^\/api\/py\/identity\/sandbox\/digilocker\/[\w-]{43}$/,
        ),
      },
    });
    digilockerUrl = (body.results as Record<string, unknown>).redirect_url;
    // Only a hash of the token is stored.
    const [session] = await people.t.handle.db
      .select()
      .from(identitySessions)
      .where(eq(identitySessions.userId, ashaId));
    expect(String(digilockerUrl)).not.toContain(session.token);
  });

  it('shows a sandbox page naming the person, with Allow / Deny and a strict policy of its own', async () => {
    const res = await openPage(people.t, digilockerUrl);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('SANDBOX');
    expect(page).toContain('Asha Verma');
    expect(page).toMatch(/<form method="post">[\s\S]*value="allow"[\s\S]*value="deny"/);
    expect(page).not.toMatch(/<script/i);
    expect(res.headers.get('content-security-policy')).toMatch(
      /default-src 'none'.*form-action 'self'/,
    );
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('Allow sends the browser back with digilocker=success and records it', async () => {
    const res = await answer(people.t, digilockerUrl, 'allow');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/kyc/bank_details?digilocker=success');
    expect(await kycOf(ashaId)).toMatchObject({
      digilockerStatus: 'success',
      modificationStatus: 'digilocker_done',
    });
    // Pressing start again (a reload) keeps the answer.
    expect((await calls.startModification(people.asha, ashaId)).body.data).toMatchObject({
      modification_status: 'digilocker_done',
    });
    expect(await kycOf(ashaId)).toMatchObject({ digilockerStatus: 'success' });
  });

  it('refuses a replayed DigiLocker answer with 409 and a page saying the link was used', async () => {
    const replay = await answer(people.t, digilockerUrl, 'deny');
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain('This link was already used.');
    expect((await openPage(people.t, digilockerUrl)).status).toBe(409);
    expect(await kycOf(ashaId)).toMatchObject({ digilockerStatus: 'success' });
  });

  it('e-sign Allow ends in aadhar_sign_success and sends the modification to the KRA (validated at once in the demo)', async () => {
    const { body } = await calls.esignUrl(people.asha, ashaId, { return_path: '/kyc?from=esign' });
    const url = (body.results as Record<string, unknown>).redirect_url;
    expect(url).toMatch(/^\/api\/py\/identity\/sandbox\/esign\//);
    expect(await (await openPage(people.t, url)).text()).toContain('Aadhaar e-sign');
    const res = await answer(people.t, url, 'allow');
    expect(res.headers.get('location')).toBe('/kyc?from=esign&esign=aadhar_sign_success');
    expect(await kycOf(ashaId)).toMatchObject({
      eSign: 'aadhar_sign_success',
      modificationStatus: 'submitted',
      kycStatus: 'verified',
    });
    expect((await calls.modification(people.asha, ashaId)).body.data).toMatchObject({
      modification_status: 'submitted',
      digilocker_status: 'success',
      e_sign: 'aadhar_sign_success',
    });
  });
});

describe('refusals', () => {
  it.each([
    'https://evil.example/kyc',
    '//evil.example/kyc',
    '/kyc//evil.example',
    '/dashboard/user',
    '/kyc#x',
    '/kycx',
  ])('refuses return_path %s (400: no open redirect)', async (path) => {
    const { res, body } = await calls.digilockerUrl(
      people.asha,
      ashaId,
      `return_path=${encodeURIComponent(path)}`,
    );
    expect(res.status).toBe(400);
    expect(body.message).toMatch(/return_path must be a path of the KYC pages/);
  });

  it("refuses another investor's KYC (403) and an investor without a KYC record (409)", async () => {
    expect((await calls.digilockerUrl(people.vikram, ashaId)).res.status).toBe(404);
    expect((await calls.startModification(people.vikram, ashaId)).res.status).toBe(404);
    expect((await calls.digilockerUrl(people.vikram, userId(VIKRAM))).res.status).toBe(409);
    const start = await calls.startModification(people.vikram, userId(VIKRAM));
    expect(start.res.status).toBe(409);
    expect(start.body.message).toMatch(/registered or validated/);
  });

  it('refuses an expert without transaction_allowed (403), lets one with it start for the client', async () => {
    await withoutTransactionPermission(people.t, async () => {
      expect((await calls.digilockerUrl(people.rahul, ashaId)).res.status).toBe(422);
      expect((await calls.startModification(people.rahul, ashaId)).res.status).toBe(422);
    });
    expect((await calls.digilockerUrl(people.rahul, ashaId)).res.status).toBe(200);
  });

  it('Deny is recorded and sent back as digilocker=denied', async () => {
    const { body } = await calls.digilockerUrl(people.asha, ashaId, 'return_path=/kyc');
    const res = await answer(
      people.t,
      (body.results as Record<string, unknown>).redirect_url,
      'deny',
    );
    expect(res.headers.get('location')).toBe('/kyc?digilocker=denied');
    expect((await kycOf(ashaId)).digilockerStatus).toBe('denied');
  });

  it('answers 404 for a token never issued and 400 for no decision', async () => {
    expect(
      (
        await openPage(
          people.t,
          '/api/py/identity/sandbox/digilocker/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        )
      ).status,
    ).toBe(404);
    const { body } = await calls.digilockerUrl(people.asha, ashaId);
    expect(
      (await answer(people.t, (body.results as Record<string, unknown>).redirect_url, 'maybe'))
        .status,
    ).toBe(400);
  });

  it('refuses an expired link with 409 (last: moves the clock past the session and the access token)', async () => {
    const { body } = await calls.digilockerUrl(people.asha, ashaId);
    const url = (body.results as Record<string, unknown>).redirect_url;
    people.t.clock.advance(16 * 60 * 1000);
    const res = await answer(people.t, url, 'allow');
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('This link has expired.');
    expect((await kycOf(ashaId)).digilockerStatus).toBe('denied');
  });
});
