// Bank accounts through the real app: sealed numbers, the 5-account limit, duplicates, the penny drop with its
// name match, and the one primary account.
import { and, eq } from 'drizzle-orm';
import { createSealer } from '@/server/crypto/sealed';
import { bankAccounts } from '@/server/db/schema';
import { userId } from '@/server/db/seed/ids';
import {
  type KycPeople,
  createKycPeople,
  withoutTransactionPermission,
} from '../../../support/kycApp';
import { ASHA, TEST_SECRET, VIKRAM } from '../../../support/loginApp';
import { account, addAndVerify, bankCalls } from './support';

jest.setTimeout(60_000);

let people: KycPeople;
let calls: ReturnType<typeof bankCalls>;
const ashaId = userId(ASHA);
const vikramId = userId(VIKRAM);

beforeAll(async () => {
  people = await createKycPeople();
  calls = bankCalls(people.t);
  // The demo seeds Asha with a verified primary account; these tests start her with none.
  await people.t.handle.db.delete(bankAccounts).where(eq(bankAccounts.userId, ashaId));
});
afterAll(() => people.t.handle.close());

const rowsOf = (id: string) =>
  people.t.handle.db.select().from(bankAccounts).where(eq(bankAccounts.userId, id));

describe('PUT /node/kyc/v3/edit/addbankaccount', () => {
  it('stores the number sealed and answers only its last four digits', async () => {
    const { res, body } = await calls.add(people.asha, ashaId, account('123456784821'));
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({
      ifsc: 'HDFC0000590',
      bank_name: 'HDFC Bank',
      account_number_masked: 'XXXXXX4821',
      penny_drop_status: 'pending',
      is_primary: false,
    });
    expect(JSON.stringify(body)).not.toContain('123456784821');
    const [row] = await rowsOf(ashaId);
    expect(row.accountNumberEnc).not.toContain('123456784821');
    expect(createSealer(TEST_SECRET).openText(row.accountNumberEnc)).toBe('123456784821');
    expect(row.accountHash).toBe(createSealer(TEST_SECRET).fingerprint('HDFC0000590:123456784821'));
  });

  it('refuses the same account twice (409) and an IFSC that does not exist (400), saving nothing', async () => {
    const before = (await rowsOf(ashaId)).length;
    const dup = await calls.add(people.asha, ashaId, account('123456784821'));
    expect(dup.res.status).toBe(409);
    expect(dup.body.message).toBe('This bank account is already added');
    const unknown = await calls.add(
      people.asha,
      ashaId,
      account('5555555555', { ifsc: 'SBIN0999999' }),
    );
    expect(unknown.res.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: 'ifsc', message: expect.stringMatching(/could not find this IFSC/) },
    ]);
    const mismatch = await calls.add(people.asha, ashaId, {
      ...account('5555555555'),
      confirm_account_number: '5555555556',
    });
    expect(mismatch.res.status).toBe(400);
    expect((await rowsOf(ashaId)).length).toBe(before);
  });

  it('allows five accounts and refuses a sixth with 409', async () => {
    for (let i = 1; i <= 5; i++)
      expect(
        (await calls.add(people.vikram, vikramId, account(`99887766000${i}`))).res.status,
      ).toBe(201);
    const sixth = await calls.add(people.vikram, vikramId, account('998877660006'));
    expect(sixth.res.status).toBe(409);
    expect(sixth.body.message).toBe('You can add at most 5 bank accounts');
    expect((await rowsOf(vikramId)).length).toBe(5);
  });
});

