/**
 * The deterministic demo seed (issue 3, item 5). Each part runs in its own transaction and first checks
 * whether it is already there, so a failure leaves no half-written part behind and running the seed again
 * only fills in what is missing. Rows are recognisable as demo data: users carry profile.is_demo, texts
 * say "demo", and every id is derived from a label (see ids.ts).
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { commissions, funds, transactions, users } from '@/server/db/schema';
import { seedMarketData } from '@/server/market/seed';
import { RAHUL_CLIENT_OPTIONS, CLIENT_SCHEMES } from './clients';
import { monthlyCommissions } from './commissions';
import { ASHA_FOLIOS, DEMO_HISTORY_SCHEMES } from './content/ashaPortfolio';
import { DEMO_EXPERTS, RAHUL_MOBILE } from './content/experts';
import { localityByPincode } from './content/places';
import { monthsBetween } from './portfolio';
import { expertId, userId } from './ids';
import { seedCarts } from './parts/carts';
import { seedFds } from './parts/fds';
import { seedEmployees } from './parts/employees';
import { contentSeeded, seedContent } from './parts/content';
import { indiaDate, redateDemoFollowUps, seedDesk } from './parts/desk';
import { redateExpiringMandate } from './parts/deskMandate';
import { loadMarketView, type MarketView } from './parts/market';
import { ASHA_MOBILE, VIKRAM_MOBILE, peopleSeeded, rahulClients, seedPeople } from './parts/people';
import { seedSealer } from './parts/kyc';
import { redateDemoBirthdays } from './parts/birthdays';
import {
  agentPortfoliosSeeded,
  agentsSeeded,
  seedAgentPeople,
  seedAgentPortfolios,
} from './parts/agents';
import {
  addInvestorRows,
  emptyPortfolioRows,
  insertPortfolioRows,
  type PortfolioRows,
} from './parts/portfolios';

export { seedScale, SCALE_EXPERT_MOBILE } from './parts/scale';
export { resetDemo } from './reset';

/** The twelve months of commission statements the demo shows (the NAV histories end in late 2025). */
export const COMMISSION_MONTHS = monthsBetween('2024-12', '2025-11');

export interface SeedDemoOptions {
  /** The day follow-ups are planned around (YYYY-MM-DD or a Date); defaults to today in India. */
  today?: string | Date;
  /** The secret bank account numbers are sealed with; default: the one the server loads. */
  dataSecret?: string;
}

export interface SeedDemoResult {
  created: Record<string, number>;
  /** Parts found already in place and left alone. */
  skipped: string[];
  /** Demo follow-ups moved to be due today again (a re-run on a later day). */
  follow_ups_redated: number;
  /** Demo clients' dates of birth moved so that a few birthdays fall in the coming week (the Pro Zone). */
  birthdays_redated: number;
}

/** Asha's and Rahul's clients' portfolios, built in memory from the market data. */
async function rahulBook(db: Db): Promise<{ rows: PortfolioRows; market: MarketView }> {
  const market = await loadMarketView(db, [...DEMO_HISTORY_SCHEMES, ...CLIENT_SCHEMES]);
  const rows = emptyPortfolioRows();
  addInvestorRows(
    rows,
    { mobile: ASHA_MOBILE, expertMobile: RAHUL_MOBILE, folios: ASHA_FOLIOS },
    market,
  );
  for (const c of rahulClients())
    addInvestorRows(
      rows,
      { mobile: c.mobile, expertMobile: RAHUL_MOBILE, folios: c.folios },
      market,
    );
  return { rows, market };
}

function clientNames(): Map<string, string> {
  return new Map([
    [ASHA_MOBILE, 'Asha Verma'],
    ...rahulClients().map((c): [string, string] => [c.mobile, c.name]),
  ]);
}

