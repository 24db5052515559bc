// "Convert to client": the add-client call carries the advisor's lead, and the lead becomes converted (linked to the
// client) in the transaction that links the client: at once for a new number, after the investor's OTP for one with
// no advisor, after the investor's approval for another advisor's. Another advisor's lead is out of reach (404).
import { eq } from 'drizzle-orm';
import { leads, users } from '@/server/db/schema';
import { as } from '../../../support/kycApp';
import { call, outboxOtp } from '../../../support/loginApp';
import { ASHA_ID, type DeskPeople, createDeskPeople, rm } from '../../../support/deskApp';
import type { Session } from '../../../support/loginApp';

jest.setTimeout(120_000);

let p: DeskPeople;
beforeAll(async () => {
  p = await createDeskPeople();
});
afterAll(async () => p?.t.handle.close());

const addClient = (s: Session, body: Record<string, unknown>) => call(p.t, 'POST', '/node/clients/add', body, as(s));
const newLead = async (s: Session, name: string, mobile_no: string) => (await rm(p.t, s, 'POST', '/leads', { name, mobile_no })).body.data;
const stageOf = async (s: Session, id: string) => (await rm(p.t, s, 'GET', `/leads/${id}`)).body.data;

describe('converting a lead to a client', () => {
  it('converts the lead with a new number at once, linked to the new client, and only once', async () => {
    const lead = await newLead(p.rahul, 'Farah Khan', '6234500001');
    expect(lead.stage).toBe('new');
    const added = await addClient(p.rahul, { name: 'Farah Khan', mobile_no: '6234500001', lead_id: lead.id });
    expect(added.res.status).toBe(201);
    const clientId = String(added.body.data?.user_id);

    const converted = await stageOf(p.rahul, lead.id);
    expect(converted).toMatchObject({ stage: 'converted', client_user_id: clientId });
    expect(converted.stage_changed_at).toBe(p.t.clock.now().toISOString());
    const [row] = await p.t.handle.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.userId).toBe(clientId);

    const again = await addClient(p.rahul, { name: 'Farah Khan', mobile_no: '6234500001', lead_id: lead.id });
    expect(again.res.status).toBe(409);
    expect(again.body.message).toBe('This lead is already a client');
    const back = await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, { stage: 'new' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('A lead converted to a client stays converted');
    // Its other fields may still be edited.
    expect((await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, { city: 'Nagpur' })).body.data).toMatchObject({ city: 'Nagpur', stage: 'converted' });
  });

  it("refuses another advisor's lead with 404 and adds nobody; a malformed id is 400", async () => {
    const lead = await newLead(p.neha, 'Gita Rao', '6234500002');
    const refused = await addClient(p.rahul, { name: 'Gita Rao', mobile_no: '6234500002', lead_id: lead.id });
    expect(refused.res.status).toBe(404);
    expect(await p.t.handle.db.select().from(users).where(eq(users.mobileNo, '6234500002'))).toHaveLength(0);
    expect((await stageOf(p.neha, lead.id)).stage).toBe('new');
    const malformed = await addClient(p.rahul, { name: 'Gita Rao', mobile_no: '6234500002', lead_id: 'lead-1' });
    expect(malformed.res.status).toBe(400);
  });

  it('waits for the OTP of an investor with no advisor, then converts', async () => {
    const [investor] = await p.t.handle.db.insert(users).values({ mobileNo: '7234500003', name: 'Hari Menon' }).returning({ id: users.id });
    const lead = await newLead(p.rahul, 'Hari Menon', '7234500003');
    const asked = await addClient(p.rahul, { name: 'Hari Menon', mobile_no: '7234500003', lead_id: lead.id });
    expect(asked.res.status).toBe(202);
    expect((await stageOf(p.rahul, lead.id)).stage).toBe('new');

    const otp = await outboxOtp(p.t, '7234500003');
    const linked = await call(p.t, 'POST', `/node/clients/add/${String(asked.body.data?.request_id)}/confirm`, { otp }, as(p.rahul));
    expect(linked.res.status).toBe(200);
    expect(await stageOf(p.rahul, lead.id)).toMatchObject({ stage: 'converted', client_user_id: investor.id });
  });

  it("converts another advisor's investor's lead once the investor approves the change", async () => {
    // Asha is Rahul's client: Neha's lead for her waits for Asha's approval.
    const lead = await newLead(p.neha, 'Asha', '9000000001');
    const asked = await addClient(p.neha, { name: 'Asha Verma', mobile_no: '9000000001', lead_id: lead.id });
    expect(asked.body.data).toMatchObject({ outcome: 'transfer_requested' });
    expect((await stageOf(p.neha, lead.id)).stage).toBe('new');
    const approved = await call(p.t, 'POST', `/node/clients/requests/${String(asked.body.data?.request_id)}/approve`, {}, as(p.asha));
    expect(approved.res.status).toBe(200);
    expect(await stageOf(p.neha, lead.id)).toMatchObject({ stage: 'converted', client_user_id: ASHA_ID });
  });
});
