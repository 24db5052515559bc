// The slim top line of /cart/summary (a bare page): whose cart it is and a way back. An advisor acting for a client
// reads "Cart of <client>" and goes back to the client's dashboard (or to choosing a client); an investor reads
// "Your cart" and goes back to their dashboard.
import { useSyncExternalStore } from 'react';
import SlimTopLine from '@/components/layout/SlimTopLine';
import { getRole, getSelectedClient } from '@/utils/storage';

export interface CartLine {
  title: string;
  fallbackHref: string;
}

/** Before browser storage is read (the server's render). */
const UNKNOWN: CartLine = { title: 'Cart', fallbackHref: '/' };

/**
 * The line for who is looking: `routeUserId` is the cart's `?u=`; a cart opened from a link the advisor sent
 * (`linked`) is the investor's own.
 */
export function cartLine(routeUserId: string | null, linked: boolean): CartLine {
  const role = getRole();
  if (linked || role !== 'expert') return { title: 'Your cart', fallbackHref: role ? '/dashboard/user' : '/' };
  const client = getSelectedClient();
  if (!client) return { title: "A client's cart", fallbackHref: '/select-client' };
  const theirs = !routeUserId || routeUserId === client.id;
  return { title: theirs && client.name ? `Cart of ${client.name}` : "A client's cart", fallbackHref: '/dashboard/user' };
}

const noSubscription = () => () => undefined;

export default function CartTopLine({ routeUserId, linked }: { routeUserId: string | null; linked: boolean }) {
  // Strings, so that each read of storage compares equal while nothing changed.
  const title = useSyncExternalStore(noSubscription, () => cartLine(routeUserId, linked).title, () => UNKNOWN.title);
  const fallbackHref = useSyncExternalStore(noSubscription, () => cartLine(routeUserId, linked).fallbackHref, () => UNKNOWN.fallbackHref);
  return <SlimTopLine title={title} fallbackHref={fallbackHref} />;
}