async function hasRow(db: Db, query: Promise<{ n: number }[]>): Promise<boolean> {
  const [row] = await query;
  return (row?.n ?? 0) > 0;
}

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const today =
    typeof options.today === 'string' ? options.today : indiaDate(options.today ?? new Date());
  const result: SeedDemoResult = { created: {}, skipped: [], follow_ups_redated: 0, birthdays_redated: 0 };
  // Several parts add rows to one table (people and agents both add users): their counts add up.
  const record = (counts: Record<string, number>) => {
    for (const [table, n] of Object.entries(counts)) result.created[table] = (result.created[table] ?? 0) + n;
  };

  if (await peopleSeeded(db)) result.skipped.push('people');
  else record(await db.transaction((tx) => seedPeople(tx, { dataSecret: options.dataSecret })));
  result.birthdays_redated = await db.transaction((tx) => redateDemoBirthdays(tx, today));

  if (await agentsSeeded(db)) result.skipped.push('agents');
  else record(await db.transaction((tx) => seedAgentPeople(tx, seedSealer(options.dataSecret))));
  if (await agentPortfoliosSeeded(db)) result.skipped.push('agent portfolios');
  else
    record(
      await db.transaction(async (tx) =>
        seedAgentPortfolios(tx, await loadMarketView(tx, [...CLIENT_SCHEMES])),
      ),
    );

  const ashaHasTransactions = hasRow(
    db,
    db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.userId, userId(ASHA_MOBILE))),
  );
  if (await ashaHasTransactions) result.skipped.push('portfolios');
  else
    record(await db.transaction(async (tx) => insertPortfolioRows(tx, (await rahulBook(tx)).rows)));

  const rahulHasCommissions = hasRow(
    db,
    db
      .select({ n: count() })
      .from(commissions)
      .where(eq(commissions.expertId, expertId(RAHUL_MOBILE))),
  );
  if (await rahulHasCommissions) {
    result.skipped.push('expert desk');
    result.follow_ups_redated = await db.transaction((tx) =>
      redateDemoFollowUps(tx, today, clientNames()),
    );
    await redateExpiringMandate(db, today);
  } else {
    record(
      await db.transaction(async (tx) => {
        const { rows, market } = await rahulBook(tx);
        const statements = monthlyCommissions(rows.histories, market.histories, COMMISSION_MONTHS);
        const desk = await seedDesk(tx, { today, names: clientNames(), commissions: statements });
        const carts = await seedCarts(tx, new Date(`${market.latestNavDate}T16:00:00+05:30`));
        return { ...desk, ...carts };
      }),
    );
  }

  const fds = await db.transaction((tx) => seedFds(tx));
  if (fds.fd_products > 0) record(fds);

  const employees = await seedEmployees(db);
  if (employees.expert_employees > 0) record(employees);

  if (await contentSeeded(db)) result.skipped.push('content');
  else {
    const likers = [
      ASHA_MOBILE,
      VIKRAM_MOBILE,
      ...Array.from({ length: 24 }, (_, i) => String(RAHUL_CLIENT_OPTIONS.mobileBase + i)),
    ];
    record(await db.transaction((tx) => seedContent(tx, likers, today)));
  }
  return result;
}

export interface SeedIfEmptyResult {
  seeded: boolean;
  market?: Awaited<ReturnType<typeof seedMarketData>>;
  demo?: SeedDemoResult;
}

export async function fundCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(funds);
  return row?.n ?? 0;
}

/** First start of `npm run demo`: loads the AMFI data when no funds are present, then the demo, if no user exists yet. */
export async function seedIfEmpty(
  db: Db,
  options: SeedDemoOptions = {},
): Promise<SeedIfEmptyResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    // A demo database kept from an earlier day: its demo clients' birthdays move into this week again, so the
    // Pro Zone has cards to show whenever the demo starts (demo people only; nothing else changes).
    const today = typeof options.today === 'string' ? options.today : indiaDate(options.today ?? new Date());
    await db.transaction((tx) => redateDemoBirthdays(tx, today));
    return { seeded: false };
  }
  const market = (await fundCount(db)) === 0 ? await seedMarketData(db) : undefined;
  return { seeded: true, market, demo: await seedDemo(db, options) };
}

/** The demo logins, for messages printed after seeding. */
export const DEMO_LOGINS = [
  { mobile: ASHA_MOBILE, who: 'investor Asha Verma (KYC verified, portfolio)' },
  { mobile: VIKRAM_MOBILE, who: 'investor Vikram Rao (KYC not started)' },
  { mobile: RAHUL_MOBILE, who: 'expert Rahul Mehta (ARN validated, 25 clients)' },
  { mobile: DEMO_EXPERTS[1].mobile, who: 'expert Neha Iyer (ARN pending)' },
];

/** Directory listings nobody has taken over: an advisor may claim them from the expert directory. */
export const DEMO_CLAIMABLE = DEMO_EXPERTS.filter((e) => e.claimable && e.arn);

/** What the seed prints when it is done: the demo logins, then the listing to try the expert claim on. */
export function demoSummaryLines(): string[] {
  return [
    'Demo logins (OTP from the dev outbox):',
    ...DEMO_LOGINS.map((login) => `  ${login.mobile}  ${login.who}`),
    ...DEMO_CLAIMABLE.map(
      (e) =>
        `Claimable listing: ARN ${e.arn} (${e.name}, ${localityByPincode(e.pincode).city}): ` +
        "on /experts press 'Is this you? Claim this profile' and sign up with a new mobile number",
    ),
  ];
}
