import { useSyncExternalStore } from 'react';
import { getRole, readLocal } from '@/utils/storage';

const noSubscription = () => () => undefined;

/** An investor places their own orders; an advisor changes a client's cart only while transactions are allowed. */
const mayPlace = () => getRole() !== 'expert' || readLocal('transactionAllowed') === true;

export const ORDERS_NOT_ALLOWED =
  'Your account may not place orders for clients yet. Ask ZF to allow transactions; until then the client can place them.';

/** Read after hydration: true in the server HTML, so nothing flickers for the investor who may always order. */
export function useMayPlaceOrders(): boolean {
  return useSyncExternalStore(noSubscription, mayPlace, () => true);
}
