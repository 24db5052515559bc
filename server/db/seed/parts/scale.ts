/**
 * The scale seed: one expert with N generated clients, each with KYC, folios, SIPs and a few months of
 * transactions, for benchmarks. Rows go in by batches; running it again with a larger N adds only the
 * missing clients (client #i is always the same person), and with the same N does nothing.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  bankAccounts,
  expertClients,
  experts,
  kycRecords,
  kycSteps,
  users,
} from '@/server/db/schema';
import { insertInBatches } from '../batch';
import { CLIENT_SCHEMES, SCALE_CLIENT_OPTIONS, generateClient } from '../clients';
import { expertId, stableId, userId } from '../ids';
import { loadMarketView } from './market';
import { seedSealer } from './kyc';
import { DEMO_PROFILE, type SeedPeopleOptions, clientRows } from './people';
import { addInvestorRows, emptyPortfolioRows, insertPortfolioRows } from './portfolios';

export const SCALE_EXPERT_MOBILE = '9000000199';
/** Clients generated and inserted together; bounds memory for very large N. */
const CLIENTS_PER_ROUND = 1000;

async function ensureScaleExpert(db: Db): Promise<void> {
  const uid = userId(SCALE_EXPERT_MOBILE);
  const created = new Date('2026-01-05T09:00:00+05:30');
  await db
    .insert(users)
    .values({
      id: uid,
      mobileNo: SCALE_EXPERT_MOBILE,
      name: 'Scale Test Expert',
      email: 'scale.test.expert@example.com',
      city: 'Gurgaon',
      roles: ['expert'],
      profile: { ...DEMO_PROFILE, scale_test: true },
      stage: 3,
      createdAt: created,
    })
    .onConflictDoNothing();
  await db
    .insert(experts)
    .values({
      id: expertId(SCALE_EXPERT_MOBILE),
      userId: uid,
      expertCode: 'ZFX0199',
      arn: '990199',
      arnStatus: 'validated',
      arnValidTill: '2028-05-29',
      stage: 4,
      profileStatus: 'completed',
      capabilities: ['sip', 'lumpsum', 'redemption', 'switch', 'stp', 'swp'],
      supportedLanguages: ['en', 'hi'],
      products: ['mutual-funds'],
      transactionAllowed: true,
      experience: 10,
      about: 'Synthetic expert for load tests (demo data, not a real person).',
      address: 'Sector 14, Gurgaon 122001',
      pincode: '122001',
      lat: '28.469500',
      lng: '77.043600',
      createdAt: created,
    })
    .onConflictDoNothing();
}

export interface ScaleResult {
  clients_before: number;
  clients_added: number;
  rows: Record<string, number>;
}

export async function seedScale(
  db: Db,
  n: number,
  options: SeedPeopleOptions = {},
): Promise<ScaleResult> {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`--scale needs a whole number of clients, got ${n}`);
  const market = await loadMarketView(db, CLIENT_SCHEMES);
  const sealer = seedSealer(options.dataSecret);
  return db.transaction(async (tx) => {
    await ensureScaleExpert(tx);
    const eid = expertId(SCALE_EXPERT_MOBILE);
    const [{ have }] = await tx
      .select({ have: count() })
      .from(expertClients)
      .where(eq(expertClients.expertId, eid));
    const totals: Record<string, number> = {};
    const add = (counts: Record<string, number>) =>
      Object.entries(counts).forEach(([k, v]) => (totals[k] = (totals[k] ?? 0) + v));
    for (let start = have; start < n; start += CLIENTS_PER_ROUND) {
      const end = Math.min(n, start + CLIENTS_PER_ROUND);
      const generated = Array.from({ length: end - start }, (_, i) =>
        generateClient(start + i, SCALE_CLIENT_OPTIONS),
      );
      const rows = generated.map((c, i) =>
        clientRows(c, new Date(Date.UTC(2025, 0, 1) + (start + i) * 60_000), sealer),
      );
      await insertInBatches(
        tx,
        users,
        rows.map((r) => r.user),
      );
      await insertInBatches(
        tx,
        kycRecords,
        rows.flatMap((r) => (r.kyc ? [r.kyc] : [])),
      );
      await insertInBatches(
        tx,
        kycSteps,
        rows.flatMap((r) => r.steps),
      );
      await insertInBatches(
        tx,
        bankAccounts,
        rows.flatMap((r) => (r.bank ? [r.bank] : [])),
      );
      await insertInBatches(
        tx,
        expertClients,
        rows.map((r) => ({
          id: stableId(`expert-client:${SCALE_EXPERT_MOBILE}:${r.user.mobileNo}`),
          expertId: eid,
          userId: r.user.id,
          createdAt: r.user.createdAt,
        })),
      );
      const portfolio = emptyPortfolioRows();
      for (const c of generated)
        addInvestorRows(
          portfolio,
          { mobile: c.mobile, expertMobile: SCALE_EXPERT_MOBILE, folios: c.folios },
          market,
        );
      add({
        users: rows.length,
        kyc_records: rows.filter((r) => r.kyc).length,
        bank_accounts: rows.filter((r) => r.bank).length,
        ...(await insertPortfolioRows(tx, portfolio)),
      });
    }
    await tx
      .update(experts)
      .set({ clientsCount: sql`greatest(${experts.clientsCount}, ${n})` })
      .where(eq(experts.id, eid));
    return { clients_before: have, clients_added: Math.max(0, n - have), rows: totals };
  });
}
