// The advisor profile's three stages through the real app and database: the ARN checked with the register
// sandbox (pending -> validated, lapsed, unknown, another advisor's), the permission to transact that follows
// it, the stage rules, and who may call at all.
import { eq } from 'drizzle-orm';
import { experts } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { sandboxValidTill } from '@/server/providers/arn';
import { indiaToday } from '@/utils/experts/today';
import { NEHA, RAHUL, call } from '../../../support/loginApp';
import { type KycPeople, createKycPeople, profileCalls, stage1 } from './support';

jest.setTimeout(60_000);

let people: KycPeople;
let api: ReturnType<typeof profileCalls>;
const nehaId = expertId(NEHA);

beforeAll(async () => {
  people = await createKycPeople();
  api = profileCalls(people.t);
});
afterAll(() => people.t.handle.close());

const nehaRow = async () => (await people.t.handle.db.select().from(experts).where(eq(experts.id, nehaId)))[0];
const toDisplay = (iso: string) => iso.split('-').reverse().join('/');

describe('who may call', () => {
  it('answers 401 without a token and 403 to an investor', async () => {
    const anonymous = await call(people.t, 'GET', '/node/expert/profile');
    expect(anonymous.res.status).toBe(401);
    const investor = await api.get(people.asha);
    expect(investor.res.status).toBe(403);
    const investorWrite = await api.put(people.asha, '/stage/1', stage1());
    expect(investorWrite.res.status).toBe(403);
  });

  it('shows each expert only their own profile, whatever they send', async () => {
    const rahul = await api.get(people.rahul);
    expect(rahul.res.status).toBe(200);
    expect(rahul.body.data).toMatchObject({ arn: '245871', arn_status: 'validated', registered: true });
    const neha = await api.get(people.neha);
    expect(neha.body.data).toMatchObject({ arn: '318204', arn_status: 'pending', stage: 2 });
  });
});

describe('PUT /stage/1', () => {
  it("refuses a 5-character ARN with the spec's message and other fields with theirs", async () => {
    const { res, body } = await api.put(people.neha, '/stage/1', stage1({ arn: '31820', address: ' ', experience: '81' }));
    expect(res.status).toBe(400);
    const messages = Object.fromEntries((body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    expect(messages).toMatchObject({
      arn: 'Please enter a valid ARN',
      address: 'Address cannot be empty',
      experience: 'Please choose a valid number',
    });
    expect((await nehaRow()).address).not.toBe(' ');
  });

  it('refuses an ARN the register does not know, saving nothing', async () => {
    const { res, body } = await api.put(people.neha, '/stage/1', stage1({ arn: '412000' }));
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ status: 'failed', error: "This ARN is not on AMFI's register of distributors" });
    expect(await nehaRow()).toMatchObject({ arn: '318204', arnStatus: 'pending' });
  });

  it("refuses another advisor's ARN with 409", async () => {
    const { res, body } = await api.put(people.neha, '/stage/1', stage1({ arn: '245871' }));
    expect(res.status).toBe(409);
    expect(body.message).toBe('This ARN belongs to another advisor');
  });

  it('validates a pending ARN with the register, lets the advisor transact and moves to stage 2', async () => {
    const { res, body } = await api.put(people.neha, '/stage/1', stage1());
    expect(res.status).toBe(200);
    const till = sandboxValidTill(indiaToday(people.t.clock.now()));
    expect(body.data).toMatchObject({
      stage: 2,
      profile: {
        arn: '318204',
        arn_status: 'validated',
        arn_valid_till: toDisplay(till),
        address: '14 Residency Road, Bengaluru 560025',
        experience: 3,
        no_of_clients: 12,
        aum: 2500000,
        registered: true,
        transaction_allowed: true,
      },
    });
    expect(await nehaRow()).toMatchObject({ arnValidTill: till, transactionAllowed: true, aumPaise: 250000000 });
  });

  it('saves a lapsed ARN as validated with its past date: not registered and no transactions', async () => {
    const { body } = await api.put(people.neha, '/stage/1', stage1({ arn: '318999' }));
    expect(body.data).toMatchObject({
      profile: { arn: '318999', arn_status: 'validated', arn_valid_till: '31/03/2025', registered: false, transaction_allowed: false },
    });
    expect((await nehaRow()).transactionAllowed).toBe(false);
    await api.put(people.neha, '/stage/1', stage1()); // back to the current one for the tests below
  });

  it('keeps the stage when the caller does not ask to move on', async () => {
    await people.t.handle.db.update(experts).set({ stage: 1 }).where(eq(experts.id, nehaId));
    const { body } = await api.put(people.neha, '/stage/1', stage1({ isUpdateStage: false }));
    expect(body.data?.stage).toBe(1);
    await people.t.handle.db.update(experts).set({ stage: 2 }).where(eq(experts.id, nehaId));
  });
});

