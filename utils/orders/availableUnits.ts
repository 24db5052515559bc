/**
 * Units of a folio still free to sell (issue 31, item 7): those held, less what is already promised to an outflow
 * that has not ended. Pending outflows are the redemptions, switches, STP and SWP orders not completed, failed or
 * cancelled, and the same kinds of items in the investor's open carts (any advisor's, any tab's): two carts must
 * not sell the same units, and a cart item is checked again at checkout against everything else pending.
 * Pure: the backend reads the outflows, this turns them into units.
 */
import { unitsToScaled } from '../portfolio/decimal';

/** One pending outflow from a folio and scheme, as an order or a cart item holds it. */
export interface PendingOutflow {
  /** By units: 4-decimal text. */
  units?: string | null;
  /** By amount (and an STP/SWP instalment): paise, valued at the holding's latest value per unit. */
  amountPaise?: number | null;
  /** 'Redeem all': everything held when it was made. */
  allUnits?: boolean;
}

/** Ten-thousandths of a unit an outflow takes, out of `heldScaled` worth `valuePaise`. */
function scaledOf(outflow: PendingOutflow, heldScaled: bigint, valuePaise: number): bigint {
  if (outflow.allUnits) return heldScaled;
  if (outflow.units) return unitsToScaled(outflow.units);
  if (!outflow.amountPaise || valuePaise <= 0) return 0n;
  // Rounded up: an amount always needs at least the units its value calls for.
  const numerator = BigInt(outflow.amountPaise) * heldScaled;
  const denominator = BigInt(valuePaise);
  return (numerator + denominator - 1n) / denominator;
}

/** Ten-thousandths of a unit the outflows promise, never more than held. */
export function pendingScaled(outflows: readonly PendingOutflow[], heldScaled: bigint, valuePaise: number): bigint {
  const total = outflows.reduce((sum, o) => sum + scaledOf(o, heldScaled, valuePaise), 0n);
  return total > heldScaled ? heldScaled : total;
}
