// Seeds the bench's investor: a demo person (not any advisor's client) with five SIPs of 99 months and a lump
// sum each, 500 transactions at the real NAVs. Run by bench/portfolio.ts with DATA_DIR set; safe to run again.
import { eq } from 'drizzle-orm';
import { closeDb, getDbHandle } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { CLIENT_SCHEMES, generateClient } from '@/server/db/seed/clients';
import type { DemoFolio } from '@/server/db/seed/content/ashaPortfolio';
import { userId } from '@/server/db/seed/ids';
import { seedSealer } from '@/server/db/seed/parts/kyc';
import { loadMarketView } from '@/server/db/seed/parts/market';
import { clientRows } from '@/server/db/seed/parts/people';
import { addInvestorRows, emptyPortfolioRows, insertPortfolioRows } from '@/server/db/seed/parts/portfolios';
import { insertInBatches } from '@/server/db/seed/batch';
import { kycRecords } from '@/server/db/schema';

export const BENCH_INVESTOR_MOBILE = '9200000000';
const SCHEMES = CLIENT_SCHEMES.slice(0, 5);

function plans(): DemoFolio[] {
  return SCHEMES.map((schemeCode, i) => ({
    schemeCode,
    folioNumber: `BENCH-${i + 1}`,
    sipStatus: 'active',
    plan: {
      lumpsums: [{ date: '2017-08-16', amountPaise: 25_000_00 }],
      sip: { startMonth: '2017-09', lastMonth: '2025-11', dayOfMonth: 5 + i, amountPaise: 3_000_00 },
    },
  }));
}

async function main() {
  const handle = getDbHandle();
  const db = handle.db;
  const id = userId(BENCH_INVESTOR_MOBILE);
  if ((await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0) {
    console.log('bench investor already seeded');
    return;
  }
  const client = generateClient(0, { mobileBase: Number(BENCH_INVESTOR_MOBILE), series: 'bench-investor', earliestSipMonth: '2025-06', maxFolios: 1 });
  const rows = clientRows({ ...client, name: 'Bench Investor (demo)' }, new Date('2017-08-01T10:00:00+05:30'), seedSealer());
  const market = await loadMarketView(db, SCHEMES);
  const portfolio = emptyPortfolioRows();
  addInvestorRows(portfolio, { mobile: BENCH_INVESTOR_MOBILE, expertMobile: '9000000199', folios: plans() }, market);
  const counts = await db.transaction(async (tx) => {
    await tx.insert(users).values(rows.user);
    if (rows.kyc) await insertInBatches(tx, kycRecords, [rows.kyc]);
    return insertPortfolioRows(tx, portfolio);
  });
  console.log(`bench investor ${BENCH_INVESTOR_MOBILE}: ${counts.transactions} transactions in ${counts.folios} folios`);
}

if (process.argv[1]?.endsWith('investor.ts'))
  main()
    .then(() => closeDb())
    .catch(async (error: Error) => {
      console.error(error);
      await closeDb();
      process.exitCode = 1;
    });
