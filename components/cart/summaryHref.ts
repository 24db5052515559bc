import { cartNavigation } from '@/store/cartRules';
import { cartTarget } from '@/components/layout/cartTarget';
import type { CartGroupView } from '@/utils/orders/wire';

/** The summary page of a cart, as the cart button would open it; `forUser` keeps an advisor's client in the address. */
export function summaryHref(cart: Pick<CartGroupView, 'cart_type' | 'collection_id' | 'session_id'>, forUser: string | null): string {
  const target = cartTarget({ cart_type: cart.cart_type, navigation: cartNavigation(cart.cart_type, cart) });
  const href = target && 'href' in target ? target.href : '/cart/summary';
  if (!forUser) return href;
  return `${href}${href.includes('?') ? '&' : '?'}u=${encodeURIComponent(forUser)}`;
}
