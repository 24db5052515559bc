// Portfolio journeys against the running demo: Asha sees her holdings, XIRR and gains, opens a folio, downloads
// the transaction report and the capital-gains statement, imports a CAS file; Rahul pages through his client listing
// and opens a client's portfolio.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { EXPERT, INVESTOR, logIn } from './support/auth';
import { userId } from '../server/db/seed/ids';

async function text(download: Download): Promise<Buffer> {
  return readFile((await download.path()) as string);
}

test.describe('Asha', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await logIn(page, '/account/user', INVESTOR);
    await expect(page).toHaveURL(/\/dashboard\/user/);
  });
  test.afterAll(() => page.context().close());

  test('sees her holdings with their value, gain and XIRR', async () => {
    await page.goto('/portfolio');
    const main = page.getByRole('main');
    await expect(main.getByRole('term').filter({ hasText: 'Current value' }).first()).toBeVisible();
    // XIRR as a rate, never "0 %" standing in for "not available".
    await expect(main).toContainText(/XIRR[▲▼\s]*[+−-]?[\d.]+%/);
    const holdings = page.getByRole('table', { name: 'Holdings through ZF' });
    await expect(holdings.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('opens a folio and sees its units, average cost and transactions', async () => {
    await page.getByRole('link', { name: /^Folio / }).first().click();
    await expect(page).toHaveURL(/\/portfolio\/folio-details\?/);
    await expect(page.getByText('Average cost').first()).toBeVisible();
    await expect(page.getByRole('table', { name: /transactions/i }).getByRole('row').nth(1)).toBeVisible();
  });

  test('downloads the transaction report and the capital-gains statement as CSV and PDF', async () => {
    await page.goto('/smartbank/txnreport');
    for (const [name, check] of [
      ['Download transaction report (CSV)', (b: Buffer) => expect(b.toString('utf8').split('\n')[0]).toMatch(/date/i)],
      ['Download transaction report (PDF)', (b: Buffer) => expect(b.subarray(0, 5).toString()).toBe('%PDF-')],
      ['Download capital gains statement (CSV)', (b: Buffer) => expect(b.length).toBeGreaterThan(0)],
      ['Download capital gains statement (PDF)', (b: Buffer) => expect(b.subarray(0, 5).toString()).toBe('%PDF-')],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name }).click();
      check(await text(await downloading));
    }
  });

  test('imports a CAS file; its holdings appear apart as external, and a second import adds nothing', async () => {
    const details = await page.request.get(`/api/node/kyc/kycdetails/${userId(INVESTOR)}`);
    const pan = ((await details.json()) as { data: { pancard_no: string } }).data.pancard_no;
    const csv = (await readFile(path.join(__dirname, 'fixtures', 'cas-sample.csv'), 'utf8')).replaceAll('{{PAN}}', pan);
    const file = { name: 'cas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
    await page.goto('/portfolio');
    for (let round = 0; round < 2; round++) {
      // "Import external holdings" the first time, "Import another statement" once some are there.
      await page.getByRole('button', { name: /^Import (external holdings|another statement)$/ }).first().click();
      await page.getByLabel('CAS file (CSV or JSON)').setInputFiles(file);
      await page.getByRole('button', { name: 'Import statement' }).click();
      await expect(page.getByRole('dialog').getByText(/imported|already/i).first()).toBeVisible();
      await page.keyboard.press('Escape');
    }
    const external = page.getByRole('table', { name: 'External holdings' });
    await expect(external).toContainText('Quant Flexi Cap');
    await expect(external.getByRole('row').filter({ hasText: 'Quant Flexi Cap' })).toHaveCount(1);
  });
});

test('Rahul searches his client listing and opens a client’s portfolio', async ({ page }) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await page.goto('/portfolio/listing');
  const first = page.getByRole('button', { name: /^Open the portfolio of / }).first();
  await expect(first).toBeVisible();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace('Open the portfolio of ', '');
  await page.getByLabel('Search clients').fill(name.split(' ')[0]);
  await expect(page.getByRole('button', { name: `Open the portfolio of ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Open the portfolio of ${name}` }).click();
  await expect(page).toHaveURL(/\/portfolio\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: 'Holdings through ZF' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
