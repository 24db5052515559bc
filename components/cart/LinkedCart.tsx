import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/router';
import Skeleton from '@/components/ui/Skeleton';
import { loginPathFor } from '@/components/shared/nextPath';
import { errorMessage } from '@/services/http/errors';
import { useGetSharedCartQuery } from '@/store/api/cart';
import type { SharedCart } from '@/services/cart.api';
import { isLoggedIn, readLocal } from '@/utils/storage';
import type { CheckoutConfirmed } from '@/utils/orders/wire';
import CartGroupSection from './CartGroupSection';
import CartTotals from './CartTotals';
import CheckoutPanel from './checkout/CheckoutPanel';
import OrderReceipt from './checkout/OrderReceipt';
import { ORDERS_TITLE, mergePurchases } from './summaryKinds';
import SummaryFrame from './SummaryFrame';
import styles from './Cart.module.scss';

export const LINK_TITLE = 'Orders from your advisor';
export const LINK_LOAD_FAILED = 'We could not open this cart link just now.';

const noSubscription = () => () => undefined;
/**
 * The logged-in person's own account id; null when nobody is logged in (undefined until storage is read). An advisor
 * has no investor id but must still be answered (the backend refuses them the link), not left loading.
 */
const ownId = () => (isLoggedIn() ? (readLocal('user_id') ?? readLocal('expertUserId') ?? '') : null);
const known = (id: string | null | undefined): id is string => typeof id === 'string';

function AdvisorLine({ advisor }: { advisor: SharedCart['advisor'] }) {
  if (!advisor) return null;
  return (
    <p className={styles.panel}>
      Prepared by <strong>{advisor.name ?? 'your advisor'}</strong> · ARN {advisor.arn ?? '—'} · EUIN {advisor.euin ?? '—'}.
      Every order below is placed through them; only you can confirm it, with an OTP on your registered mobile.
    </p>
  );
}

/**
 * /cart/summary?token=…: the cart an advisor sent, for the investor it was sent to. Logged out, the person logs in
 * first and comes back here; anyone else (another investor, any advisor) sees only the backend's refusal, as do a
 * used or lapsed link. The checkout is the cart summary's own.
 */
export default function LinkedCart({ token }: { token: string }) {
  const router = useRouter();
  const userId = useSyncExternalStore(noSubscription, ownId, () => undefined);
  const shared = useGetSharedCartQuery(token, { skip: !known(userId) });
  const [placed, setPlaced] = useState<CheckoutConfirmed | null>(null);

  useEffect(() => {
    if (userId === null) void router.replace(loginPathFor('user', router.asPath));
  }, [userId, router]);

  if (placed && userId) {
    return (
      <SummaryFrame title={ORDERS_TITLE}>
        <OrderReceipt userId={userId} orders={placed.orders} paymentId={placed.payment?.id ?? null} />
      </SummaryFrame>
    );
  }
  if (!known(userId) || shared.isLoading) {
    return (
      <SummaryFrame title={LINK_TITLE}>
        <Skeleton height={200} label={userId === null ? 'Taking you to log in' : 'Loading the cart'} />
      </SummaryFrame>
    );
  }
  if (shared.error || !shared.data) {
    return (
      <SummaryFrame title={LINK_TITLE}>
        <p role="alert" className={styles.panel}>
          {errorMessage(shared.error, LINK_LOAD_FAILED)}
        </p>
      </SummaryFrame>
    );
  }
  const { data } = shared;
  const groups = mergePurchases(data.carts);
  const cartRef = data.collection_id ? { collection_id: data.collection_id } : { session_id: data.session_id ?? '' };
  return (
    <SummaryFrame title={LINK_TITLE}>
      <AdvisorLine advisor={data.advisor} />
      <CartTotals groups={groups} />
      {groups.map((g) => (
        <CartGroupSection key={g.id} group={g} />
      ))}
      <CheckoutPanel userId={userId} forClient={false} cartRef={cartRef} groups={data.carts} onConfirmed={setPlaced} />
    </SummaryFrame>
  );
}
