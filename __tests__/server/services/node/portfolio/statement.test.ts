// The portfolio statement through the real app over the seeded demo: the PDF's totals are the summary call's, its
// header carries the investor, the advisor's ARN and EUIN and the risk line on every page; the owner rules; bad
// periods; and the one-time link (once, then 410; 410 after 7 days; who made it; the limit).
import { eq } from 'drizzle-orm';
import { experts, statementLinks } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { hashToken } from '@/server/services/node/cart/links.service';
import { STATEMENT_LINK_TTL_MS } from '@/server/services/node/portfolio/statementLinks.service';
import { STATEMENT_MESSAGES } from '@/utils/portfolio/wire';
import { MF_RISK_LINE } from '@/utils/riskLine';
import { pdfPages, pdfText } from '../../../../support/pdfText';
import { as } from '../../../support/kycApp';
import { RAHUL } from '../../../support/loginApp';
import { ASHA_ID, type PortfolioPeople, createPortfolioPeople, getAs } from '../../../support/portfolioApp';

jest.setTimeout(180_000);

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function pdfOf(res: Response): Promise<Buffer> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="portfolio-statement-.*\.pdf"$/);
  return Buffer.from(await res.arrayBuffer());
}

const postLink = (session = p.rahul, body: object = {}) =>
  p.t.app.request(`/node/portfolio/statement/${ASHA_ID}/link`, {
    method: 'POST',
    headers: { ...as(session), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const openLink = (path: string) => p.t.app.request(`/node/portfolio/statement-links/${path.split('/').pop()}`);

describe('GET /node/portfolio/statement/{userId}', () => {
  it("prints the portfolio page's totals, with the advisor's ARN and EUIN and the risk line on every page", async () => {
    const summary = (await (await getAs(p.t, p.rahul, `/summary/${ASHA_ID}`)).json()) as {
      data: { summary: { invested_paise: number; current_value_paise: number; gain_paise: number }; internal: { scheme_name: string }[] };
    };
    const pdf = await pdfOf(await getAs(p.t, p.rahul, `/statement/${ASHA_ID}?from=2023-04-01&to=2024-03-31&fy=2023-24`));
    const text = pdfText(pdf);
    const s = summary.data.summary;
    expect(text).toContain(`Total invested: ${rupees(s.invested_paise)}`);
    expect(text).toContain(`Total current value: ${rupees(s.current_value_paise)}`);
    expect(text).toContain(`Total gain: ${rupees(s.gain_paise)}`);
    const [rahul] = await p.t.handle.db.select().from(experts).where(eq(experts.id, expertId(RAHUL)));
    expect(rahul.euin).toBeTruthy();
    expect(text).toContain(`EUIN: ${rahul.euin}`);
    expect(text).toMatch(/ARN: ARN-\d+/);
    expect(text).toMatch(/PAN: [A-Z]{2}XXXXXX[0-9A-Z]{2}/);
    expect(text).toContain('Transactions from 01-Apr-2023 to 31-Mar-2024');
    expect(text).toContain('Capital gains, financial year 2023-24');
    for (const h of summary.data.internal) expect(text).toContain(h.scheme_name.slice(0, 20));
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain(MF_RISK_LINE);
  });

  it('is the investor’s own too, and refuses another advisor’s client and another investor (404)', async () => {
    await pdfOf(await getAs(p.t, p.asha, `/statement/${ASHA_ID}`));
    expect((await getAs(p.t, p.neha, `/statement/${ASHA_ID}`)).status).toBe(404);
    expect((await getAs(p.t, p.vikram, `/statement/${ASHA_ID}`)).status).toBe(404);
    expect((await p.t.app.request(`/node/portfolio/statement/${ASHA_ID}`)).status).toBe(401);
  });

  it('refuses a period that does not exist or runs backwards, and a malformed financial year (400)', async () => {
    for (const q of ['from=2025-02-30', 'to=2025-13-01', 'from=2025-05-01&to=2025-04-01', 'fy=2023-25', 'fy=last']) {
      const res = await getAs(p.t, p.rahul, `/statement/${ASHA_ID}?${q}`);
      expect(res.status).toBe(400);
    }
    const backwards = (await (await getAs(p.t, p.rahul, `/statement/${ASHA_ID}?from=2025-05-01&to=2025-04-01`)).json()) as {
      errors: { message: string }[];
    };
    expect(backwards.errors[0].message).toBe(STATEMENT_MESSAGES.fromAfterTo);
  });
});

describe('one-time statement links', () => {
  it('downloads once for anyone holding the link, then answers 410; the row records who made it and drops the PDF', async () => {
    const res = await postLink(p.rahul, { fy: '2023-24' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { path: string; expires_at: string; fy: string; from: string } };
    expect(data.path).toMatch(/^\/statement\/[A-Za-z0-9_-]{43}$/);
    expect(data.fy).toBe('2023-24');
    const pdf = await pdfOf(await openLink(data.path));
    expect(pdfText(pdf)).toContain('Portfolio statement');
    const again = await openLink(data.path);
    expect(again.status).toBe(410);
    expect(((await again.json()) as { message: string }).message).toBe(STATEMENT_MESSAGES.linkGone);
    const rows = await p.t.handle.db.select().from(statementLinks).where(eq(statementLinks.userId, ASHA_ID));
    const row = rows.find((r) => r.fy === '2023-24')!;
    expect(row).toMatchObject({ createdBy: 'advisor', createdByUserId: userId(RAHUL), pdf: null });
    expect(row.tokenHash).not.toContain(data.path.split('/').pop());
    expect(row.usedAt).not.toBeNull();
  });

  it('refuses a link for another advisor’s client (404), an unknown token (404) and a bad period (400)', async () => {
    expect((await postLink(p.neha)).status).toBe(404);
    expect((await postLink(p.rahul, { from: '2025-05-01', to: '2025-04-01' })).status).toBe(400);
    expect((await openLink(`/statement/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await openLink('/statement/short')).status).toBe(400);
  });

  it('limits how many links one person makes (429 with Retry-After)', async () => {
    const now = p.t.clock.now();
    const rows = Array.from({ length: 20 }, (_, i) => ({
      tokenHash: `limit-test-${i}`,
      userId: ASHA_ID,
      fromDate: '2025-04-01',
      toDate: '2025-04-30',
      fy: '2025-26',
      filename: 'x.pdf',
      expiresAt: new Date(now.getTime() + STATEMENT_LINK_TTL_MS),
      createdBy: 'investor' as const,
      createdByUserId: ASHA_ID,
      createdAt: new Date(now.getTime() - 1000),
    }));
    await p.t.handle.db.insert(statementLinks).values(rows);
    const res = await postLink(p.asha);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(((await res.json()) as { message: string }).message).toMatch(/at most 20 statement links in 10 minutes/);
    expect((await postLink(p.rahul)).status).toBe(201); // someone else's count
  });

  it('answers 410 once the 7 days are over, and clears the expired PDF', async () => {
    const { data } = (await (await postLink(p.rahul)).json()) as { data: { path: string } };
    p.t.clock.advance(STATEMENT_LINK_TTL_MS + 1000);
    const res = await openLink(data.path);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { message: string }).message).toBe(STATEMENT_MESSAGES.linkExpired);
    const [row] = await p.t.handle.db.select().from(statementLinks).where(eq(statementLinks.tokenHash, hashToken(data.path.split('/').pop()!)));
    expect(row).toMatchObject({ pdf: null, usedAt: null });
  });
});
