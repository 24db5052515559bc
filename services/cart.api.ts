// The cart calls of docs/CART.md: the python cashier calls (carts, collections, links, step-up offers) on the cart
// client and the node cart calls on the main node client. Both clients carry the spec's headers and refresh rules.
import type { SipChangeSentToClient } from '@/utils/orders/sipCentre';
import type { CartType } from '@/utils/cart';
import type { AddToCartBody, AddToCartResult, AllCartsData, CartGroupView, OrderView } from '@/utils/orders/wire';
import { cartClient, nodeClient } from './http';

interface Envelope<T> {
  status: string;
  data: T;
}

const CASHIER = '/cart/v1/cashier';
const seg = (id: string) => encodeURIComponent(id);

/** The header the spec sends when an advisor reads the carts of the client chosen in their tab. */
export const EXPERT_EVENT_HEADERS = { 'event-type': 'ExpertHeader' } as const;

export interface CollectionItemChange {
  id: string;
  amount_paise?: number;
  sip_day?: number;
  sip_installments?: number;
  step_up_amount_paise?: number;
  step_up_percent?: number;
}

export interface StepUpRecommendation {
  item_id: string;
  scheme_name: string;
  amount_paise: number;
  step_up_percent: number;
  step_up_amount_paise: number;
  corpus_without_paise: number;
  corpus_with_paise: number;
  years: number;
}

export type StepUpChoice = { step_up_amount_paise?: number; step_up_percent?: number };
/** A new-type collection or an old-type session: exactly one of the two. */
export type CartRef = { collection_id: string } | { session_id: string };

export interface SipDetail {
  sip: Record<string, unknown>;
  instalments: OrderView[];
  next_due_date: string | null;
  step_up: Record<string, unknown> | null;
}

async function post<T>(client: typeof nodeClient, path: string, body: unknown): Promise<T> {
  const { data } = await client.post<Envelope<T>>(path, body);
  return data.data;
}

/**
 * The open carts of an investor, keyed by cart type. `expertId` null reads the investor's own carts (the literal
 * `null` in the path); an advisor passes their own id and the spec's ExpertHeader event.
 */
export async function getAllCarts(userId: string, expertId: string | null, signal?: AbortSignal): Promise<AllCartsData> {
  const headers = expertId ? EXPERT_EVENT_HEADERS : undefined;
  const { data } = await cartClient.get<Envelope<{ data: AllCartsData }>>(
    `${CASHIER}/get_all_carts/${seg(userId)}/${expertId ? seg(expertId) : 'null'}`,
    { headers, signal },
  );
  return data.data.data ?? {};
}

export function addToCart(body: AddToCartBody) {
  return post<AddToCartResult>(cartClient, CASHIER, body);
}

export async function isNewCollection(collectionId: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await cartClient.get<Envelope<{ is_new: boolean }>>(`${CASHIER}/is_new_collection/${seg(collectionId)}`, { signal });
  return data.data.is_new;
}

export async function updateCollection(
  collectionId: string,
  body: { user_id: string; items: CollectionItemChange[]; remove_item_ids?: string[] },
): Promise<AllCartsData> {
  const { data } = await cartClient.put<Envelope<AllCartsData>>(`${CASHIER}/collection/${seg(collectionId)}`, body);
  return data.data;
}

export function cartLink(body: { user_id: string } & CartRef) {
  return post<{ link: string }>(cartClient, `${CASHIER}/link`, body);
}

export function getStepUpRecommendations(body: { user_id: string; collection_id: string }) {
  return post<{ recommendations: StepUpRecommendation[] }>(cartClient, `${CASHIER}/get_stepup_recommendation_for_whole_cart`, body);
}

export function bulkAddStepUp(body: { user_id: string; items: ({ item_id: string } & StepUpChoice)[] }) {
  return post<AllCartsData>(cartClient, `${CASHIER}/bulk_add_stepup`, body);
}

export function addStepUpToWholeCart(body: { user_id: string; collection_id: string } & StepUpChoice) {
  return post<AllCartsData>(cartClient, `${CASHIER}/add_stepup_to_whole_cart`, body);
}

/** Clears a cart type; any purchase variant clears all three purchase carts. */
export function deleteCartsByCartType(body: { user_id: string; cart_type: CartType }) {
  return post<{ deleted: number }>(nodeClient, '/cart/deleteCartsByCartType', body);
}

/** The node twin of addToCart (the same service behind it). */
export function addCartDetails(body: AddToCartBody) {
  return post<AddToCartResult>(nodeClient, '/cart/add/cartdetails', body);
}

export function getCartByType(body: { user_id: string; cart_type: CartType }) {
  return post<CartGroupView | null>(nodeClient, '/cart/getcartdetailsbyuseridandcarttype', body);
}

/** Removes one item; an emptied cart is cancelled (`cart_removed`). */
export async function deleteCartItem(body: { user_id: string; item_id: string }) {
  const { data } = await nodeClient.delete<Envelope<{ deleted: true; cart_removed: boolean }>>('/cart/deletedirect', { data: body });
  return data.data;
}

/** An advisor's one-time link for the client to review and pay the cart (48 hours). */
export interface SentCartLink {
  /** '/cart/summary?token=…' (relative to the web app). */
  link: string;
  expires_at: string;
  /** The client's mobile, masked ('XXXXXX0001'); null when the SMS could not be sent. */
  sent_to: string | null;
}

export function generateCartLink(body: { user_id: string } & CartRef) {
  return post<SentCartLink>(nodeClient, '/cart/generatecartlink', body);
}

/** The carts an advisor's link points at, for the investor it was sent to. */
export interface SharedCart {
  collection_id: string | null;
  session_id: string | null;
  expert_id: string | null;
  expires_at: string;
  /** Who built the orders; every order carries their ARN and EUIN. */
  advisor: { name: string | null; arn: string | null; euin: string | null } | null;
  carts: CartGroupView[];
}

export async function getSharedCart(token: string, signal?: AbortSignal): Promise<SharedCart> {
  const { data } = await nodeClient.get<Envelope<SharedCart>>('/cart/shareDirectBuyLink', { params: { token }, signal });
  return data.data;
}

/** The investor's own cancellation is done; an advisor's is sent to the client to confirm (202). */
export type CancelledSip = { sip_id: string; status: 'cancelled'; effective_from: string } | SipChangeSentToClient;

export function cancelPendingSip(body: { user_id: string; sip_id: string }) {
  return post<CancelledSip>(nodeClient, '/cart/cancelpendingsipbyid', body);
}

export function getSipDetail(body: { user_id: string; sip_id: string }) {
  return post<SipDetail>(nodeClient, '/cart/sipdetail', body);
}
