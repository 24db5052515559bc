// The ARN lookup and the expert-only routes (stats, relationship manager's experts) and the pincode call.
import { eq } from 'drizzle-orm';
import { experts } from '@/server/db/schema';
import { expertId as demoExpertId } from '@/server/db/seed/ids';
import { ASHA, NEHA, RAHUL, type LoginApp, call, createLoginApp, login } from '../../../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

describe('ARN lookup', () => {
  it("answers the advisor's public details, with or without the ARN- prefix", async () => {
    for (const arn of ['245871', 'ARN-245871']) {
      const { res, body } = await call(t, 'GET', `/node/user/expert/arn/${arn}`);
      expect(res.status).toBe(200);
      expect(body.data).toMatchObject({
        id: demoExpertId(RAHUL),
        name: 'Rahul Mehta',
        arn_code: '245871',
        arn_valid_till: '29/05/2028',
        claimed: true,
      });
    }
  });

  it('answers 404 for an unknown ARN and 400 for a malformed one', async () => {
    expect((await call(t, 'GET', '/node/user/expert/arn/999999')).body).toEqual({
      status: 'failed',
      message: 'No expert found with this ARN',
    });
    const bad = await call(t, 'GET', '/node/user/expert/arn/12ab');
    expect(bad.res.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid ARN');
  });
});

describe('expert-only routes', () => {
  const statsPath = (id: string) =>
    `/node/user/stats?id=${id}&role=expert&stat_type=profile_completion_percentage`;

  it("answers the expert's own profile completion, and rises as the profile fills", async () => {
    const s = await login(t, RAHUL, { role: 'expert' });
    const expertId = demoExpertId(RAHUL);
    const before = await call(t, 'GET', statsPath(expertId), undefined, {
      'access-token': s.accessToken,
    });
    expect(before.res.status).toBe(200);
    const pct = Number(before.body.data?.profile_completion_percentage);
    expect(pct).toBeGreaterThanOrEqual(0);
    expect(pct).toBeLessThan(100);
    await t.handle.db
      .update(experts)
      .set({ photoUrl: 'https://example.com/rahul.jpg' })
      .where(eq(experts.id, expertId));
    const after = await call(t, 'GET', statsPath(expertId), undefined, {
      'access-token': s.accessToken,
    });
    expect(after.body.data?.profile_completion_percentage).toBe(pct + 10);
    const other = await call(t, 'GET', statsPath(demoExpertId(NEHA)), undefined, {
      'access-token': s.accessToken,
    });
    expect(other.res.status).toBe(404);
  });

  it("lists a relationship manager's experts only to that manager's own login", async () => {
    const rahul = await login(t, RAHUL, { role: 'expert' });
    const refused = await call(t, 'GET', '/node/user/getexpertbyrmid/RM0901', undefined, {
      'access-token': rahul.accessToken,
    });
    expect(refused.res.status).toBe(404);
    // The seed's manager, Karan Malhotra (current_login, rm_id RM0901), over Rahul, Sunil and Kavita.
    const manager = await login(t, '9000000901', { role: 'expert' });
    const { res, body } = await call(t, 'GET', '/node/user/getexpertbyrmid/RM0901', undefined, {
      'access-token': manager.accessToken,
    });
    expect(res.status).toBe(200);
    const list = body.data as unknown as { id: string; mobile_no: string }[];
    expect(list.map((e) => e.mobile_no)).toEqual(['9000000106', RAHUL, '9000000103']);
    await t.handle.db
      .update(experts)
      .set({ currentLogin: true, rmId: 'RM0901' })
      .where(eq(experts.id, demoExpertId(NEHA)));
    const other = await login(t, NEHA, { role: 'expert' });
    const otherList = await call(t, 'GET', '/node/user/getexpertbyrmid/RM0901', undefined, {
      'access-token': other.accessToken,
    });
    expect((otherList.body.data as unknown as unknown[]).length).toBe(4);
    const user = await login(t, ASHA);
    expect(
      (
        await call(t, 'GET', '/node/user/getexpertbyrmid/RM0901', undefined, {
          'access-token': user.accessToken,
        })
      ).res.status,
    ).toBe(403);
  });

  // The search itself belongs to the expert directory (server/services/node/experts) and is tested there.
  it("answers the spec's pincode call with advisors near it, the same pincode first", async () => {
    const { res, body } = await call(t, 'POST', '/node/user/expert/pincode', { pincode: '122002' });
    expect(res.status).toBe(200);
    const items = (body.data as { items?: { name: string }[] }).items ?? [];
    expect(items[0]?.name).toBe('Rahul Mehta');
  });
});
