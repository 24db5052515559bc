/**
 * Rahul Mehta's relationship-management data: monthly commissions by AMC, follow-ups (today's included),
 * notes, leads, and the disposition options with a few recorded dispositions.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  commissions,
  dispositionOptions,
  dispositions,
  followUps,
  leads,
  mandates,
  notes,
} from '@/server/db/schema';
import { insertInBatches } from '../batch';
import { DEMO_TRAIL_BPS, type MonthlyCommission } from '../commissions';
import {
  DISPOSITION_OPTIONS,
  RAHUL_FOLLOW_UPS,
  RAHUL_LEADS,
  RAHUL_NOTES,
  type DemoFollowUp,
} from '../content/expertDesk';
import { RAHUL_MOBILE } from '../content/experts';
import { LOCALITIES } from '../content/places';
import { expertId, stableId, userId } from '../ids';
import { expiringMandateRow } from './deskMandate';

/** 'YYYY-MM-DD' of a date in India (IST has no daylight saving: a fixed +05:30). */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '03:00PM-03:30PM' on a date -> the slot's start as an instant in Asia/Kolkata. */
export function slotStart(date: string, slot: string): Date {
  const match = /^(\d{1,2}):(\d{2})(AM|PM)-/.exec(slot);
  if (!match) throw new RangeError(`not a time slot: '${slot}'`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return new Date(`${date}T${String(hour).padStart(2, '0')}:${match[2]}:00+05:30`);
}

export function followUpRow(
  f: DemoFollowUp,
  index: number,
  today: string,
  names: ReadonlyMap<string, string>,
) {
  const date = addDays(today, f.dayOffset);
  return {
    id: stableId(`follow-up:${RAHUL_MOBILE}:${index}`),
    expertId: expertId(RAHUL_MOBILE),
    userId: userId(f.clientMobile),
    name: names.get(f.clientMobile) ?? f.clientMobile,
    contact: f.clientMobile,
    category: 'followup',
    followUpDate: date,
    timeSlot: f.timeSlot,
    startsAt: slotStart(date, f.timeSlot),
    // Past follow-ups were reminded already; today's and later ones wait for the reminder check.
    notified: f.dayOffset < 0,
    remarks: `${f.purpose} (demo)`,
  };
}

export async function seedDesk(
  db: Db,
  input: { today: string; names: ReadonlyMap<string, string>; commissions: MonthlyCommission[] },
): Promise<Record<string, number>> {
  const eid = expertId(RAHUL_MOBILE);
  const lastMonth = input.commissions[input.commissions.length - 1]?.month;
  const commissionRows = input.commissions.map((c) => {
    const [y, m] = c.month.split('-').map(Number);
    const paid = c.month !== lastMonth; // the latest month is accrued, earlier ones were paid on the 10th after
    return {
      id: stableId(`commission:${RAHUL_MOBILE}:${c.month}:${c.fundHouse}`),
      expertId: eid,
      amc: c.fundHouse,
      period: `${c.month}-01`,
      commissionType: 'trail' as const,
      aumPaise: c.aumPaise,
      rateBps: DEMO_TRAIL_BPS[c.fundHouse] ?? null,
      amountPaise: c.commissionPaise,
      status: paid ? ('paid' as const) : ('accrued' as const),
      paidAt: paid ? new Date(Date.UTC(m === 12 ? y + 1 : y, m % 12, 10, 6, 30)) : null,
      createdAt: new Date(Date.UTC(y, m - 1, 28)),
    };
  });
  await insertInBatches(db, commissions, commissionRows);

  await db
    .insert(dispositionOptions)
    .values(
      DISPOSITION_OPTIONS.map((o, i) => ({
        id: stableId(`disposition-option:${o.value}`),
        code: o.value,
        label: o.label,
        category: 'followup',
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
  const followUpRows = RAHUL_FOLLOW_UPS.map((f, i) => followUpRow(f, i, input.today, input.names));
  await insertInBatches(db, followUps, followUpRows);
  const dispositionRows = RAHUL_FOLLOW_UPS.flatMap((f, i) =>
    f.disposition
      ? [
          {
            id: stableId(`disposition:${RAHUL_MOBILE}:${i}`),
            expertId: eid,
            userId: userId(f.clientMobile),
            followUpId: followUpRows[i].id,
            optionCode: f.disposition,
            remarks: `${f.purpose} (demo)`,
          },
        ]
      : [],
  );
  await insertInBatches(db, dispositions, dispositionRows);

  await insertInBatches(
    db,
    notes,
    RAHUL_NOTES.map((n, i) => ({
      id: stableId(`note:${RAHUL_MOBILE}:${i}`),
      expertId: eid,
      userId: userId(n.clientMobile),
      title: 'Client note',
      body: n.text,
      createdAt: new Date(Date.UTC(2025, 10, 1 + i, 6)),
    })),
  );
  await insertInBatches(
    db,
    leads,
    RAHUL_LEADS.map((l, i) => ({
      id: stableId(`lead:${l.mobile}`),
      expertId: eid,
      name: l.name,
      mobileNo: l.mobile,
      product: l.product,
      source: l.source,
      city: l.city,
      pincode: LOCALITIES.find((p) => p.city === l.city)?.pincode ?? null,
      status: l.status,
      data: { is_demo: true },
      createdAt: new Date(Date.UTC(2026, 7, 1 + i * 3, 6)),
    })),
  );
  await db.insert(mandates).values(expiringMandateRow(input.today));
  return {
    mandates: 1,
    commissions: commissionRows.length,
    follow_ups: followUpRows.length,
    dispositions: dispositionRows.length,
    notes: RAHUL_NOTES.length,
    leads: RAHUL_LEADS.length,
    disposition_options: DISPOSITION_OPTIONS.length,
  };
}

/**
 * Moves the demo follow-ups so that the ones meant for "today" fall on `today` again (a demo started days
 * after seeding would otherwise show no follow-ups for today). Only the seed's own rows move.
 */
export async function redateDemoFollowUps(
  db: Db,
  today: string,
  names: ReadonlyMap<string, string>,
): Promise<number> {
  const ids = RAHUL_FOLLOW_UPS.map((_, i) => stableId(`follow-up:${RAHUL_MOBILE}:${i}`));
  const todays = await db
    .select({ id: followUps.id })
    .from(followUps)
    .where(and(inArray(followUps.id, ids), eq(followUps.followUpDate, today)));
  if (todays.length > 0) return 0;
  let moved = 0;
  for (const [i, f] of RAHUL_FOLLOW_UPS.entries()) {
    const row = followUpRow(f, i, today, names);
    const updated = await db
      .update(followUps)
      .set({
        followUpDate: row.followUpDate,
        startsAt: row.startsAt,
        notified: row.notified,
        notifiedAt: null,
      })
      .where(eq(followUps.id, row.id))
      .returning({ id: followUps.id });
    moved += updated.length;
  }
  return moved;
}
