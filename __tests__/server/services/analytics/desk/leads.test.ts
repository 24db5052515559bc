// Leads on the desk: the caller's own only, one per mobile (409 with the existing id), stages from a fixed list,
// and a lead whose mobile is one of the advisor's clients says so.
import { eq } from 'drizzle-orm';
import { leads } from '@/server/db/schema';
import { ASHA_ID, type DeskPeople, createDeskPeople, rm } from '../../../support/deskApp';

jest.setTimeout(60_000);

let p: DeskPeople;
beforeAll(async () => {
  p = await createDeskPeople();
});
afterAll(async () => p?.t.handle.close());

describe('leads', () => {
  it('adds a lead under new, lists newest first with counts, filters by stage and moves it along', async () => {
    const first = await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Kiran Rao', mobile_no: '9876500001', city: 'Pune' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'Kiran Rao', mobile_no: '9876500001', city: 'Pune', stage: 'new', client_user_id: null });
    p.t.clock.advance(1000);
    const second = (await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Lata Das', mobile_no: '9876500002', remarks: 'Wants an ELSS' })).body.data;
    expect(second.remarks).toBe('Wants an ELSS');

    const list = await rm(p.t, p.rahul, 'GET', '/leads');
    expect(list.status).toBe(200);
    expect(list.body.data.leads.map((l: { id: string }) => l.id)).toEqual([second.id, first.body.data.id]);
    expect(list.body.data).toMatchObject({ total: 2, counts: { new: 2 } });

    p.t.clock.advance(60_000);
    const moved = await rm(p.t, p.rahul, 'PUT', `/leads/${first.body.data.id}`, { stage: 'contacted' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.stage).toBe('contacted');
    expect(moved.body.data.stage_changed_at).toBe(p.t.clock.now().toISOString());

    const contacted = await rm(p.t, p.rahul, 'GET', '/leads?stage=contacted');
    expect(contacted.body.data.leads.map((l: { id: string }) => l.id)).toEqual([first.body.data.id]);
    expect(contacted.body.data).toMatchObject({ total: 1, counts: { new: 1, contacted: 1 } });
    const searched = await rm(p.t, p.rahul, 'GET', '/leads?q=lata');
    expect(searched.body.data.leads.map((l: { id: string }) => l.id)).toEqual([second.id]);
  });

  it('refuses a second lead for the same mobile with 409 and the existing id', async () => {
    const lead = (await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Om Jain', mobile_no: '9876500010' })).body.data;
    const again = await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Om J', mobile_no: '9876500010' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A lead with this mobile number already exists');
    expect(again.body.data).toEqual({ id: lead.id });
    // Another advisor may hold their own lead for the same person.
    expect((await rm(p.t, p.neha, 'POST', '/leads', { name: 'Om Jain', mobile_no: '9876500010' })).status).toBe(201);
  });

  it("marks a lead whose mobile is one of the advisor's clients", async () => {
    const lead = await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Asha', mobile_no: '9000000001' });
    expect(lead.body.data.client_user_id).toBe(ASHA_ID);
    // Neha is not mapped to Asha: her lead for the same mobile is just a lead.
    expect((await rm(p.t, p.neha, 'POST', '/leads', { name: 'Asha', mobile_no: '9000000001' })).body.data.client_user_id).toBeNull();
  });

  it('validates the name, the mobile (the login rule) and the stage', async () => {
    const badMobile = await rm(p.t, p.rahul, 'POST', '/leads', { name: 'X', mobile_no: '5123456789' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toBe('Not a valid number');
    expect((await rm(p.t, p.rahul, 'POST', '/leads', { name: '  ', mobile_no: '9876500020' })).body.message).toBe('Name cannot be empty');
    const lead = (await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Stage Test', mobile_no: '9876500021' })).body.data;
    const badStage = await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, { stage: 'won' });
    expect(badStage.status).toBe(400);
    expect(badStage.body.message).toBe('Choose one of the stages');
    expect((await rm(p.t, p.rahul, 'GET', '/leads?stage=won')).status).toBe(400);
  });

  it("keeps another advisor's lead out of reach (403) and investors out (403); deletes one's own", async () => {
    const lead = (await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Private', mobile_no: '9876500030' })).body.data;
    expect((await rm(p.t, p.neha, 'PUT', `/leads/${lead.id}`, { stage: 'dropped' })).status).toBe(404);
    expect((await rm(p.t, p.neha, 'DELETE', `/leads/${lead.id}`)).status).toBe(404);
    expect((await rm(p.t, p.neha, 'GET', '/leads')).body.data.leads.some((l: { id: string }) => l.id === lead.id)).toBe(false);
    expect((await rm(p.t, p.asha, 'GET', '/leads')).status).toBe(403);

    const disposition = await rm(p.t, p.rahul, 'PUT', '/disposition', { option: 'not_reachable', lead_id: lead.id });
    expect(disposition.status).toBe(200);
    expect(disposition.body.data).toMatchObject({ lead_id: lead.id, label: 'Not reachable' });
    // The list read again (a reload) answers the latest disposition of the lead.
    await rm(p.t, p.rahul, 'PUT', '/disposition', { option: 'call_back', lead_id: lead.id });
    const listed = (await rm(p.t, p.rahul, 'GET', '/leads')).body.data.leads.find((l: { id: string }) => l.id === lead.id);
    expect(listed.disposition).toBe('call_back');
    const deleted = await rm(p.t, p.rahul, 'DELETE', `/leads/${lead.id}`);
    expect(deleted.body.data).toEqual({ deleted: true });
    expect(await p.t.handle.db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(0);
    expect((await rm(p.t, p.rahul, 'DELETE', `/leads/${lead.id}`)).status).toBe(404);
  });

  it('edits every field of its own lead with the rules of creation; a blank optional field is cleared', async () => {
    const lead = (await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Ira Sen', mobile_no: '9876500040', city: 'Pune', remarks: 'Call after 6' })).body.data;
    const read = await rm(p.t, p.rahul, 'GET', `/leads/${lead.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: lead.id, name: 'Ira Sen', mobile_no: '9876500040' });

    const edited = await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, {
      name: 'Ira Sengupta', mobile_no: '9876500041', city: '', product: 'ELSS', remarks: ' ',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Ira Sengupta', mobile_no: '9876500041', city: null, product: 'ELSS', remarks: null, stage: 'new' });

    const badMobile = await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, { mobile_no: '12345' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toBe('Not a valid number');
    const blankName = await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, { name: ' ' });
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toBe('Name cannot be empty');
    expect((await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, { city: 'x'.repeat(81) })).body.message).toBe('This is too long');

    const other = (await rm(p.t, p.rahul, 'POST', '/leads', { name: 'Other', mobile_no: '9876500042' })).body.data;
    const taken = await rm(p.t, p.rahul, 'PUT', `/leads/${lead.id}`, { mobile_no: '9876500042' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A lead with this mobile number already exists');
    expect(taken.body.data).toEqual({ id: other.id });
    expect((await rm(p.t, p.rahul, 'GET', `/leads/${lead.id}`)).body.data.mobile_no).toBe('9876500041');

    // Another advisor can neither read nor edit it.
    expect((await rm(p.t, p.neha, 'GET', `/leads/${lead.id}`)).status).toBe(404);
    expect((await rm(p.t, p.neha, 'PUT', `/leads/${lead.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await rm(p.t, p.rahul, 'GET', `/leads/${lead.id}`)).body.data.name).toBe('Ira Sengupta');
  });
});
