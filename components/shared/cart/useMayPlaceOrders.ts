import { useSyncExternalStore } from 'react';
import { getRole, readLocal } from '@/utils/storage';

const noSubscription = () => () => undefined;

/** An investor places their own orders; an advisor changes a client's cart only while transactions are allowed. */
const mayPlace = () => getRole() !== 'expert' || readLocal('transactionAllowed') === true;

/** What an advisor sees instead of the order buttons while transactions are not allowed (their ARN is pending). */
export const ORDERS_NOT_ALLOWED = 'Your ARN is pending validation: you can prepare carts once it is validated';

/** Read after hydration: true in the server HTML, so nothing flickers for the investor who may always order. */
export function useMayPlaceOrders(): boolean {
  return useSyncExternalStore(noSubscription, mayPlace, () => true);
}
