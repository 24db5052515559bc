// An advisor invests for a client with the client's consent (issue 14): Rahul, with Asha selected, adds a SIP on a
// fund page and a redemption from her folio, and sends each cart to her (a collection and an old type's session
// are one link each); the links go by SMS to her mobile (read here from the demo's outbox). Asha, in another browser,
// opens the SIP's link, is asked to log in and comes back to it, sees the order with Rahul's ARN and EUIN, confirms
// with the OTP sent to her own mobile and approves the SIP's UPI AutoPay mandate in the payment sandbox; then the
// redemption's link the same way. A used link says so. Rerun-safe: Rahul's open carts for Asha are cleared first.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { API, EXPERT, INVESTOR, logIn, logInHere } from './support/auth';
import { addSip, confirmWithOtp, emptyCart } from './support/cart';
import { selectClient } from './support/clients';
import { userId } from '../server/db/seed/ids';

const ASHA_ID = userId(INVESTOR);
const SIP_FUND = '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640';
const SIP_NAME = 'Parag Parikh Flexi Cap Fund';
const REDEEM_NAME = 'HDFC Balanced Advantage Fund';
const USED = 'This cart link has already been used';

/** Rahul chooses Asha on the client picker, as an advisor does: search by name, select, land on her dashboard. */
const selectAsha = (page: Page) => selectClient(page, 'Asha Verma');

/** Sends the cart on this summary page to the client and reads the link back from the SMS she was sent. */
async function sendToAsha(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByText(/^Sent to XXXXXX0001 · valid until /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sent to your client' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const res = await page.request.get(`${API}/node/dev/sms/${INVESTOR}`);
  expect(res.ok()).toBe(true);
  const { body } = ((await res.json()) as { data: { body: string } }).data;
  const link = body.match(/\/cart\/summary\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test.describe('Rahul sends Asha her orders; she confirms them', () => {
  test.describe.configure({ mode: 'serial' });
  let rahul: Page;
  let asha: Page;
  let sipLink = '';
  let redemptionLink = '';

  test.beforeAll(async ({ browser }) => {
    // Logging in, choosing Asha and clearing two carts is more than one step's default time on a busy machine.
    test.setTimeout(120_000);
    rahul = await newPage(browser);
    await logIn(rahul, '/account/expert', EXPERT);
    await expect(rahul).toHaveURL(/\/dashboard\/expert/);
    await selectAsha(rahul);
    // Rahul's open carts for Asha (seeded ones, or a stopped earlier run's) are cleared first.
    await emptyCart(rahul, `/cart/summary?u=${ASHA_ID}`);
    await emptyCart(rahul, `/portfolio/redeem/summary?u=${ASHA_ID}`);
    asha = await newPage(browser);
  });
  test.afterAll(async () => {
    await rahul.context().close();
    await asha.context().close();
  });

  test('Rahul adds a SIP and a redemption for Asha and sends each as a link', async () => {
    const sip = await addSip(rahul, SIP_FUND);
    await sip.getByRole('link', { name: 'Go to cart' }).click();
    await expect(rahul).toHaveURL(/\/cart\/summary\?/);
    await expect(rahul.getByRole('region', { name: 'Purchase' })).toContainText(SIP_NAME);
    sipLink = await sendToAsha(rahul);
    expect(await seriousViolations(rahul)).toEqual([]);

    await rahul.goto('/portfolio');
    const row = rahul.getByRole('table', { name: 'Holdings through ZF' }).getByRole('row').filter({ hasText: REDEEM_NAME });
    await row.getByRole('link', { name: /^Folio / }).first().click();
    await expect(rahul).toHaveURL(/\/portfolio\/folio-details\?/);
    await rahul.getByRole('button', { name: 'Redeem', exact: true }).click();
    const form = rahul.getByRole('form', { name: new RegExp(`^Redeem ${REDEEM_NAME}`) });
    await form.getByRole('radio', { name: 'Amount', exact: true }).check();
    await form.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await form.getByRole('button', { name: 'Add redemption to cart' }).click();
    await expect(rahul).toHaveURL(/\/portfolio\/redeem\/summary\?/);
    await expect(rahul.getByRole('region', { name: 'Redemption' })).toContainText('₹1,000');
    redemptionLink = await sendToAsha(rahul);
  });

  test('Asha logs in from the link, sees the SIP with ARN and EUIN, confirms and approves the mandate', async () => {
    await asha.goto(sipLink);
    await expect(asha).toHaveURL(/\/account\/user\?next=/);
    await logInHere(asha, INVESTOR);
    await expect(asha).toHaveURL(/\/cart\/summary\?token=/);

    await expect(asha.getByRole('heading', { name: 'Orders from your advisor' })).toBeVisible();
    await expect(asha.getByRole('region', { name: 'Purchase' })).toContainText(SIP_NAME);
    await expect(asha.getByRole('region', { name: 'Purchase' })).toContainText('Expected NAV date');
    await expect(asha.getByText(/^Prepared by .+ · ARN \S+ · EUIN E\d{6}\./)).toBeVisible();
    expect(await seriousViolations(asha)).toEqual([]);

    // A new UPI AutoPay mandate for the SIP (an earlier run's active mandate may be offered first).
    await asha.getByRole('radio', { name: /New UPI AutoPay/ }).check();
    await asha.getByRole('textbox', { name: 'Your UPI ID' }).fill('asha@okbank');
    await confirmWithOtp(asha);
    const receipt = asha.getByRole('region', { name: 'Your orders' });
    await expect(receipt.getByRole('row').filter({ hasText: SIP_NAME })).toContainText(/\d{14}/);
    const mandates = receipt.getByRole('list', { name: 'SIP mandates' });
    await mandates.getByRole('link', { name: 'open the sandbox mandate page' }).click();
    await asha.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(asha).toHaveURL(/\/cart\/summary/);
  });

  test('Asha confirms the redemption from its link', async () => {
    await asha.goto(redemptionLink);
    const redemption = asha.getByRole('region', { name: 'Redemption' });
    await expect(redemption).toContainText(REDEEM_NAME);
    await expect(redemption).toContainText('₹1,000');
    await expect(asha.getByText(/^Prepared by .+ · ARN \S+ · EUIN E\d{6}\./)).toBeVisible();
    await confirmWithOtp(asha);
    const row = asha.getByRole('region', { name: 'Your orders' }).getByRole('row').filter({ hasText: REDEEM_NAME });
    await expect(row).toContainText('Placed');
  });

  test('a used link says so and shows nothing of the cart', async () => {
    await asha.goto(sipLink);
    await expect(asha.getByRole('alert').filter({ hasText: USED })).toBeVisible();
    await expect(asha.getByRole('region', { name: 'Purchase' })).toHaveCount(0);
    // Rahul cannot open his client's link either, and stays logged in.
    await rahul.goto(redemptionLink);
    await expect(rahul.getByRole('alert').filter({ hasText: 'This cart link was sent to someone else' })).toBeVisible();
  });

  test("Rahul sees both of Asha's orders in his order book", async () => {
    await rahul.goto('/distributor/order-book');
    const table = rahul.getByRole('table', { name: "Your clients' orders" });
    // Newest first: the redemption and the SIP Asha just confirmed head the book.
    const rows = table.getByRole('row').filter({ hasText: 'Asha Verma' });
    await expect(rows.filter({ hasText: REDEEM_NAME }).first()).toBeVisible();
    await expect(rows.filter({ hasText: SIP_NAME }).first()).toBeVisible();
  });
});
