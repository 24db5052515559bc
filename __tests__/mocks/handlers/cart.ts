// Contract-shaped handlers for the cart calls of docs/CART.md (python cashier under /py, node cart under /node),
// over an in-memory store of open carts per investor. A purchase below ₹1,000 is refused with the contract's 400
// (message and field `errors`), as the backend's scheme checks would. Tests add them with
// serveFeature(cartHandlers, resetCart) and read `cartMock` for what was asked.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { isPurchaseVariant, type CartType } from '@/utils/cart';
import type { SharedCart } from '@/services/cart.api';
import type { AddToCartBody, AllCartsData, CartGroupView } from '@/utils/orders/wire';
import { authed } from '../session';
import { at } from './at';
import { cartGroupFixture, cartItemFixture } from './cartFixtures';

export * from './cartFixtures';

export const MIN_FIRST_PURCHASE_MESSAGE = 'Minimum first investment in this fund is ₹1,000';

export const cartMock = {
  /** Open carts by investor id. */
  carts: {} as Record<string, AllCartsData>,
  /** Each call: method, path, body and the event-type header. */
  calls: [] as { method: string; path: string; body: unknown; eventType: string | null }[],
  /** What GET shareDirectBuyLink answers per token: the shared cart, or a refusal with its status. */
  shared: {} as Record<string, SharedCart | { refusal: string; status: number }>,
};

export function resetCart() {
  cartMock.carts = {};
  cartMock.calls = [];
  cartMock.shared = {};
}

/** Puts carts in the store for an investor. */
export function seedCarts(userId: string, groups: CartGroupView[]) {
  cartMock.carts[userId] = Object.fromEntries(groups.map((g) => [g.cart_type, g]));
}

const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ status: 'success', data }, { status });
const failed = (message: string, status: number, errors?: { path: string; message: string }[]) =>
  HttpResponse.json({ status: 'failed', message, ...(errors ? { errors } : {}) }, { status });

async function record(request: Request, path: string) {
  const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
  cartMock.calls.push({ method: request.method, path, body, eventType: request.headers.get('event-type') });
  return body;
}

const cartsOf = (userId: string) => (cartMock.carts[userId] ??= {});

function regroup(group: CartGroupView): CartGroupView {
  return { ...group, count: group.items.length, total_amount: group.items.reduce((s, i) => s + i.amount, 0) };
}

function add(body: AddToCartBody) {
  const low = body.items.findIndex((i) => isPurchaseVariant(body.cart_type) && (i.amount_paise ?? 0) < 100000);
  if (low >= 0)
    return failed(MIN_FIRST_PURCHASE_MESSAGE, 400, [{ path: `items.${low}`, message: MIN_FIRST_PURCHASE_MESSAGE }]);
  const carts = cartsOf(body.user_id);
  const group = carts[body.cart_type] ?? cartGroupFixture(body.cart_type, []);
  const ids: string[] = [];
  for (const input of body.items) {
    const same = group.items.find((i) => input.client_ref && i.id === `ref-${input.client_ref}`);
    if (same) {
      ids.push(same.id);
      continue;
    }
    const item = cartItemFixture({
      ...(input.client_ref ? { id: `ref-${input.client_ref}` } : {}),
      cart_id: group.id,
      cart_type: body.cart_type,
      createdAt: new Date().toISOString(),
      scheme_code: input.scheme_code,
      amount: input.amount_paise ?? 0,
      sip_day: input.sip_day ?? null,
      sip_start_date: input.sip_start_date ?? null,
      sip_installments: input.sip_installments ?? null,
      step_up_amount_paise: input.step_up_amount_paise ?? null,
      step_up_percent: input.step_up_percent ?? null,
    });
    group.items.push(item);
    ids.push(item.id);
  }
  carts[body.cart_type] = regroup(group);
  return ok({ cart: carts[body.cart_type], item_ids: ids }, 201);
}

