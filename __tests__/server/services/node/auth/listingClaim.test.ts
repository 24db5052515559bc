// Claiming a directory listing: the claimant's own OTP starts a pending claim; only the code sent to the listing's
// registered number moves the listing (PUT /user/auth/expert/verifyotp, then /user/auth/expert/claim/verify).
import { eq } from 'drizzle-orm';
import { experts, listingClaimAudit, listingClaims, users } from '@/server/db/schema';
import { expertId as demoExpertId } from '@/server/db/seed/ids';
import { OTP_TTL_MS } from '@/server/auth/otp';
import {
  RAHUL,
  type LoginApp,
  call,
  createLoginApp,
  outboxOtp,
  sendOtp,
  wrongCode,
} from '../../../support/loginApp';

jest.setTimeout(60_000);

const LISTING_NUMBER = '9000000555';
let t: LoginApp;
let listingId: string;
let placeholderId: string;

beforeAll(async () => {
  t = await createLoginApp();
  const [placeholder] = await t.handle.db
    .insert(users)
    .values({ mobileNo: LISTING_NUMBER, name: 'Listed Advisor', roles: ['expert'] })
    .returning();
  placeholderId = placeholder.id;
  const [listing] = await t.handle.db
    .insert(experts)
    .values({
      userId: placeholder.id,
      expertCode: 'ZFL0555',
      arn: '555123',
      arnStatus: 'validated',
      arnValidTill: '2029-03-31',
      claimable: true,
      transactionAllowed: true,
    })
    .returning();
  listingId = listing.id;
});
afterAll(() => t.handle.close());

/** The claimant proves their own number; the answer is the pending claim (or a refusal). */
async function startClaim(mobile: string, name: string, id = listingId) {
  const sent = await sendOtp(t, { mobile_no: mobile, name, type: 'signup', role: 'expert' });
  expect(sent.res.status).toBe(200);
  const otp = await outboxOtp(t, mobile);
  return call(t, 'PUT', '/node/user/auth/expert/verifyotp', { mobile_no: mobile, name, otp, status: 'claim', id });
}

const confirm = (claimId: unknown, otp: string) =>
  call(t, 'PUT', '/node/user/auth/expert/claim/verify', { claim_id: claimId, otp });

async function publicListing() {
  const profile = (await call(t, 'GET', `/node/expert/${listingId}`)).body.data;
  const arn = (await call(t, 'GET', '/node/user/expert/arn/555123')).body.data;
  const [row] = await t.handle.db.select().from(experts).where(eq(experts.id, listingId));
  return { profile, arn, row };
}

describe('a pending claim', () => {
  let claimId: unknown;

  it('sends a code to the listing number, says which one by its last 4 digits, and changes nothing public', async () => {
    const { res, body } = await startClaim('9876533333', 'Claiming Advisor');
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ number_ending: '0555', status: 'pending' });
    expect(res.headers.get('access-token')).toBeNull();
    claimId = body.data?.claim_id;
    expect(await outboxOtp(t, LISTING_NUMBER)).toMatch(/^\d{6}$/);

    const { profile, arn, row } = await publicListing();
    expect(profile).toMatchObject({ id: listingId, name: 'Listed Advisor', claimable: true, arn_status: 'validated' });
    expect(arn).toMatchObject({ claimed: false });
    expect(row).toMatchObject({ userId: placeholderId, claimable: true, transactionAllowed: true });
  });

  it('refuses another claimant while it waits, then lets them in once its code has run out', async () => {
    const busy = await startClaim('9876544444', 'Someone Else');
    expect(busy.res.status).toBe(409);
    expect(busy.body.message).toBe('Someone else is confirming a claim of this profile. Please try again in a few minutes.');
    t.clock.advance(OTP_TTL_MS + 1000);
    const later = await startClaim('9876544444', 'Someone Else');
    expect(later.res.status).toBe(200);
    // The first claim's code has run out: it can no longer move the listing.
    const expired = await confirm(claimId, await outboxOtp(t, LISTING_NUMBER));
    expect(expired.res.status).toBe(409);
    claimId = later.body.data?.claim_id;
  });

  it('refuses a wrong code with a clear message and leaves the listing as it was', async () => {
    const wrong = await confirm(claimId, wrongCode(await outboxOtp(t, LISTING_NUMBER)));
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toMatch(/OTP/);
    expect((await publicListing()).row).toMatchObject({ userId: placeholderId, claimable: true });
  });

  it('moves the listing to the claimant on the right code, in one step with its audit row', async () => {
    const { res, body } = await confirm(claimId, await outboxOtp(t, LISTING_NUMBER));
    expect(res.status).toBe(200);
    expect(res.headers.get('roke')).toBe('expert');
    expect(body).toMatchObject({
      mobile_no: '9876544444',
      role: ['user', 'expert'],
      expert: { id: listingId, arn_status: 'pending', transaction_allowed: false },
    });
    const { arn, row } = await publicListing();
    expect(arn).toMatchObject({ claimed: true });
    expect(row).toMatchObject({ claimable: false, arnStatus: 'pending' });
    expect(row.userId).not.toBe(placeholderId);

    const [claim] = await t.handle.db.select().from(listingClaims).where(eq(listingClaims.id, String(claimId)));
    expect(claim).toMatchObject({ status: 'verified', expertId: listingId, claimantUserId: row.userId });
    expect(claim.verifiedAt).toBeInstanceOf(Date);
    const audit = await t.handle.db.select().from(listingClaimAudit).where(eq(listingClaimAudit.claimId, claim.id));
    expect(audit).toEqual([
      expect.objectContaining({ expertId: listingId, actorUserId: row.userId, action: 'verified' }),
    ]);
  });

  it('cannot be confirmed twice, and a later claimant is refused', async () => {
    expect((await confirm(claimId, '123456')).res.status).toBe(409);
    const late = await startClaim('9876555555', 'Late Claimant');
    expect(late.res.status).toBe(409);
    expect(late.body.message).toBe('This expert profile has already been claimed');
  });
});

it('refuses a claim by an advisor who already has a profile', async () => {
  const other = await startClaim('9876566666', 'Other Advisor', demoExpertId(RAHUL));
  expect(other.res.status).toBe(409);
});

it("refuses the listing number's code once it has run out, and leaves that listing as it was", async () => {
  const [owner] = await t.handle.db
    .insert(users)
    .values({ mobileNo: '9000000777', name: 'Quiet Advisor', roles: ['expert'] })
    .returning();
  const [listing] = await t.handle.db
    .insert(experts)
    .values({ userId: owner.id, expertCode: 'ZFL0777', arn: '777123', arnStatus: 'validated', claimable: true })
    .returning();
  const started = await startClaim('9876577777', 'Slow Claimant', listing.id);
  expect(started.body.data).toMatchObject({ number_ending: '0777' });
  t.clock.advance(OTP_TTL_MS + 1000);
  const late = await confirm(started.body.data?.claim_id, await outboxOtp(t, '9000000777'));
  expect(late.res.status).toBe(400);
  expect(late.body.message).toBe('This OTP has expired. Please request a new one.');
  const [row] = await t.handle.db.select().from(experts).where(eq(experts.id, listing.id));
  expect(row).toMatchObject({ userId: owner.id, claimable: true, arnStatus: 'validated' });
});
