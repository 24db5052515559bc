// Plans through the distributor (issue 31, item 10): nothing is bought into a Direct plan under ZF's ARN, and units of
// a Direct plan already held leave execution-only, with no ARN, no EUIN and no commission.
import { eq } from 'drizzle-orm';
import { funds } from '@/server/db/schema';
import { lumpsum, py } from '../../support/cartApp';
import { ASHA_ID, ashaHolding, confirmCheckout, ordersPeopleForFile, putInCart } from '../../support/ordersApp';

const p = ordersPeopleForFile();
const DIRECT = 'This is a Direct plan, bought from the fund house with no distributor: invest in the Regular plan through ZF';

/** One of Asha's holdings, its scheme turned into a Direct plan (as an imported statement's would be). */
async function directHolding() {
  const held = await ashaHolding(p.t.handle.db);
  await p.t.handle.db.update(funds).set({ plan: 'Direct' }).where(eq(funds.schemeCode, held.schemeCode));
  return held;
}

it('refuses a purchase of a Direct plan with the reason, for the investor and her advisor alike', async () => {
  const held = await directHolding();
  for (const who of [p.asha, p.rahul]) {
    const added = await py(p.t, who, 'POST', '/', lumpsum(ASHA_ID, held.schemeCode, 5_000));
    // A market rule, refused as the cart's other rules are: 400 with the message for the item.
    expect(added.res.status).toBe(400);
    expect(JSON.stringify(added.body)).toContain(DIRECT);
  }
});

it('lets units of a Direct plan go out execution-only, with no ARN and no EUIN', async () => {
  const held = await directHolding();
  const cart = await putInCart(p.t.handle.db, ASHA_ID, 'redemption', [{ schemeCode: held.schemeCode, folioNo: held.folioNo, units: '1.0000', redeemBy: 'units' }]);
  const placed = await confirmCheckout(p.t, p.asha, ASHA_ID, { session_id: cart.sessionId });
  expect(placed.orders[0]).toMatchObject({ status: 'placed', arn: null, euin: null, execution_only: true });
});
