// Notes (only their author edits or deletes), dispositions (options from the server, one target of one's own),
// and the performance report link (signed, 7 days, 410 after).
import { eq } from 'drizzle-orm';
import { expertClients, notes } from '@/server/db/schema';
import { ASHA_ID, type DeskPeople, NEHA_EXPERT_ID, createDeskPeople, rm } from '../../../support/deskApp';

jest.setTimeout(60_000);

let p: DeskPeople;
beforeAll(async () => {
  p = await createDeskPeople();
});
afterAll(async () => p?.t.handle.close());

describe('notes', () => {
  it('creates, lists newest first with mine, edits and deletes a note', async () => {
    const first = await rm(p.t, p.rahul, 'POST', '/notes', { user_id: ASHA_ID, title: 'Goals', body: 'Wants to retire at 55' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ user_id: ASHA_ID, title: 'Goals', body: 'Wants to retire at 55', mine: true });
    p.t.clock.advance(1000);
    const second = await rm(p.t, p.rahul, 'POST', '/notes', { user_id: ASHA_ID, body: '  Call after Diwali  ' });
    expect(second.body.data.body).toBe('Call after Diwali');

    const list = await rm(p.t, p.rahul, 'GET', `/notes/${ASHA_ID}`);
    expect(list.status).toBe(200);
    expect((list.body.data as { id: string }[]).map((n) => n.id).slice(0, 2)).toEqual([second.body.data.id, first.body.data.id]);

    const edited = await rm(p.t, p.rahul, 'PUT', '/notes', { id: first.body.data.id, body: 'Wants to retire at 50' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.body).toBe('Wants to retire at 50');

    const deleted = await rm(p.t, p.rahul, 'DELETE', `/notes/${second.body.data.id}`);
    expect(deleted.body.data).toEqual({ deleted: true });
    expect(await p.t.handle.db.select().from(notes).where(eq(notes.id, second.body.data.id))).toHaveLength(0);
  });

  it("lets only the author edit or delete: another advisor mapped to the client reads it, marked not theirs", async () => {
    const note = (await rm(p.t, p.rahul, 'POST', '/notes', { user_id: ASHA_ID, body: 'Rahul only' })).body.data;
    // Neha is mapped to Asha too for this test: she may read Asha's notes but not change Rahul's.
    await p.t.handle.db.insert(expertClients).values({ expertId: NEHA_EXPERT_ID, userId: ASHA_ID });
    try {
      const list = await rm(p.t, p.neha, 'GET', `/notes/${ASHA_ID}`);
      expect((list.body.data as { id: string; mine: boolean }[]).find((n) => n.id === note.id)?.mine).toBe(false);
      expect((await rm(p.t, p.neha, 'PUT', '/notes', { id: note.id, body: 'changed' })).status).toBe(404);
      expect((await rm(p.t, p.neha, 'DELETE', `/notes/${note.id}`)).status).toBe(404);
    } finally {
      await p.t.handle.db.delete(expertClients).where(eq(expertClients.expertId, NEHA_EXPERT_ID));
    }
    const [stored] = await p.t.handle.db.select().from(notes).where(eq(notes.id, note.id));
    expect(stored.body).toBe('Rahul only');
  });

  it("refuses another advisor's client and an investor (403), and bad bodies (400)", async () => {
    expect((await rm(p.t, p.neha, 'GET', `/notes/${ASHA_ID}`)).status).toBe(404);
    expect((await rm(p.t, p.neha, 'POST', '/notes', { user_id: ASHA_ID, body: 'x' })).status).toBe(404);
    expect((await rm(p.t, p.asha, 'GET', `/notes/${ASHA_ID}`)).status).toBe(403);
    expect((await rm(p.t, p.rahul, 'POST', '/notes', { user_id: ASHA_ID, body: '   ' })).body.message).toBe('Write something in the note');
    expect((await rm(p.t, p.rahul, 'POST', '/notes', { user_id: ASHA_ID, body: 'x'.repeat(2001) })).status).toBe(400);
    expect((await rm(p.t, p.rahul, 'POST', '/notes', { user_id: ASHA_ID, body: 'bad\u0000byte' })).status).toBe(400);
  });
});

describe('dispositions', () => {
  it('lists the seeded options in order', async () => {
    const { status, body } = await rm(p.t, p.rahul, 'GET', '/disposition-options');
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({ value: 'interested', label: 'Interested' });
    expect(body.data).toHaveLength(7);
  });

  it('records a disposition on its own follow-up, with the client it concerns', async () => {
    const created = await rm(p.t, p.rahul, 'POST', '/followups', {
      name: 'Asha',
      contact: '9000000001',
      follow_up: { date: '25/12/2030', time: '10:00AM-10:30AM' },
      user_id: ASHA_ID,
    });
    const { status, body } = await rm(p.t, p.rahul, 'PUT', '/disposition', { option: 'call_back', follow_up_id: created.body.data.id });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ option: 'call_back', label: 'Call back later', follow_up_id: created.body.data.id, user_id: ASHA_ID });
    expect((await rm(p.t, p.neha, 'PUT', '/disposition', { option: 'call_back', follow_up_id: created.body.data.id })).status).toBe(404);
  });

  it('refuses an unknown option, two targets, and another advisor\'s client', async () => {
    expect((await rm(p.t, p.rahul, 'PUT', '/disposition', { option: 'maybe', user_id: ASHA_ID })).status).toBe(400);
    const two = await rm(p.t, p.rahul, 'PUT', '/disposition', { option: 'interested', user_id: ASHA_ID, lead_id: ASHA_ID });
    expect(two.status).toBe(400);
    expect((await rm(p.t, p.neha, 'PUT', '/disposition', { option: 'interested', user_id: ASHA_ID })).status).toBe(404);
  });
});

describe('performance report link', () => {
  it('signs a 7-day link to the PDF, refused (410) once it has expired', async () => {
    const { status, body } = await rm(p.t, p.rahul, 'POST', '/performance-data-link', { user_id: ASHA_ID });
    expect(status).toBe(200);
    const expires = Date.parse(body.data.expires_at);
    expect(expires - p.t.clock.now().getTime()).toBe(7 * 24 * 3_600_000);
    const path = (body.data.link as string).replace(/^\/api/, '');
    const pdf = await p.t.app.request(path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    // A character well inside the signature: the last base64url character of a 32-byte HMAC carries padding bits,
    // so changing it between 'A' and 'B' would leave the signature the same.
    const at = path.length - 10;
    const tampered = await p.t.app.request(path.slice(0, at) + (path[at] === 'A' ? 'B' : 'A') + path.slice(at + 1));
    expect(tampered.status).toBe(404);
    p.t.clock.advance(7 * 24 * 3_600_000);
    expect((await p.t.app.request(path)).status).toBe(410);
  });

  it("refuses another advisor's client and an investor (403)", async () => {
    expect((await rm(p.t, p.neha, 'POST', '/performance-data-link', { user_id: ASHA_ID })).status).toBe(404);
    expect((await rm(p.t, p.asha, 'POST', '/performance-data-link', { user_id: ASHA_ID })).status).toBe(403);
  });
});
