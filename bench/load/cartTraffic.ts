// The cart part of a simulated investor: adds a SIP or a lumpsum to their purchase cart through the web origin
// (POST /api/py/cart/v1/cashier/, the call the fund page's "Add to cart" makes, with the session cookie and the
// anti-forgery pair), one fresh client_ref per click, and now and then sends the same click again as a browser retry
// would (the same item must come back). Every acknowledged add is kept, with the item id the backend answered.
import { randomUUID } from 'node:crypto';
import type { CartAck } from './cartCheck';
import type { Investor, Recorder } from './traffic';
import { WEB } from './servers';

/**
 * Open-ended regular growth schemes of the seed (server/db/seed/clients.ts CLIENT_SCHEMES and the e2e journey's
 * lumpsum fund) that take SIPs, so not the two liquid funds 112210 and 103225; 100175 is an ELSS (₹500 multiples).
 * Any investor with KYC verified may buy them, held or not.
 */
export const CART_SCHEMES = [122640, 100119, 104685, 109830, 107578, 101065, 100175];
/** Rupees, above every scheme's first-purchase minimum (₹1,000; ₹500 and multiples of ₹500 for an ELSS). */
const LUMPSUM_RUPEES = [2000, 5000, 10_000, 25_000];
/** Rupees, above the SIP minimum (₹100; ₹500 for an ELSS). */
const SIP_RUPEES = [1000, 2000, 5000];
const SIP_INSTALMENTS = [12, 24, 36];
/** How often an add is sent twice with one client_ref (a double click or a retried request). */
const RETRY_SHARE = 0.1;

const CASHIER = `${WEB}/api/py/cart/v1/cashier`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

function post(body: unknown, headers: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    // The web app answers /api/…/cashier/ with a 308 to the path without its slash; the browser follows it (POST
    // and body kept), then the rewrite reaches the backend. A write answered 3xx in the end is no acknowledgement.
    redirect: 'follow',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

type CartType = 'purchase_sip' | 'purchase_lumpsum';

/** The item the fund page's form sends; a SIP names its day and lets the backend pick the first date (docs/CART.md). */
function newItem(cartType: CartType) {
  const scheme_code = pick(CART_SCHEMES);
  const client_ref = randomUUID();
  if (cartType === 'purchase_lumpsum')
    return { scheme_code, amount_paise: pick(LUMPSUM_RUPEES) * 100, client_ref };
  return {
    scheme_code,
    amount_paise: pick(SIP_RUPEES) * 100,
    sip_day: 1 + Math.floor(Math.random() * 28),
    sip_frequency: 'monthly' as const,
    sip_installments: pick(SIP_INSTALMENTS),
    client_ref,
  };
}

interface AddAnswer {
  data?: {
    item_ids?: string[];
    cart?: { id: string; count: number; total_amount: number; items: { amount: number }[] };
  };
}

/** One "Add to cart" click (and maybe its retry); the acknowledged item goes to rec.acks. */
export async function addToCart(rec: Recorder, who: Investor): Promise<void> {
  const cartType: CartType = Math.random() < 0.5 ? 'purchase_sip' : 'purchase_lumpsum';
  const item = newItem(cartType);
  const body = { user_id: who.userId, cart_type: cartType, items: [item] };
  const sent = async (kind: string): Promise<string | undefined> => {
    const res = await rec.request(kind, CASHIER, post(body, who.headers));
    if (res && res.status < 400 && !res.ok)
      rec.cartAnomalies.push(
        `${who.mobile} ${kind}: answered ${res.status}, neither added nor refused`,
      );
    // A refusal names its rule: a chosen scheme, amount or SIP day the market rules turn down is the bench's bug.
    if (res && res.status >= 400 && res.status < 500)
      rec.cartAnomalies.push(
        `${who.mobile} ${kind} ${JSON.stringify(item)}: ${res.status} ${(await res.text()).slice(0, 200)}`,
      );
    if (!res?.ok) return undefined;
    const answer = (await res.json()) as AddAnswer;
    const cart = answer.data?.cart;
    // The answer's own cart must add up: a count or total that disagrees with its items is a broken read.
    if (
      cart &&
      (cart.count !== cart.items.length ||
        cart.total_amount !== cart.items.reduce((n, i) => n + i.amount, 0))
    )
      rec.cartAnomalies.push(
        `${who.mobile} ${kind}: cart ${cart.id} says ${cart.count} items, ₹${cart.total_amount / 100}, its items disagree`,
      );
    const id = answer.data?.item_ids?.[0];
    if (!id) rec.cartAnomalies.push(`${who.mobile} ${kind}: ${res.status} without an item id`);
    return id;
  };
  const id = await sent(`write cart add (${cartType === 'purchase_sip' ? 'SIP' : 'lumpsum'})`);
  if (id) rec.acks.push(ackOf(who, cartType, item, id));
  if (Math.random() >= RETRY_SHARE) return;
  const again = await sent('write cart add (same client_ref again)');
  if (!again) return;
  // The retry of an acknowledged add must name the same item; a retry of an unanswered one may be its first success.
  if (id && again !== id)
    rec.cartAnomalies.push(
      `${who.mobile}: client_ref ${item.client_ref} answered item ${id}, then ${again}`,
    );
  if (!id) rec.acks.push(ackOf(who, cartType, item, again));
}

function ackOf(
  who: Investor,
  cartType: CartType,
  item: ReturnType<typeof newItem>,
  itemId: string,
): CartAck {
  return {
    kind: 'cart add',
    mobile: who.mobile,
    userId: who.userId,
    cartType,
    itemId,
    clientRef: item.client_ref,
    schemeCode: item.scheme_code,
    amountPaise: item.amount_paise,
  };
}

/** Clears the investor's purchase carts before the load (each run starts with empty carts, as bench:cart does). */
export async function clearPurchaseCarts(who: Investor): Promise<void> {
  const res = await fetch(
    `${WEB}/api/node/cart/deleteCartsByCartType`,
    post({ user_id: who.userId, cart_type: 'purchase' }, who.headers),
  );
  if (!res.ok)
    throw new Error(`clearing ${who.mobile}'s purchase carts: ${res.status} ${await res.text()}`);
}

/** What the investor's cart screen shows after the load: count and total of each open purchase cart. */
export type CartScreen = Record<string, { count: number; total_paise: number }>;

export async function readCartScreen(who: Investor): Promise<CartScreen> {
  const res = await fetch(`${CASHIER}/get_all_carts/${who.userId}/null`, {
    headers: who.headers,
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`get_all_carts ${who.mobile}: ${res.status} ${await res.text()}`);
  const all =
    (
      (await res.json()) as {
        data: { data: Record<string, { count: number; total_amount: number }> };
      }
    ).data.data ?? {};
  const screen: CartScreen = {};
  for (const [type, cart] of Object.entries(all))
    screen[type] = { count: cart.count, total_paise: cart.total_amount };
  return screen;
}