describe('penny drop and the primary account', () => {
  let firstId: string;

  it('verifies an account whose bank name matches the KYC name, and makes the first verified account primary', async () => {
    firstId = String((await rowsOf(ashaId))[0].id);
    const started = await calls.pennyDrop(people.asha, ashaId, firstId);
    expect(started.res.status).toBe(200);
    expect(started.body.data).toMatchObject({
      status: 'pending',
      reference: expect.stringMatching(/^SBXPD/),
      sandbox: true,
    });
    const done = await calls.response(people.asha, ashaId, started.body.data?.reference);
    expect(done.body.data).toMatchObject({
      id: firstId,
      penny_drop_status: 'verified',
      penny_drop_name: 'ASHA VERMA',
      name_match_score: 100,
      is_primary: true,
    });
    // The answer is kept: asking again gives the same result.
    expect(
      (await calls.response(people.asha, ashaId, started.body.data?.reference)).body.data,
    ).toMatchObject({ penny_drop_status: 'verified' });
  });

  it('sends a name the bank writes differently to manual review (name_mismatch), never accepting it', async () => {
    const data = await addAndVerify(calls, people.asha, ashaId, '111122229999');
    expect(data).toMatchObject({
      penny_drop_status: 'name_mismatch',
      penny_drop_name: 'RAMESH KUMAR SHARMA',
      is_primary: false,
    });
    expect(Number(data.name_match_score)).toBeLessThan(80);
    expect(data.penny_drop_message).toMatch(/review it by hand/);
    const primary = await calls.primary(people.asha, ashaId, data.id);
    expect(primary.res.status).toBe(409);
    expect(primary.body.message).toMatch(/Only a verified account can be primary/);
  });

  it('reports a closed account as failed', async () => {
    const data = await addAndVerify(calls, people.asha, ashaId, '333344440000');
    expect(data).toMatchObject({
      penny_drop_status: 'failed',
      penny_drop_message: 'The bank says this account is closed',
    });
  });

  it('refuses a second primary account (409) when one is asked for while another is primary', async () => {
    const { res, body } = await calls.add(
      people.asha,
      ashaId,
      account('777788881234', { is_primary: true }),
    );
    expect(res.status).toBe(409);
    expect(body.message).toMatch(/a second primary/);
  });

  it('switches the primary to another verified account, leaving exactly one', async () => {
    const second = await addAndVerify(calls, people.asha, ashaId, '555566667777');
    expect(second).toMatchObject({ penny_drop_status: 'verified', is_primary: false });
    const { res, body } = await calls.primary(people.asha, ashaId, second.id);
    expect(res.status).toBe(200);
    const list = body.data as unknown as { id: string; is_primary: boolean }[];
    expect(list.filter((a) => a.is_primary).map((a) => a.id)).toEqual([second.id]);
    const primaries = await people.t.handle.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, ashaId), eq(bankAccounts.isPrimary, true)));
    expect(primaries.map((a) => a.id)).toEqual([second.id]);
  });

  it('keeps one primary when two switches race (each waits for the other)', async () => {
    const verified = (await rowsOf(ashaId)).filter((a) => a.pennyDropStatus === 'verified');
    expect(verified.length).toBe(2);
    const answers = await Promise.all(verified.map((a) => calls.primary(people.asha, ashaId, a.id)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200]);
    expect((await rowsOf(ashaId)).filter((a) => a.isPrimary)).toHaveLength(1);
  });

  it('needs a KYC name before a penny drop (409)', async () => {
    const [row] = await rowsOf(vikramId);
    const { res, body } = await calls.pennyDrop(people.vikram, vikramId, row.id);
    expect(res.status).toBe(409);
    expect(body.message).toMatch(/personal details first/);
  });

  it('answers 404 for an account or reference of someone else', async () => {
    const [vikramsAccount] = await rowsOf(vikramId);
    expect((await calls.pennyDrop(people.asha, ashaId, vikramsAccount.id)).res.status).toBe(404);
    expect((await calls.response(people.asha, ashaId, 'SBXPDNOTAREFERENCE')).res.status).toBe(404);
  });
});

describe('who may change bank data', () => {
  it("refuses another investor's bank data (403)", async () => {
    expect((await calls.add(people.vikram, ashaId, account('246824682468'))).res.status).toBe(404);
    const [ashas] = await rowsOf(ashaId);
    expect((await calls.primary(people.vikram, ashaId, ashas.id)).res.status).toBe(404);
    expect((await calls.pennyDrop(people.vikram, ashaId, ashas.id)).res.status).toBe(404);
  });

  it('lets a mapped expert allowed to transact add an account for a client whose KYC is not with the KRA yet', async () => {
    // 9000001003, Rahul's client, has not started KYC. Once a KYC is with the KRA (Asha's), the client confirms
    // the advisor's change first: clientChanges.test.ts.
    const { res, body } = await calls.add(people.rahul, userId('9000001003'), account('135713571357'));
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ account_number_masked: 'XXXXXX1357' });
  });

  it('refuses an expert without transaction_allowed (403), and one not mapped to the client', async () => {
    await withoutTransactionPermission(people.t, async () => {
      const { res, body } = await calls.add(people.rahul, ashaId, account('864286428642'));
      expect(res.status).toBe(422);
      expect(body.message).toMatch(/until your ARN is validated/);
    });
    expect((await calls.add(people.neha, ashaId, account('975397539753'))).res.status).toBe(404);
  });
});
