// Health insurance (issue 16) against the running demo. (a) Asha covers herself, her husband and two children,
// compares quotes, picks the cheapest family floater, names her mother as nominee, pays on the insurer's sandbox page
// and sees the policy on the page she comes back to and on her dashboard. (b) Rahul, with Asha chosen as his client,
// fills the funnel for her and sends it; Asha opens the link from her SMS, logs in, sees the plan with Rahul's ARN
// and EUIN, confirms with the OTP sent to her own mobile and pays. Rerun-safe: each run starts the funnel again
// (a stopped run's draft is dropped with "Start again") and every run makes a new policy.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { API, EXPERT, INVESTOR, logIn, logInHere, outboxOtp } from './support/auth';
import { selectClient } from './support/clients';

const YEAR = new Date().getFullYear();
/** A birthday that many years back: ages count by year difference, so the eldest's age shows exactly. */
const born = (age: number) => `15/06/${YEAR - age}`;
const POLICY_NUMBER = /ZFH-\d{4}-\d{8}/;

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** Opens the funnel at its first step, dropping whatever an earlier (maybe stopped) run left in the draft. */
async function openFunnel(page: Page, nameLabel: string) {
  await page.goto('/health_insurance');
  const name = page.getByLabel(nameLabel);
  const again = page.getByRole('button', { name: 'Start again' });
  await expect(name.or(again).first()).toBeVisible();
  if (await again.isVisible()) await again.click();
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
}

/** Steps 1 to 4: Asha (48), Rohan (42) and two children in Pune, a 10 lakh cover, then the quotes. */
async function fillFamily(page: Page, who: 'Your' | "Client's") {
  await page.getByLabel(`${who} name`).fill('Asha Verma');
  await page.getByLabel(`${who} gender`).selectOption('Female');
  await page.getByLabel(`${who} date of birth`).fill(born(48));
  await page.getByLabel('Cover the spouse too').check();
  await page.getByLabel("Spouse's name").fill('Rohan Verma');
  await page.getByLabel('Spouse is the').selectOption('Husband');
  await page.getByLabel("Spouse's date of birth").fill(born(42));
  for (const [i, name, relation, age] of [
    [1, 'Kiran Verma', 'Son', 12],
    [2, 'Tara Verma', 'Daughter', 7],
  ] as const) {
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByLabel(`Child ${i} name`).fill(name);
    await page.getByLabel(`Child ${i} is a`).selectOption(relation);
    await page.getByLabel(`Child ${i} date of birth`).fill(born(age));
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await page.getByRole('textbox', { name: 'City' }).fill('Pune');
  await page.getByRole('group', { name: 'Existing illnesses of Rohan Verma' }).getByLabel('Thyroid').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 3 of 7')).toBeVisible();
  await page.getByRole('radio', { name: /^₹10,00,000/ }).check();
  await page.getByRole('button', { name: 'See quotes' }).click();
}

/** Step 4 to 6: compares the quotes, takes the cheapest floater, names the nominee; answers the plan's name. */
async function chooseFloaterAndNominee(page: Page): Promise<string> {
  await expect(page.getByRole('region', { name: 'Quotes' })).toBeVisible();
  // Asha (48) is in a higher age band than everyone else: she sets every floater's price.
  await expect(page.getByText('The floater price is set by the eldest member, Asha Verma (48)').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /^Individual: / }).first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption('Floater price: low to high');
  const cheapest = page.getByRole('button', { name: /^Choose floater: / }).first();
  const plan = ((await cheapest.getAttribute('aria-label')) ?? '').replace('Choose floater: ', '');
  await cheapest.click();

  const details = page.getByRole('region', { name: 'Plan details' });
  await expect(details).toContainText(plan);
  await expect(details).toContainText('Family floater');
  await details.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 6 of 7')).toBeVisible();
  await page.getByLabel("Nominee's full name").fill('Sunita Verma');
  await page.getByLabel('Relation to you').selectOption('Mother');
  await page.getByLabel("Nominee's date of birth").fill('01/01/1960');
  await page.getByRole('button', { name: 'Continue' }).click();

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
  await expect(payment.getByRole('radio', { name: /^Monthly: 12 × ₹/ })).toBeVisible();
  return plan;
}

