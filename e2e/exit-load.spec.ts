// Exit load as an investor meets it (issue 31, item 9): Asha buys a fund with a 1 % exit load within a year, then
// redeems all of it. The redeem form estimates the load before she adds it; after the fund house processes the
// redemption, her receipt and the folio's transactions show what the fund house kept.
import { expect, test, type Page } from '@playwright/test';
import { API, INVESTOR, logIn } from './support/auth';
import { addLumpsumAndOpenCart, confirmWithOtp, emptyCart } from './support/cart';
import { userId } from '../server/db/seed/ids';
import { formatPaise } from '../utils/money';

const ASHA_ID = userId(INVESTOR);
// An equity fund no other journey uses: every unit Asha holds of it was bought by this journey, within the year.
const FUND_CODE = 101065;
const FUND_NAME = 'Quant Mid Cap Fund';

interface ListedOrder {
  id: string;
  scheme_code: number;
  order_type: string;
  expected_nav_date: string;
  exit_load_paise: number;
}

async function newestOrder(page: Page, type: string): Promise<ListedOrder> {
  const res = await page.request.get(`/api/node/orders/list/${ASHA_ID}`);
  const { orders } = ((await res.json()) as { data: { orders: ListedOrder[] } }).data;
  const order = orders.find((o) => o.scheme_code === FUND_CODE && o.order_type === type);
  expect(order).toBeDefined();
  return order!;
}

/** The sandbox fund house, run now as if its NAV date had come (the backend's port, loopback only). */
async function runFundHouse(page: Page, until: string) {
  const res = await page.request.post(`${API}/node/orders/sandbox/fund-house/run`, { data: { until } });
  expect(res.ok()).toBe(true);
}

async function openFolio(page: Page) {
  await page.goto('/portfolio');
  const row = page.getByRole('table', { name: 'Holdings through ZF' }).getByRole('row').filter({ hasText: FUND_NAME });
  await row.getByRole('link', { name: /^Folio / }).first().click();
  await expect(page).toHaveURL(/\/portfolio\/folio-details\?/);
}

test('a redemption within the exit-load period is estimated on the form and charged by the fund house', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, '/account/user', INVESTOR);
  await expect(page).toHaveURL(/\/dashboard\/user/);
  await emptyCart(page);

  // A ₹5,000 lumpsum, paid in the sandbox and allotted.
  await addLumpsumAndOpenCart(page, `/mutual-funds/${FUND_CODE}`);
  await page.getByRole('radio', { name: /UPI \(scan a QR code\)/ }).check();
  await confirmWithOtp(page);
  await page.getByRole('region', { name: 'Payment' }).getByRole('link', { name: 'open the sandbox payment page' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Payment of ₹5,000 received.');
  await runFundHouse(page, (await newestOrder(page, 'purchase')).expected_nav_date);

  // The redeem form says the load before anything is added.
  await openFolio(page);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const form = page.getByRole('form', { name: new RegExp(`^Redeem ${FUND_NAME}`) });
  await expect(form.getByLabel('This folio')).toContainText('1% of the value of units redeemed within 365 days of purchase');
  await form.getByRole('radio', { name: 'All units' }).check();
  const estimate = form.getByRole('status', { name: 'Exit load estimate' });
  await expect(estimate).toContainText('0.0000 of your units can be redeemed today without exit load.');
  await expect(estimate).toContainText(/Estimated exit load: ₹\d+/);
  await expect(estimate).toContainText('bought within the last 365 days');
  await form.getByRole('button', { name: 'Add redemption to cart' }).click();

  await expect(page).toHaveURL(/\/portfolio\/redeem\/summary\?s=/);
  await confirmWithOtp(page);
  const receipt = page.getByRole('region', { name: 'Your orders' });
  await expect(receipt.getByRole('row').filter({ hasText: FUND_NAME })).toContainText('Placed');

  // The fund house kept 1 % of the units' value: the receipt and the order say how much.
  const redemption = await newestOrder(page, 'redemption');
  await runFundHouse(page, redemption.expected_nav_date);
  const charged = await newestOrder(page, 'redemption');
  expect(charged.exit_load_paise).toBeGreaterThan(0);
  await page.reload();
  const row = page.getByRole('region', { name: 'Your orders' }).getByRole('row').filter({ hasText: FUND_NAME });
  await expect(row).toContainText('Units redeemed'); // a completed sale, in the receipt's words (issue 33, item 19)
  await expect(row).toContainText(`exit load ${formatPaise(charged.exit_load_paise)}`);
});
