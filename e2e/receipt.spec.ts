// A declined UPI payment that a retry can pay, and a receipt that survives a reload (issue 31, items 5 and 6). Asha
// pays a lumpsum by a collect request to fail@zfupi (the sandbox declines it at once), retries to another UPI ID,
// approves it in the sandbox UPI app, and the receipt at /cart/summary?checkout= shows the same orders after a reload.
import { expect, test } from '@playwright/test';
import { INVESTOR, logIn } from './support/auth';
import { addLumpsumAndOpenCart, confirmWithOtp, emptyCart } from './support/cart';

const FUND = '/mutual-funds/mirae-asset-large-cap-fund-regular-growth-107578';

test('a declined UPI payment is paid by a retry to another UPI ID, and the receipt reloads the same', async ({ page }) => {
  await logIn(page, '/account/user', INVESTOR);
  await expect(page).toHaveURL(/\/dashboard\/user/);
  await emptyCart(page);
  await addLumpsumAndOpenCart(page, FUND);
  await page.getByRole('radio', { name: /UPI \(request to your UPI app\)/ }).check();
  await page.getByRole('textbox', { name: 'Your UPI ID' }).fill('fail@zfupi');
  await confirmWithOtp(page);

  // The confirmation has an address of its own, and the sandbox declined the collect request at once.
  await expect(page).toHaveURL(/\/cart\/summary\?checkout=[0-9a-f-]{36}$/);
  const receiptUrl = page.url();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('alert')).toContainText('The payment failed');
  await expect(payment).toContainText('No money was taken.');

  // Retry to another UPI ID: the collect request goes there, and the sandbox UPI app approves it.
  const again = payment.getByRole('form', { name: 'Pay again' });
  await expect(again.getByRole('radio', { name: /UPI \(request to your UPI app\)/ })).toBeChecked();
  await again.getByRole('textbox', { name: 'Your UPI ID' }).fill('asha@okzf');
  await again.getByRole('button', { name: 'Retry payment' }).click();
  await expect(payment).toContainText('We sent a request for ₹5,000 to asha@okzf');
  await payment.getByRole('link', { name: 'open the sandbox payment page' }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();

  // Back from the UPI app to the same receipt, paid.
  await expect(page).toHaveURL(receiptUrl);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Payment of ₹5,000 received.');
  // Paid, or already sent on by the demo's fund-house timer (it runs every few seconds).
  const PAID_OR_SENT = /Paid|Sent to the fund house/;
  const withoutStatus = (rows: string[]) => rows.map((row) => row.replace(PAID_OR_SENT, '…'));
  const receipt = page.getByRole('region', { name: 'Your orders' });
  await expect(receipt.getByRole('row').nth(1)).toContainText(PAID_OR_SENT);
  const rowsBefore = withoutStatus(await receipt.getByRole('row').allInnerTexts());

  // A reload shows the same orders (not an empty cart).
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Your orders' });
  await expect(reloaded.getByRole('row').nth(1)).toContainText(PAID_OR_SENT);
  expect(withoutStatus(await reloaded.getByRole('row').allInnerTexts())).toEqual(rowsBefore);
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Payment of ₹5,000 received.');
});
