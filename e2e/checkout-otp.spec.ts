// What a checkout OTP confirms (issue 31, item 1): Asha asks for the code for a ₹5,000 lumpsum, the cart is then
// made ₹9,000 (a second request through the cart API, as the advisor's edit or another tab would), and her code no
// longer places anything: the page asks her to confirm again, and the new code places the ₹9,000 she now sees.
import { expect, test } from '@playwright/test';
import { API, INVESTOR, logIn, outboxOtp, stored } from './support/auth';
import { addLumpsumAndOpenCart, emptyCart } from './support/cart';

const FUND = '/mutual-funds/mirae-asset-large-cap-fund-regular-growth-107578';

test('a cart changed after the SMS asks to confirm again, and the new code places what the cart now holds', async ({ page }) => {
  await logIn(page, '/account/user', INVESTOR);
  await expect(page).toHaveURL(/\/dashboard\/user/);
  await emptyCart(page);
  await addLumpsumAndOpenCart(page, FUND);
  const collectionId = new URL(page.url()).searchParams.get('cid')!;

  await page.getByRole('radio', { name: /UPI \(scan a QR code\)/ }).check();
  await page.getByRole('button', { name: 'Send OTP to confirm' }).click();
  const form = page.getByRole('form', { name: 'Confirm with OTP' });
  await expect(form).toContainText('You will pay ₹5,000 now.');
  const firstCode = await outboxOtp(page.request, INVESTOR);

  // After the SMS, the cart's line becomes ₹9,000 through the cashier route (the call the advisor's edit makes).
  const headers = { 'access-token': await stored(page, 'access-token') };
  const userId = await stored(page, 'user_id');
  const carts = await page.request.get(`${API}/py/cart/v1/cashier/get_all_carts/${userId}/null`, { headers });
  expect(carts.ok()).toBe(true);
  const itemId = ((await carts.json()) as { data: { data: { purchase_lumpsum: { items: { id: string }[] } } } }).data.data.purchase_lumpsum.items[0].id;
  const edit = await page.request.put(`${API}/py/cart/v1/cashier/collection/${collectionId}`, {
    headers,
    data: { user_id: userId, items: [{ id: itemId, amount_paise: 9_000_00 }] },
  });
  expect(edit.ok()).toBe(true);

  // The code she was sent confirms ₹5,000, which is no longer the cart: nothing is placed.
  await form.getByLabel('OTP').fill(firstCode);
  await form.getByRole('button', { name: 'Confirm and pay' }).click();
  const voided = page.getByRole('region', { name: 'Confirm with OTP' });
  await expect(voided.getByRole('alert')).toHaveText('Your cart changed after we sent the code; please confirm again');
  await expect(page.getByRole('region', { name: 'Your orders' })).toHaveCount(0);

  // A new code names the new amount and places it.
  await voided.getByRole('button', { name: 'Send a new code' }).click();
  await expect(form).toContainText('You will pay ₹9,000 now.');
  const secondCode = await outboxOtp(page.request, INVESTOR);
  await form.getByLabel('OTP').fill(secondCode);
  await form.getByRole('button', { name: 'Confirm and pay' }).click();
  const receipt = page.getByRole('region', { name: 'Your orders' });
  await expect(receipt.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Waiting for the payment of ₹9,000');
});
