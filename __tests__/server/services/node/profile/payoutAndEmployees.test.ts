// The advisor's payout account (penny drop against their own name) and their employees' EUINs, through the
// real app and database, each advisor reaching only their own.
import { eq } from 'drizzle-orm';
import { bankAccounts, expertEmployees } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { NEHA, RAHUL } from '../../../support/loginApp';
import { account } from '../banks/support';
import { type KycPeople, createKycPeople, profileCalls } from './support';

jest.setTimeout(60_000);

let people: KycPeople;
let api: ReturnType<typeof profileCalls>;

beforeAll(async () => {
  people = await createKycPeople();
  api = profileCalls(people.t);
});
afterAll(() => people.t.handle.close());

describe('payout bank account', () => {
  it('answers no account before one is added, and 403 to an investor', async () => {
    const none = await api.get(people.neha, '/bank');
    expect(none.res.status).toBe(200);
    expect(none.body.data).toBeNull();
    expect((await api.get(people.asha, '/bank')).res.status).toBe(403);
    expect((await api.put(people.asha, '/bank', account('123456781234'))).res.status).toBe(403);
  });

  it("refuses a number that does not match its confirmation, with the KYC form's message", async () => {
    const { res, body } = await api.put(people.neha, '/bank', account('123456781234', { confirm_account_number: '1' }));
    expect(res.status).toBe(400);
    expect((body.errors as { path: string }[])[0].path).toBe('confirm_account_number');
  });

  it("records the bank's answer for a closed account and keeps it off the payout", async () => {
    const { res, body } = await api.put(people.neha, '/bank', account('123456780000'));
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ penny_drop_status: 'failed', is_primary: false, account_number_masked: 'XXXXXX0000' });
  });

  it("verifies an account held in the advisor's name and makes it the payout account", async () => {
    const { res, body } = await api.put(people.neha, '/bank', account('123456784321'));
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      penny_drop_status: 'verified',
      penny_drop_name: 'NEHA IYER',
      is_primary: true,
      account_number_masked: 'XXXXXX4321',
    });
    expect(JSON.stringify(body)).not.toContain('123456784321');
    const shown = await api.get(people.neha, '/bank');
    expect(shown.body.data).toMatchObject({ account_number_masked: 'XXXXXX4321', is_primary: true });
  });

  it("sends someone else's account to manual review", async () => {
    const { body } = await api.put(people.neha, '/bank', account('123456789999'));
    expect(body.data).toMatchObject({ penny_drop_status: 'name_mismatch', is_primary: false });
    const shown = await api.get(people.neha, '/bank');
    expect(shown.body.data).toMatchObject({ account_number_masked: 'XXXXXX4321' });
  });

  it("stores accounts on the advisor's own user id only", async () => {
    const rows = await people.t.handle.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId(NEHA)));
    expect(rows).toHaveLength(3);
    const rahul = await api.get(people.rahul, '/bank');
    expect(rahul.body.data).toBeNull();
  });
});

describe("employees' EUINs", () => {
  let employeeId = '';

  it('adds an employee with an EUIN (upper-cased) and lists them', async () => {
    const { res, body } = await api.post(people.rahul, '/employees', { name: 'Pooja Nair', euin: 'e245001' });
    expect(res.status).toBe(201);
    expect(body.data).toEqual([expect.objectContaining({ name: 'Pooja Nair', euin: 'E245001' })]);
    employeeId = (body.data as unknown as { id: string }[])[0].id;
  });

  it("refuses an EUIN that is not E and six digits with the rule's message, and a repeat with 409", async () => {
    const bad = await api.post(people.rahul, '/employees', { name: 'Pooja Nair', euin: 'E24500' });
    expect(bad.res.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid EUIN');
    const again = await api.post(people.rahul, '/employees', { name: 'Someone Else', euin: 'E245001' });
    expect(again.res.status).toBe(409);
    expect(again.body.message).toBe('This EUIN is already added');
  });

  it("shows another advisor none of them and lets them delete none (404), the row surviving", async () => {
    const list = await api.get(people.neha, '/employees');
    expect(list.body.data).toEqual([]);
    const del = await api.del(people.neha, `/employees/${employeeId}`);
    expect(del.res.status).toBe(404);
    const rows = await people.t.handle.db
      .select()
      .from(expertEmployees)
      .where(eq(expertEmployees.expertId, expertId(RAHUL)));
    expect(rows).toHaveLength(1);
  });

  it('refuses an investor (403) and lets the advisor remove their own', async () => {
    expect((await api.get(people.asha, '/employees')).res.status).toBe(403);
    expect((await api.del(people.asha, `/employees/${employeeId}`)).res.status).toBe(403);
    const { res, body } = await api.del(people.rahul, `/employees/${employeeId}`);
    expect(res.status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
