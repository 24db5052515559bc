// Cart steps the journeys share: emptying a summary page, adding a SIP on a fund page, confirming with the OTP.
import { expect, type Page } from '@playwright/test';
import { INVESTOR, outboxOtp } from './auth';

/** The summary's Clear buttons, each confirmed, until the cart is empty (a rerun on the same demo starts clean). */
export async function emptyCart(page: Page, summary = '/cart/summary') {
  await page.goto(summary);
  const empty = page.getByText('Your cart is empty');
  const clear = page.getByRole('button', { name: /^Clear / }).first();
  for (;;) {
    await expect(empty.or(clear)).toBeVisible();
    if (await empty.isVisible()) return;
    // The summary may still be re-rendering from its first load (the button is replaced under the click, or the
    // cart turns out empty after all): retry the click until the confirmation opens, unless the cart is empty.
    const dialog = page.getByRole('alertdialog');
    let emptied = false;
    await expect(async () => {
      emptied = await empty.isVisible();
      if (emptied) return;
      if (!(await dialog.isVisible())) await clear.click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    if (emptied) return;
    await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
}

/** On a fund page: a ₹2,000 monthly SIP of 24 instalments into the cart; answers the form. */
export async function addSip(page: Page, fundPath: string) {
  await page.goto(fundPath);
  await page.getByRole('button', { name: 'Invest via SIP' }).click();
  const sip = page.getByRole('form', { name: 'Start a SIP' });
  await sip.getByRole('textbox', { name: 'Monthly amount' }).fill('2000');
  // A month first, then a day of it from the payment-date helper (at least 4 days ahead, days 1 to 28).
  await sip.getByRole('combobox', { name: 'First SIP month' }).selectOption({ index: 2 });
  await sip.getByRole('combobox', { name: 'SIP date' }).selectOption({ index: 1 });
  await sip.getByRole('textbox', { name: 'Number of instalments' }).fill('24');
  await sip.getByRole('button', { name: 'Add to cart' }).click();
  await expect(sip.getByRole('status')).toHaveText('Added to the cart');
  return sip;
}

/** On a fund page: a lumpsum of `rupees` into the cart, then on to the cart's summary page. */
export async function addLumpsumAndOpenCart(page: Page, fundPath: string, rupees = 5000) {
  await page.goto(fundPath);
  await page.getByRole('button', { name: 'Invest lumpsum' }).click();
  const lumpsum = page.getByRole('form', { name: 'Invest a lumpsum' });
  await lumpsum.getByRole('textbox', { name: 'Amount' }).fill(String(rupees));
  await lumpsum.getByRole('button', { name: 'Add to cart' }).click();
  await expect(lumpsum.getByRole('status')).toHaveText('Added to the cart');
  await lumpsum.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart\/summary\?cid=/);
}

/** Confirms the checkout with the code the outbox holds for the investor's mobile (Asha's by default). */
export async function confirmWithOtp(page: Page, mobile = INVESTOR) {
  await page.getByRole('button', { name: 'Send OTP to confirm' }).click();
  const form = page.getByRole('form', { name: 'Confirm with OTP' });
  await expect(form).toBeVisible();
  await form.getByLabel('OTP').fill(await outboxOtp(page.request, mobile));
  await form.getByRole('button').click();
}
