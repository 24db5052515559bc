// Account detail (who may read whose) and lead capture.
import { count, eq } from 'drizzle-orm';
import { expertClients, leads } from '@/server/db/schema';
import { expertId as demoExpertId, userId as demoUserId } from '@/server/db/seed/ids';
import {
  ASHA,
  NEHA,
  RAHUL,
  VIKRAM,
  type LoginApp,
  type Session,
  call,
  createLoginApp,
  login,
} from '../../../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
let asha: Session;
let rahul: Session;
let neha: Session;
beforeAll(async () => {
  t = await createLoginApp();
  asha = await login(t, ASHA);
  rahul = await login(t, RAHUL, { role: 'expert' });
  neha = await login(t, NEHA, { role: 'expert' });
});
afterAll(() => t.handle.close());

const detail = (s: Session, id: string, path = 'detailnew') =>
  call(t, 'GET', `/node/user/${path}/${id}`, undefined, { 'access-token': s.accessToken });

describe('GET /user/detailnew/{id} and /user/detail/{id}', () => {
  it("answers the investor's own account with her KYC state", async () => {
    const { res, body } = await detail(asha, demoUserId(ASHA));
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      id: demoUserId(ASHA),
      name: 'Asha Verma',
      mobile_no: ASHA,
      city: 'Gurgaon',
      roles: ['user'],
      kyc: { status: 'verified', navigate_to: 'product_page' },
      expert: null,
    });
    const full = await detail(asha, demoUserId(ASHA), 'detail');
    expect(full.body.data).toMatchObject({
      email: 'asha.verma@example.com',
      kyc: { status: 'verified' },
    });
  });

  it('says "not started" for an investor without a KYC record', async () => {
    const vikram = await login(t, VIKRAM);
    expect((await detail(vikram, demoUserId(VIKRAM))).body.data).toMatchObject({
      kyc: { status: 'not_started' },
    });
  });

  it("refuses another person's account to an investor", async () => {
    const { res, body } = await detail(asha, demoUserId(VIKRAM));
    expect(res.status).toBe(404);
    expect(body.message).toBe('Not found');
  });

  it('gives the expert their own account with ARN details and the client count of their book', async () => {
    const { res, body } = await detail(rahul, demoUserId(RAHUL));
    expect(res.status).toBe(200);
    const [mapped] = await t.handle.db
      .select({ n: count() })
      .from(expertClients)
      .where(eq(expertClients.expertId, demoExpertId(RAHUL)));
    expect(body.data).toMatchObject({
      name: 'Rahul Mehta',
      roles: ['expert'],
      expert: {
        id: demoExpertId(RAHUL),
        arn_code: '245871',
        arn_status: 'validated',
        arn_valid_till: '29/05/2028',
        clients_count: mapped.n,
      },
    });
    expect(mapped.n).toBeGreaterThan(0);
    expect(
      (body.data as unknown as { expert: { certifications: unknown[] } }).expert.certifications,
    ).toHaveLength(1);
  });

  it('lets an expert read a client mapped to them, and no one else', async () => {
    expect((await detail(rahul, demoUserId(ASHA))).res.status).toBe(200);
    expect((await detail(rahul, demoUserId(VIKRAM))).res.status).toBe(404);
    expect((await detail(neha, demoUserId(ASHA))).res.status).toBe(404);
  });

  it('answers 403, not a server error, for an id that is not an account id', async () => {
    expect((await detail(asha, 'not-a-uuid')).res.status).toBe(404);
    expect((await detail(rahul, 'not-a-uuid')).res.status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', `/node/user/detailnew/${demoUserId(ASHA)}`)).res.status).toBe(401);
  });
});

describe('POST /user/leadsignup/product', () => {
  it('records the lead', async () => {
    const { res, body } = await call(t, 'POST', '/node/user/leadsignup/product', {
      mobile_no: '9876512121',
      name: 'Ravi Shah',
      product: 'health-insurance',
      pincode: '560034',
    });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      message: 'Thank you. Our team will call you shortly.',
    });
    const [row] = await t.handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, String(body.data?.id)));
    expect(row).toMatchObject({
      mobileNo: '9876512121',
      name: 'Ravi Shah',
      product: 'health-insurance',
      pincode: '560034',
      source: 'web',
    });
  });

  it("answers the advisor's existing lead when the form names an advisor who already holds that mobile", async () => {
    const body = { mobile_no: '9876512199', name: 'Meera Iyer', product: 'mutual-funds', expert_id: demoExpertId(RAHUL) };
    const first = await call(t, 'POST', '/node/user/leadsignup/product', body);
    expect(first.res.status).toBe(200);
    const again = await call(t, 'POST', '/node/user/leadsignup/product', body);
    expect(again.res.status).toBe(200);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const [{ n }] = await t.handle.db.select({ n: count() }).from(leads).where(eq(leads.mobileNo, '9876512199'));
    expect(n).toBe(1);
  });

  it('validates the number with the shared message', async () => {
    const { res, body } = await call(t, 'POST', '/node/user/leadsignup/product', {
      mobile_no: '123',
      product: 'gold',
    });
    expect(res.status).toBe(400);
    expect(body.message).toBe('Not a valid number');
  });
});
