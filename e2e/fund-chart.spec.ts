import { test, expect } from '@playwright/test';

// Real AMFI data seeded by the demo: Parag Parikh Flexi Cap Fund, Regular plan, Growth (scheme 122640) has a daily
// NAV history to 02-Dec-2025, then the NAVs of the two daily files of August 2026 (issue 33, item 21).
const PARAG = '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640';

test("the chart's 1Y change is the returns table's 1Y figure, and a hovered point shows its date and NAV", async ({
  page,
}) => {
  await page.goto(PARAG);
  const table1Y = (await page.getByTestId('return-1Y').locator('td').first().innerText()).replace(/[▲▼\s]/g, '');
  expect(table1Y).toMatch(/^[+−]\d+\.\d{2}%$/);

  // 1Y is the chart's first range: its change is the same figure.
  await expect(page.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('range-change')).toContainText(`(${table1Y})`);

  // 6M starts in the hole of the data: no change, as the table's 6 months shows —.
  await page.getByRole('button', { name: '6M' }).click();
  await expect(page.getByTestId('return-6M').locator('td').first()).toHaveText('—');
  await expect(page.getByTestId('range-unknown')).toContainText('so we show no change for it');
  await expect(page.getByTestId('range-change')).not.toContainText('%');

  // Back on 1Y, the pointer near the left edge reads that day's NAV.
  await page.getByRole('button', { name: '1Y' }).click();
  const plot = page.getByTestId('chart-hover-slot');
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The pointer layer loads on the first hover.
  await expect(page.getByTestId('chart-hover')).toBeAttached();
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  const tip = page.getByTestId('chart-tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(/^\d{2}-[A-Z][a-z]{2}-2025NAV: ₹[\d,]+\.\d{4}$/);

  // The keyboard reads the same: the plot is a slider whose arrow keys move from point to point.
  const slider = page.getByRole('slider', { name: /Values of the NAV of Parag Parikh Flexi Cap Fund/ });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', /^20-Aug-2026: NAV ₹82\.6988$/);
  await page.keyboard.press('ArrowLeft');
  await expect(tip).toHaveText('18-Aug-2026NAV: ₹82.4788');
});
