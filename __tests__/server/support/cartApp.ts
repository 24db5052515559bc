// The cart backend tests' set-up: the demo seeded in full and its people logged in (portfolioApp.ts), with calls to
// the python cashier routes and the node cart routes as a session.
import { randomUUID } from 'node:crypto';
import { call, type Session } from './loginApp';
import { as } from './kycApp';
import type { TestApp } from './testApp';

export { ASHA_ID, VIKRAM_ID, createPortfolioPeople as createCartPeople, type PortfolioPeople as CartPeople } from './portfolioApp';

/** Schemes of the demo market data: Asha holds the first five; she holds neither of the last two. */
export const SCHEMES = {
  ppfasFlexi: 122640,
  hdfcBalanced: 100119,
  quantSmallCap: 100177,
  quantElss: 100175,
  axisLiquid: 112210,
  notHeld: 109830,
  notHeldToo: 101065,
} as const;
export const FOLIOS = { ppfas: '91042317/52', hdfc: '18823564/09', quant: '30125987', axis: '910104583312' } as const;

export const py = (t: TestApp, s: Session | null, method: string, path: string, body?: unknown) =>
  call(t, method, `/py/cart/v1/cashier${path}`, body, s ? as(s) : {});

export const node = (t: TestApp, s: Session | null, method: string, path: string, body?: unknown) =>
  call(t, method, `/node/cart${path}`, body, s ? as(s) : {});

export const ref = () => randomUUID();

/** A lumpsum purchase body for POST /py/cart/v1/cashier. */
export function lumpsum(userId: string, schemeCode: number, rupees: number, clientRef = ref()) {
  return { user_id: userId, cart_type: 'purchase_lumpsum', items: [{ scheme_code: schemeCode, amount_paise: rupees * 100, client_ref: clientRef }] };
}

export function sip(userId: string, schemeCode: number, rupees: number, day = 10) {
  return {
    user_id: userId,
    cart_type: 'purchase_sip',
    items: [{ scheme_code: schemeCode, amount_paise: rupees * 100, sip_day: day, sip_installments: 12, client_ref: ref() }],
  };
}
