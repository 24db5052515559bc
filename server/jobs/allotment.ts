// Allotting an order at the fund house: units at the NAV of its NAV date (or the latest NAV before it), written as
// transactions, the folio made for a first purchase at a fund house, holdings recomputed FIFO, and a SIP order's
// SIP made active. Purchases pay stamp duty of 0.005 % of the amount (Indian Stamp Act, from 1 July 2020); sales
// within the scheme's exit-load period leave the load with the fund house (utils/orders/exitLoad.ts).
import { eq } from 'drizzle-orm';
import { exitLoadOf } from '../../utils/orders/exitLoad';
import { lastInstalmentDate } from '../../utils/orders/sipSchedule';
import { divRound, unitsForAmount, unitsToScaled, valueInPaise } from '../../utils/portfolio/decimal';
import { orders, sips, transactions, type TransactionType } from '../db/schema';
import type { Tx } from '../services/node/orders/orders.deps';
import type { OrderRow } from '../services/node/orders/orders.view';
import { type FolioRow, ensureFolio, folioByNo, fundHouseOf, navOn, openLots, recomputeHolding, rulesOfScheme, unitsHeld } from './allotment.repo';

export class AllotmentError extends Error {}

const STAMP_DUTY_PER_100K = 5n;

interface Leg {
  folio: FolioRow;
  schemeCode: number;
  type: TransactionType;
  date: string;
  nav: string;
  units: string;
  amountPaise: number;
  stampDutyPaise?: number;
  exitLoadPaise?: number;
  navCarriedFrom?: string | null;
}

async function writeLeg(tx: Tx, order: OrderRow, leg: Leg): Promise<void> {
  await tx.insert(transactions).values({
    userId: order.userId,
    expertId: order.expertId,
    folioId: leg.folio.id,
    orderId: order.id,
    schemeCode: leg.schemeCode,
    txnType: leg.type,
    txnDate: leg.date,
    nav: leg.nav,
    navCarriedFrom: leg.navCarriedFrom ?? null,
    units: leg.units,
    amountPaise: leg.amountPaise,
    stampDutyPaise: leg.stampDutyPaise ?? 0,
    exitLoadPaise: leg.exitLoadPaise ?? 0,
  });
  await recomputeHolding(tx, leg.folio, leg.schemeCode);
}

/**
 * The price of the order's NAV date. A transaction is never dated before its order: it carries the order's NAV date
 * even when the market data has no NAV for that day yet (the demo's data ends on its last import), in which case the
 * sandbox fund house takes the latest NAV before it and says which day's it was (`carriedFrom`).
 */
async function nav(tx: Tx, schemeCode: number, date: string): Promise<{ nav: string; date: string; carriedFrom: string | null }> {
  const found = await navOn(tx, schemeCode, date);
  if (!found) throw new AllotmentError('The fund house has no NAV for this scheme yet');
  return { nav: found.nav, date, carriedFrom: found.date < date ? found.date : null };
}