export const cartHandlers = [
  http.get(
    at('py', '/cart/v1/cashier/get_all_carts/:userId/:expertId'),
    authed(async ({ request, params }) => {
      await record(request, 'get_all_carts');
      return ok({ data: cartsOf(String(params.userId)) });
    }),
  ),
  http.post(
    at('py', '/cart/v1/cashier'),
    authed(async ({ request }) => add((await record(request, 'add')) as AddToCartBody)),
  ),
  http.post(
    at('node', '/cart/add/cartdetails'),
    authed(async ({ request }) => add((await record(request, 'add/cartdetails')) as AddToCartBody)),
  ),
  http.delete(
    at('node', '/cart/deletedirect'),
    authed(async ({ request }) => {
      const { user_id, item_id } = (await record(request, 'deletedirect')) as { user_id: string; item_id: string };
      const carts = cartsOf(user_id);
      for (const [type, group] of Object.entries(carts) as [CartType, CartGroupView][]) {
        if (!group.items.some((i) => i.id === item_id)) continue;
        const rest = regroup({ ...group, items: group.items.filter((i) => i.id !== item_id) });
        if (rest.count) carts[type] = rest;
        else delete carts[type];
        return ok({ deleted: true, cart_removed: rest.count === 0 });
      }
      return failed('This item is not in the cart', 404);
    }),
  ),
  http.post(
    at('node', '/cart/deleteCartsByCartType'),
    authed(async ({ request }) => {
      const { user_id, cart_type } = (await record(request, 'deleteCartsByCartType')) as { user_id: string; cart_type: CartType };
      const carts = cartsOf(user_id);
      const types: CartType[] = isPurchaseVariant(cart_type) ? ['purchase', 'purchase_sip', 'purchase_lumpsum'] : [cart_type];
      const deleted = types.filter((t) => carts[t]).length;
      types.forEach((t) => delete carts[t]);
      return ok({ deleted });
    }),
  ),
  http.post(
    at('py', '/cart/v1/cashier/get_stepup_recommendation_for_whole_cart'),
    authed(async ({ request }) => {
      const { user_id } = (await record(request, 'recommendations')) as { user_id: string };
      const sip = cartsOf(user_id).purchase_sip?.items ?? [];
      const recommendations = sip.map((i) => ({
        item_id: i.id,
        scheme_name: i.scheme_name,
        amount_paise: i.amount,
        step_up_percent: 10,
        step_up_amount_paise: i.amount / 10,
        corpus_without_paise: 46_46_000_00,
        corpus_with_paise: 69_23_000_00,
        years: 10,
      }));
      return ok({ recommendations });
    }),
  ),
  http.post(
    at('py', '/cart/v1/cashier/bulk_add_stepup'),
    authed(async ({ request }) => {
      const { user_id, items } = (await record(request, 'bulk_add_stepup')) as {
        user_id: string;
        items: { item_id: string; step_up_percent?: number }[];
      };
      const sip = cartsOf(user_id).purchase_sip;
      sip?.items.forEach((i) => {
        const change = items.find((c) => c.item_id === i.id);
        if (change) i.step_up_percent = change.step_up_percent ?? null;
      });
      return ok(cartsOf(user_id));
    }),
  ),
  http.post(
    at('py', '/cart/v1/cashier/link'),
    authed(async ({ request }) => {
      const body = (await record(request, 'link')) as { collection_id?: string };
      return ok({ link: `/cart/summary?cid=${body.collection_id}` });
    }),
  ),
  http.post(
    at('node', '/cart/generatecartlink'),
    authed(async ({ request }) => {
      const body = (await record(request, 'generatecartlink')) as { user_id: string };
      // The backend marks the linked carts sent; the advisor's next read shows them so.
      const carts = cartsOf(body.user_id);
      for (const type of Object.keys(carts) as CartType[]) carts[type] = { ...carts[type]!, status: 'link_sent' };
      return ok({ link: '/cart/summary?token=tok-123', expires_at: '2026-11-26T10:00:00Z', sent_to: 'XXXXXX0001' }, 201);
    }),
  ),
  http.get(
    at('node', '/cart/shareDirectBuyLink'),
    authed(async ({ request }) => {
      await record(request, 'shareDirectBuyLink');
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const answer = cartMock.shared[token];
      if (!answer) return failed('This cart link is not valid', 404);
      return 'refusal' in answer ? failed(answer.refusal, answer.status) : ok(answer);
    }),
  ),
  http.post(
    at('py', '/cart/v1/insurance'),
    authed(() => HttpResponse.json({ status: 'success', cart_link: 'https://cart.test/hi/1' })),
  ),
];
