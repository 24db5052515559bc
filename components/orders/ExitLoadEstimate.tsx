import Amount from '@/components/ui/Amount';
import { toDay, toIsoDate } from '@/utils/dates/calendar';
import { exitLoadOf, unitsFreeOfLoad } from '@/utils/orders/exitLoad';
import { rupeesFromText, unitsSchema } from '@/utils/validation/cart';
import { unitsForAmount, unitsToScaled } from '@/utils/portfolio/decimal';
import { formatDay, formatUnits } from '@/utils/portfolio/display';
import type { FolioFacts } from './folioFacts';
import type { FolioOrderValues } from './folioOrder';
import styles from './Orders.module.scss';

/** The units the order as typed would sell (never more than held), or null while it says no amount yet. */
function unitsOf(values: FolioOrderValues, facts: FolioFacts, nav: string): string | null {
  if (values.by === 'all') return facts.unitsHeld;
  let units: string | null = null;
  if (values.by === 'units' && unitsSchema.safeParse(values.units.trim()).success) units = values.units.trim();
  if (values.by === 'amount') {
    const { rupees } = rupeesFromText(values.amount);
    if (rupees !== undefined) units = unitsForAmount(rupees * 100, nav);
  }
  if (units === null) return null;
  return unitsToScaled(units) > unitsToScaled(facts.unitsHeld) ? facts.unitsHeld : units;
}

/**
 * The exit load the order as typed would pay at today's NAV, worked out lot by lot as the fund house will
 * (utils/orders/exitLoad.ts), before the person adds it to the cart. The NAV of the day it is processed decides.
 */
export default function ExitLoadEstimate({ facts, values, today = new Date() }: { facts: FolioFacts; values: FolioOrderValues; today?: Date }) {
  const { rules, nav } = facts;
  if (rules.exitLoadPercent === 0 || !nav || facts.lots.length === 0) return null;
  const date = toIsoDate(toDay(today));
  const free = unitsFreeOfLoad(facts.lots, date, rules);
  const units = unitsOf(values, facts, nav);
  const load = units === null ? null : exitLoadOf(facts.lots, units, nav, date, rules);
  return (
    <p className={styles.note} role="status" aria-label="Exit load estimate">
      {formatUnits(free)} of your units can be redeemed today without exit load.{' '}
      {load && load.loadPaise > 0 && (
        <>
          <strong>
            Estimated exit load: <Amount paise={load.loadPaise} />
          </strong>{' '}
          ({rules.exitLoadPercent}% of the value of {formatUnits(load.unitsInLoad)} units bought within the last {rules.exitLoadDays} days;
          all of them are free from {formatDay(load.freeFrom!)}).
        </>
      )}
      {load && load.loadPaise === 0 && <>No exit load on this order.</>}
    </p>
  );
}
