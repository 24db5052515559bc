/**
 * Folios, holdings, transactions, SIPs and completed orders of demo investors, from their investment
 * plans priced at the real NAVs of the market data. Holdings are derived from the booked transactions,
 * so a holding's units always equal the sum of its transactions' units.
 */
import type { Db } from '@/server/db/client';
import { folios, holdings, mandates, orders, sips, transactions } from '@/server/db/schema';
import { SEED_BATCH_ROWS, insertInBatches } from '../batch';
import type { HoldingHistory } from '../commissions';
import type { DemoFolio } from '../content/ashaPortfolio';
import { stableId, expertId as expertIdOf, userId as userIdOf } from '../ids';
import { buildLots } from '@/utils/portfolio/lots';
import { bookTransactions } from '../portfolio';
import { nextSipDate, type MarketView } from './market';
import { asActor } from '@/server/db/actor';
import { numberSeededOrders } from '../orderNumbers';

export interface Investor {
  mobile: string;
  expertMobile: string;
  folios: readonly DemoFolio[];
}

export interface PortfolioRows {
  folios: (typeof folios.$inferInsert)[];
  holdings: (typeof holdings.$inferInsert)[];
  transactions: (typeof transactions.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  sips: (typeof sips.$inferInsert)[];
  /** An active eNACH mandate per active SIP, so that the instalment step debits its later instalments. */
  mandates: (typeof mandates.$inferInsert)[];
  /** Per holding, for the expert's commission maths. */
  histories: HoldingHistory[];
}

export function emptyPortfolioRows(): PortfolioRows {
  return { folios: [], holdings: [], transactions: [], orders: [], sips: [], mandates: [], histories: [] };
}

const PAYMENT_MODE = { purchase: 'netbanking', sip: 'mandate', redemption: null } as const;

/** Indian business hours: an order placed at 10:15 IST on the NAV date. */
function placedAt(date: string): Date {
  return new Date(`${date}T10:15:00+05:30`);
}

export function addInvestorRows(out: PortfolioRows, investor: Investor, market: MarketView): void {
  const uid = userIdOf(investor.mobile);
  const eid = expertIdOf(investor.expertMobile);
  const seenFolios = new Set<string>();
  for (const plan of investor.folios) {
    const history = market.histories.get(plan.schemeCode) ?? [];
    const booked = bookTransactions(plan.plan, history);
    if (booked.length === 0) continue; // first instalment not processed yet: no folio exists at the AMC
    const amc = market.fundHouses.get(plan.schemeCode) ?? 'Unknown fund house';
    const folioId = stableId(`folio:${investor.mobile}:${amc}:${plan.folioNumber}`);
    if (!seenFolios.has(folioId)) {
      // Two schemes of one fund house may share a folio, as they do at the registrar.
      seenFolios.add(folioId);
      out.folios.push({
        id: folioId,
        folioNo: plan.folioNumber,
        userId: uid,
        expertId: eid,
        amc,
        source: 'internal',
        createdAt: placedAt(booked[0].date),
      });
    }
    const last = booked[booked.length - 1];
    out.holdings.push({
      id: stableId(`holding:${folioId}:${plan.schemeCode}`),
      folioId,
      userId: uid,
      schemeCode: plan.schemeCode,
      units: last.balanceUnits,
      // FIFO, as the portfolio calls count cost, so that a listing sorted by this column agrees with them.
      costPaise: buildLots(booked.map((t) => ({ date: t.date, type: t.kind, units: t.units, amountPaise: t.amountPaise })))
        .netCostPaise,
    });
    booked.forEach((t, i) => {
      const label = `txn:${investor.mobile}:${plan.schemeCode}:${i}`;
      const orderId = stableId(`order:${label}`);
      out.orders.push({
        id: orderId,
        orderNo: '', // numbered on insert (numberSeededOrders)
        userId: uid,
        expertId: eid,
        schemeCode: plan.schemeCode,
        folioNo: plan.folioNumber,
        orderType: t.kind,
        amountPaise: t.amountPaise,
        units: t.units,
        status: 'completed',
        paymentMode: PAYMENT_MODE[t.kind],
        navDate: t.date,
        nav: t.nav,
        placedAt: placedAt(t.date),
        createdAt: placedAt(t.date),
      });
      out.transactions.push({
        id: stableId(label),
        userId: uid,
        expertId: eid,
        folioId,
        orderId,
        schemeCode: plan.schemeCode,
        txnType: t.kind,
        txnDate: t.date,
        nav: t.nav,
        units: t.units,
        amountPaise: t.amountPaise,
        createdAt: placedAt(t.date),
      });
    });
    out.histories.push({ schemeCode: plan.schemeCode, fundHouse: amc, txns: booked });
    if (plan.plan.sip) {
      const sip = plan.plan.sip;
      const instalments = booked.filter((t) => t.kind === 'sip');
      const active = plan.sipStatus !== 'cancelled';
      const mandateId = stableId(`mandate:${investor.mobile}:${plan.schemeCode}`);
      out.mandates.push({
        id: mandateId,
        userId: uid,
        mandateType: 'enach',
        // Room for the step-ups of years to come.
        limitPaise: Math.max(1_00_000_00, sip.amountPaise * 3),
        status: active ? 'active' : 'cancelled',
        providerRef: `DEMO-UMRN-${investor.mobile}${String(plan.schemeCode)}`,
        createdAt: placedAt(instalments[0]?.date ?? booked[0].date),
      });
      out.sips.push({
        id: stableId(`sip:${investor.mobile}:${plan.schemeCode}`),
        userId: uid,
        expertId: eid,
        folioId,
        schemeCode: plan.schemeCode,
        amountPaise: sip.amountPaise,
        day: sip.dayOfMonth,
        frequency: 'monthly',
        startDate:
          instalments[0]?.date ?? `${sip.startMonth}-${String(sip.dayOfMonth).padStart(2, '0')}`,
        endDate: active ? null : (instalments[instalments.length - 1]?.date ?? null),
        nextDueDate: active ? nextSipDate(sip.dayOfMonth, market.latestNavDate) : null,
        status: active ? 'active' : 'cancelled',
        stepUpPercent: plan.sipStepUpPercent ?? null,
        stepUpFrequency: plan.sipStepUpPercent ? 'yearly' : null,
        mandateId,
        createdAt: placedAt(instalments[0]?.date ?? booked[0].date),
      });
    }
  }
}

export async function insertPortfolioRows(
  db: Db,
  rows: PortfolioRows,
): Promise<Record<string, number>> {
  await insertInBatches(db, folios, rows.folios);
  await insertInBatches(db, holdings, rows.holdings);
  await numberSeededOrders(db, rows.orders);
  // The demo's investors placed their own orders (the order_events trigger records them so).
  await asActor(db, { kind: 'investor', userId: null }, (tx) =>
    insertInBatches(tx, orders, rows.orders),
  );
  await insertInBatches(db, transactions, rows.transactions);
  await insertInBatches(db, sips, rows.sips);
  // A re-run keeps the mandates it made before (the reset removes SIPs and orders, not mandates).
  for (let i = 0; i < rows.mandates.length; i += SEED_BATCH_ROWS) {
    await db.insert(mandates).values(rows.mandates.slice(i, i + SEED_BATCH_ROWS)).onConflictDoNothing();
  }
  return {
    folios: rows.folios.length,
    holdings: rows.holdings.length,
    transactions: rows.transactions.length,
    orders: rows.orders.length,
    sips: rows.sips.length,
    mandates: rows.mandates.length,
  };
}
