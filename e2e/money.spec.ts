// Money off the happy path (issue 31): an order cancelled while its bank page is open is never paid. Asha confirms a
// lumpsum, opens the sandbox UPI page, cancels the order in ZF, and the page she still has open can take nothing.
import { expect, test } from '@playwright/test';
import { INVESTOR, logIn } from './support/auth';
import { addLumpsumAndOpenCart, confirmWithOtp, emptyCart } from './support/cart';

const FUND = '/mutual-funds/mirae-asset-large-cap-fund-regular-growth-107578';

test('a lumpsum cancelled while its payment page is open takes no money, and offers no retry', async ({ page, context }) => {
  await logIn(page, '/account/user', INVESTOR);
  await expect(page).toHaveURL(/\/dashboard\/user/);
  await emptyCart(page);
  await addLumpsumAndOpenCart(page, FUND);
  await page.getByRole('radio', { name: /UPI \(scan a QR code\)/ }).check();
  await confirmWithOtp(page);

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Waiting for the payment of ₹5,000');
  // The sandbox UPI app, open in a tab of its own.
  const bankUrl = await payment.getByRole('link', { name: 'open the sandbox payment page' }).getAttribute('href');
  const bank = await context.newPage();
  await bank.goto(bankUrl!);
  await expect(bank.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();

  // Back in ZF, she cancels the order before paying.
  const receipt = page.getByRole('region', { name: 'Your orders' });
  await receipt.getByRole('button', { name: /^Cancel order / }).click();
  await expect(receipt.getByRole('row').nth(1)).toContainText('Cancelled');

  // The page still open answers Pay: nothing is taken, and the way back says so without offering a retry.
  await bank.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(bank).toHaveURL(/\/cart\/summary\?checkout=/);
  const closed = bank.getByRole('region', { name: 'Payment' });
  await expect(closed).toContainText('An order of this payment was cancelled, so nothing was taken.');
  await expect(closed).toContainText('No money was taken, and no order waits for this payment any more.');
  await expect(closed.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
  // Opened again, the bank page refuses it.
  const again = await bank.goto(bankUrl!);
  expect(again?.status()).toBe(409);
});