/** The insurer's sandbox page (served by the backend): its "Pay" button, then back to the policy. */
async function payInSandbox(page: Page) {
  await expect(page).toHaveTitle(/sandbox/i);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/health_insurance\?paid=/);
  await expect(page.getByRole('heading', { name: 'Your policy is active' })).toBeVisible();
  const number = (await page.getByText(POLICY_NUMBER).first().textContent())?.match(POLICY_NUMBER)?.[0];
  expect(number).toBeTruthy();
  return number!;
}

test.describe('Asha buys a family floater', () => {
  test('covers four, compares, names a nominee, pays in the sandbox and sees the policy', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, '/account/user', INVESTOR);
    await expect(page).toHaveURL(/\/dashboard\/user/);
    await openFunnel(page, 'Your name');
    expect(await seriousViolations(page)).toEqual([]);
    await fillFamily(page, 'Your');
    const plan = await chooseFloaterAndNominee(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    const number = await payInSandbox(page);
    await expect(page.getByRole('article', { name: `Policy: ${plan}` })).toContainText('Asha Verma, Rohan Verma, Kiran Verma, Tara Verma');
    await page.goto('/dashboard/user');
    await expect(page.getByRole('article', { name: `Policy: ${plan}` }).filter({ hasText: number })).toBeVisible();
  });
});

test.describe('Rahul prepares a plan for Asha; she confirms and pays', () => {
  test.describe.configure({ mode: 'serial' });
  let rahul: Page;
  let asha: Page;
  let link = '';
  let plan = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    rahul = await newPage(browser);
    await logIn(rahul, '/account/expert', EXPERT);
    await expect(rahul).toHaveURL(/\/dashboard\/expert/);
    await selectClient(rahul, 'Asha Verma');
    asha = await newPage(browser);
  });
  test.afterAll(async () => {
    await rahul.context().close();
    await asha.context().close();
  });

  test('Rahul fills the funnel for Asha and sends it to her', async () => {
    test.setTimeout(120_000);
    await openFunnel(rahul, "Client's name");
    await expect(rahul.getByRole('heading', { name: 'Health insurance for Asha Verma' })).toBeVisible();
    await fillFamily(rahul, "Client's");
    plan = await chooseFloaterAndNominee(rahul);
    await expect(rahul.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    await rahul.getByRole('button', { name: 'Send to client' }).click();
    await expect(rahul.getByRole('status').filter({ hasText: 'Sent to XXXXXX0001' })).toBeVisible();

    const res = await rahul.request.get(`${API}/node/dev/sms/${INVESTOR}`);
    expect(res.ok()).toBe(true);
    const { body } = ((await res.json()) as { data: { body: string } }).data;
    link = body.match(/\/health_insurance\/confirm\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
    expect(link).toBeTruthy();
  });

  test('Asha logs in from the link, confirms with her OTP and pays', async () => {
    test.setTimeout(120_000);
    await asha.goto(link);
    await expect(asha).toHaveURL(/\/account\/user\?next=/);
    await logInHere(asha, INVESTOR);
    await expect(asha).toHaveURL(/\/health_insurance\/confirm\?token=/);

    await expect(asha.getByRole('heading', { name: 'Health insurance from your advisor' })).toBeVisible();
    await expect(asha.getByRole('article', { name: `Policy: ${plan}` })).toContainText('Rohan Verma');
    await expect(asha.getByText(/Prepared by .+ · ARN \S+ · EUIN \S+\./)).toBeVisible();
    expect(await seriousViolations(asha)).toEqual([]);

    await asha.getByRole('button', { name: 'Send OTP to confirm' }).click();
    const form = asha.getByRole('form', { name: 'Confirm with OTP' });
    await expect(form.getByRole('status')).toHaveText('OTP sent to XXXXXX0001');
    await form.getByLabel('OTP').fill(await outboxOtp(asha.request, INVESTOR));
    await form.getByRole('button', { name: 'Confirm and pay' }).click();

    const number = await payInSandbox(asha);
    await asha.goto('/dashboard/user');
    await expect(asha.getByRole('article', { name: `Policy: ${plan}` }).filter({ hasText: number })).toBeVisible();
  });

  test('the used link says so, and Rahul cannot open it', async () => {
    await asha.goto(link);
    await expect(asha.locator('main').getByRole('alert')).toBeVisible();
    await expect(asha.getByRole('button', { name: 'Send OTP to confirm' })).toHaveCount(0);
    await rahul.goto(link);
    await expect(rahul.locator('main').getByRole('alert')).toBeVisible();
    await expect(rahul.getByRole('heading', { name: 'Health insurance from your advisor' })).toBeVisible();
  });
});