function addMonth(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

async function buy(tx: Tx, order: OrderRow, navDate: string) {
  const amc = await fundHouseOf(tx, order.schemeCode);
  if (!amc) throw new AllotmentError('This scheme is not in the market data');
  const folio = await ensureFolio(tx, order, amc);
  const price = await nav(tx, order.schemeCode, navDate);
  const amount = order.amountPaise ?? 0;
  const stamp = Number(divRound(BigInt(amount) * STAMP_DUTY_PER_100K, 100_000n));
  const units = unitsForAmount(amount - stamp, price.nav);
  const type = order.orderType === 'sip' ? 'sip' : 'purchase';
  await writeLeg(tx, order, { folio, schemeCode: order.schemeCode, type, date: price.date, nav: price.nav, navCarriedFrom: price.carriedFrom, units, amountPaise: amount - stamp, stampDutyPaise: stamp });
  let sipId: string | null = null;
  // A later instalment (server/jobs/instalments.ts) names its SIP already; only the first order registers one.
  if (order.orderType === 'sip' && !order.sipId) {
    const terms = order.extra as { sip_day?: number; sip_start_date?: string; sip_installments?: number; step_up_amount_paise?: number | null; step_up_percent?: string | null };
    const start = terms.sip_start_date ?? navDate;
    const day = terms.sip_day ?? Number(start.slice(8, 10));
    const [sip] = await tx
      .insert(sips)
      .values({
        userId: order.userId,
        expertId: order.expertId,
        folioId: folio.id,
        schemeCode: order.schemeCode,
        amountPaise: amount,
        day,
        startDate: start,
        // The date of its last instalment, when the investor chose how many: the instalment step ends it there.
        endDate: terms.sip_installments ? lastInstalmentDate(start, terms.sip_installments, day) : null,
        nextDueDate: addMonth(start),
        status: 'active',
        stepUpAmountPaise: terms.step_up_amount_paise ?? null,
        stepUpPercent: terms.step_up_percent ?? null,
        stepUpFrequency: terms.step_up_amount_paise || terms.step_up_percent ? 'yearly' : null,
        mandateId: order.mandateId,
      })
      .returning({ id: sips.id });
    sipId = sip.id;
  }
  return { folio, navUsed: price, units, amountPaise: amount, sipId };
}

/**
 * The source leg of a redemption, switch, STP or SWP: by amount, units or all units. An amount is the sale's value
 * (units × NAV); any exit load comes out of it, and what is left is paid out or moved (`netPaise`).
 */
async function sell(tx: Tx, order: OrderRow, navDate: string, type: TransactionType) {
  const folio = order.folioNo ? await folioByNo(tx, order.userId, order.folioNo) : undefined;
  if (!folio) throw new AllotmentError('The folio of this order was not found');
  const price = await nav(tx, order.schemeCode, navDate);
  const held = await unitsHeld(tx, folio.id, order.schemeCode);
  const units = order.allUnits ? held : (order.units ?? unitsForAmount(order.amountPaise ?? 0, price.nav));
  if (unitsToScaled(units) <= 0n || unitsToScaled(units) > unitsToScaled(held)) {
    throw new AllotmentError(`You can redeem at most ${held} units from this folio`);
  }
  const amountPaise = order.amountPaise && !order.allUnits && !order.units ? order.amountPaise : valueInPaise(units, price.nav);
  const load = exitLoadOf(await openLots(tx, folio.id, order.schemeCode), units, price.nav, price.date, await rulesOfScheme(tx, order.schemeCode));
  const exitLoadPaise = Math.min(load.loadPaise, amountPaise);
  await writeLeg(tx, order, { folio, schemeCode: order.schemeCode, type, date: price.date, nav: price.nav, navCarriedFrom: price.carriedFrom, units, amountPaise, exitLoadPaise });
  return { folio, navUsed: price, units, amountPaise, exitLoadPaise, unitsInLoad: load.unitsInLoad };
}

const SELL_TYPE = { redemption: 'redemption', switch: 'switch_out', stp: 'stp_out', swp: 'swp' } as const;
const BUY_TYPE = { switch: 'switch_in', stp: 'stp_in' } as const;

/** Allots one order; throws AllotmentError with the reason when it cannot be. */
export async function allotOrder(tx: Tx, order: OrderRow): Promise<void> {
  const navDate = order.expectedNavDate!;
  const extra: Record<string, unknown> = { ...order.extra };
  let result: { folio: FolioRow; navUsed: { nav: string; date: string; carriedFrom: string | null }; units: string; amountPaise: number };
  let sipId = order.sipId;
  if (order.orderType === 'purchase' || order.orderType === 'sip') {
    const bought = await buy(tx, order, navDate);
    result = bought;
    sipId = bought.sipId ?? sipId;
  } else {
    const sold = await sell(tx, order, navDate, SELL_TYPE[order.orderType]);
    result = sold;
    if (sold.exitLoadPaise > 0) Object.assign(extra, { exit_load_paise: sold.exitLoadPaise, exit_load_units: sold.unitsInLoad });
    const netPaise = sold.amountPaise - sold.exitLoadPaise;
    if (order.orderType === 'switch' || order.orderType === 'stp') {
      if (!order.targetSchemeCode) throw new AllotmentError('The fund to move into is missing');
      const price = await nav(tx, order.targetSchemeCode, navDate);
      const units = unitsForAmount(netPaise, price.nav);
      await writeLeg(tx, order, { folio: result.folio, schemeCode: order.targetSchemeCode, type: BUY_TYPE[order.orderType], date: price.date, nav: price.nav, navCarriedFrom: price.carriedFrom, units, amountPaise: netPaise });
      Object.assign(extra, { target_nav: price.nav, target_nav_date: price.date, target_nav_carried_from: price.carriedFrom, target_units: units });
    }
  }
  if (result.navUsed.carriedFrom) Object.assign(extra, { nav_carried_from: result.navUsed.carriedFrom });
  await tx
    .update(orders)
    .set({
      status: 'completed',
      navDate: result.navUsed.date,
      nav: result.navUsed.nav,
      units: result.units,
      amountPaise: result.amountPaise,
      folioNo: result.folio.folioNo,
      sipId,
      extra,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
}