describe('PUT /stage/2 and /stage/3', () => {
  it('refuses stage 3 before stage 2 is saved', async () => {
    const { res, body } = await api.put(people.neha, '/stage/3', { certifications: [] });
    expect(res.status).toBe(409);
    expect(body.message).toBe('Complete the earlier steps first');
  });

  it('refuses unknown codes and an empty language list', async () => {
    const { res, body } = await api.put(people.neha, '/stage/2', {
      capabilities: ['sip', 'teleport'],
      supported_languages: [],
      products: ['mutual-funds'],
      stage: 3,
    });
    expect(res.status).toBe(400);
    expect((body.errors as { path: string }[]).map((e) => e.path)).toEqual(
      expect.arrayContaining(['capabilities.1', 'supported_languages']),
    );
  });

  it('saves what the advisor handles and moves to stage 3', async () => {
    const { res, body } = await api.put(people.neha, '/stage/2', {
      capabilities: ['sip', 'lumpsum'],
      supported_languages: ['en', 'hi'],
      products: ['mutual-funds', 'gold'],
      stage: 3,
    });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      stage: 3,
      profile: { capabilities: ['sip', 'lumpsum'], supported_languages: ['en', 'hi'], products: ['mutual-funds', 'gold'] },
    });
  });

  it('refuses a certificate link that is not http(s) and an EUIN that is not E and six digits', async () => {
    const { res, body } = await api.put(people.neha, '/stage/3', {
      certifications: [{ name: 'NISM Series V-A', url: 'javascript:alert(1)' }],
      euin: 'E12345',
    });
    expect(res.status).toBe(400);
    const messages = (body.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Please enter a valid link (https://…)', 'Please enter a valid EUIN']));
  });

  it('finishes the profile: stage 4, completed, and a NISM certificate makes a lapsed advisor registered', async () => {
    await api.put(people.neha, '/stage/1', stage1({ arn: '318999' }));
    const { res, body } = await api.put(people.neha, '/stage/3', {
      certifications: [{ name: 'NISM Series V-A', url: 'https://example.org/nism.pdf' }],
      euin: 'e318204',
      photo_url: '',
    });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      stage: 4,
      profile: { stage: 4, profile_status: 'completed', euin: 'E318204', registered: true, transaction_allowed: false },
    });
  });

  it('stays final when stage 1 is saved again, and the form goes on to stage 2, not to the furthest stage', async () => {
    const { body } = await api.put(people.neha, '/stage/1', stage1());
    expect(body.data).toMatchObject({ stage: 2, profile: { stage: 4, profile_status: 'completed' } });
    const kept = await api.put(people.neha, '/stage/1', stage1({ isUpdateStage: false }));
    expect(kept.body.data).toMatchObject({ stage: 4, profile: { stage: 4 } });
  });

  it("leaves another expert's row alone", async () => {
    const [rahul] = await people.t.handle.db.select().from(experts).where(eq(experts.id, expertId(RAHUL)));
    expect(rahul).toMatchObject({ arn: '245871', capabilities: ['sip', 'lumpsum', 'redemption', 'switch', 'stp', 'swp'] });
  });
});
