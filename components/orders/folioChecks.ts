// The scheme's limits checked in the browser before an order goes to the cart, with the same rules and words the
// cart service applies (utils/orders/itemChecks.ts); each message lands under the field it concerns.
import { ITEM_MESSAGES as M, checkCartItem } from '@/utils/orders/itemChecks';
import type { SchemeFacts } from '@/utils/orders/schemeRules';
import type { CartItemInput } from '@/utils/orders/wire';
import type { FolioFacts } from './folioFacts';
import { orderFieldOf, type FolioOrderKind, type OrderErrors, type OrderField } from './folioOrder';


const TARGET_MESSAGES: readonly string[] = [M.crossFundHouse, M.targetMissing, M.sameSchemeSwitch, M.sameSchemeStp];
const DAY_MESSAGES: readonly string[] = [M.sipDay];

/** The field a market-rule message concerns; null for one about the whole order (KYC, all units in lock-in). */
export function fieldOfMessage(message: string, item: CartItemInput): OrderField | null {
  if (TARGET_MESSAGES.includes(message)) return 'target';
  if (DAY_MESSAGES.includes(message) || message.startsWith('The first SIP date')) return 'day';
  if (message.startsWith('A SIP needs at least')) return 'instalments';
  if (/KYC/.test(message) || item.redeem_by === 'all') return null;
  return item.redeem_by === 'units' ? 'units' : 'amount';
}

/**
 * Where a refusal of the cart service goes: schema errors name the field ('items.0.amount_paise'); the market rules
 * come as 'items.0' with the rule's message, placed as the browser's own check would place it.
 */
export function serverFieldOf(item: CartItemInput) {
  return (path: string, message: string): OrderField | null =>
    orderFieldOf(path) ?? (/^items\.\d+$/.test(path) ? fieldOfMessage(message, item) : null);
}

/**
 * Messages for the fields, and those that concern no one field (an all-units redemption in lock-in). KYC is left
 * to the server, which knows the investor's current status.
 */
export function folioItemProblems(
  kind: FolioOrderKind,
  item: CartItemInput,
  facts: FolioFacts,
  target: SchemeFacts | null,
  today: string,
): { fields: OrderErrors; general: string[] } {
  const messages = checkCartItem({
    cartType: kind,
    item,
    scheme: { category: facts.category, name: facts.schemeName, fundHouse: facts.fundHouse },
    holding: {
      holdsScheme: true,
      units: facts.unitsHeld,
      valuePaise: facts.valuePaise,
      lockedUnits: facts.lockIn ? facts.lockIn.units.toFixed(4) : undefined,
      lockInUntil: facts.lockIn?.until ?? null,
    },
    kycStatus: 'verified',
    // Whether the investor already holds the target is the server's to know: the browser checks the laxer
    // additional minimum, so it never refuses what the cart service would take.
    target: target ? { scheme: target, holdsScheme: true } : null,
    today,
  });
  const fields: OrderErrors = {};
  const general: string[] = [];
  for (const message of messages) {
    const field = fieldOfMessage(message, item);
    if (field && !fields[field]) fields[field] = message;
    else general.push(message);
  }
  return { fields, general };
}
