import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import Button, { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { useCartOwner } from '@/components/shared/cart/useCartOwner';
import { loginPathFor } from '@/components/shared/nextPath';
import type { CheckoutConfirmed } from '@/utils/orders/wire';
import { useDeleteCartItemMutation, useDeleteCartsByCartTypeMutation, useGetAllCartsQuery } from '@/store/api/cart';
import CartGroupSection from './CartGroupSection';
import CartTotals from './CartTotals';
import CheckoutPanel from './checkout/CheckoutPanel';
import CheckoutReceipt, { checkoutReceiptHref } from './checkout/CheckoutReceipt';
import PaymentReturn from './checkout/PaymentReturn';
import StepUpOffer from './StepUpOffer';
import { ORDERS_TITLE, SUMMARY_TITLES, checkoutRef, groupsFor, type SummaryKind } from './summaryKinds';
import SummaryFrame from './SummaryFrame';
import styles from './Cart.module.scss';

export interface CartSummaryProps {
  kind: SummaryKind;
  /** ?cid= (a collection) on /cart/summary, ?s= (a session) on the old types' pages. */
  cartRef?: string | null;
  /** ?u=: the advisor's client whose cart this is. */
  routeUserId?: string | null;
  /** ?payment=: the payment the sandbox bank or UPI app sent the investor back from (older links). */
  paymentId?: string | null;
  /** ?checkout=: a confirmed checkout's receipt, the address that survives a reload. */
  checkoutId?: string | null;
}

export const LOAD_FAILED = 'We could not load the cart just now.';
export const REMOVE_FAILED = 'We could not remove that item just now. Please try again.';

/** The cart summary of new types and the summaries of the old types: one screen. */
export default function CartSummary({ kind, cartRef, routeUserId, paymentId, checkoutId }: CartSummaryProps) {
  const router = useRouter();
  const { userId, expertId, forClient } = useCartOwner(routeUserId);
  const carts = useGetAllCartsQuery({ userId: userId ?? '', expertId }, { skip: !userId });
  const [removeItem] = useDeleteCartItemMutation();
  const [clearType, clearing] = useDeleteCartsByCartTypeMutation();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<CheckoutConfirmed | null>(null);
  const title = SUMMARY_TITLES[kind];
  // Nobody logged in (or the session ended and its storage with it): an investor logs in and comes back here. Only
  // an advisor is asked to choose a client.
  const loggedOut = userId === null && !forClient;
  const loginHref = loginPathFor('user', router.asPath);

  useEffect(() => {
    if (loggedOut) void router.replace(loginHref);
  }, [loggedOut, loginHref, router]);

  /** The orders are placed: the receipt moves to its own address, so a reload shows it again (not an empty cart). */
  function confirmed(done: CheckoutConfirmed) {
    setPlaced(done);
    void router.replace(checkoutReceiptHref(done.checkout_id));
  }

  const receiptId = checkoutId ?? placed?.checkout_id;
  if (receiptId) {
    return (
      <SummaryFrame title={ORDERS_TITLE}>
        <CheckoutReceipt checkoutId={receiptId} />
      </SummaryFrame>
    );
  }
  if (paymentId && userId) {
    return (
      <SummaryFrame title={ORDERS_TITLE}>
        <PaymentReturn userId={userId} paymentId={paymentId} />
      </SummaryFrame>
    );
  }
  if (userId === undefined || carts.isLoading) {
    return (
      <SummaryFrame title={title}>
        <Skeleton height={200} label="Loading the cart" />
      </SummaryFrame>
    );
  }
  if (loggedOut) {
    return (
      <SummaryFrame title={title}>
        <EmptyState title="Log in to see your cart" action={<ButtonLink href={loginHref}>Log in</ButtonLink>} />
      </SummaryFrame>
    );
  }
  if (!userId) {
    return (
      <SummaryFrame title={title}>
        <EmptyState title="Choose a client first" action={<ButtonLink href="/select-client">Select client</ButtonLink>} />
      </SummaryFrame>
    );
  }
  if (carts.error || !carts.data) {
    return (
      <SummaryFrame title={title}>
        <div role="alert" className={styles.panel}>
          <p className={styles.error}>{LOAD_FAILED}</p>
          <Button variant="secondary" size="sm" onClick={() => void carts.refetch()}>Try again</Button>
        </div>
      </SummaryFrame>
    );
  }
  const groups = groupsFor(carts.data, kind, cartRef);
  if (groups.length === 0) {
    return (
      <SummaryFrame title={title}>
        <EmptyState
          title="Your cart is empty"
          description={kind === 'new' ? 'Add a SIP or a lumpsum from any fund page.' : 'Start an order from a folio in the portfolio.'}
          action={<ButtonLink href={kind === 'new' ? '/mutual-funds' : '/portfolio'}>{kind === 'new' ? 'Explore funds' : 'Go to portfolio'}</ButtonLink>}
        />
      </SummaryFrame>
    );
  }

  async function remove(itemId: string) {
    setFailure(null);
    setRemovingId(itemId);
    const answer = await removeItem({ user_id: userId as string, item_id: itemId });
    setRemovingId(null);
    if ('error' in answer) setFailure(REMOVE_FAILED);
  }

  const ref = checkoutRef(kind, groups);
  const hasSip = groups.some((g) => g.items.some((i) => i.cart_type === 'purchase_sip'));
  // A cart sent to the client is theirs to confirm: the advisor sees it read-only until the link is used or lapses.
  const sent = groups.some((g) => g.status === 'link_sent');
  const sipCollection = kind === 'new' && hasSip && !sent && ref && 'collection_id' in ref;
  return (
    <SummaryFrame title={title}>
      {forClient && <p className={styles.note}>The cart of the client you chose. Only they can confirm its orders.</p>}
      <CartTotals groups={groups} />
      {failure && <p className={styles.error} role="alert">{failure}</p>}
      {groups.map((g) => (
        <CartGroupSection
          key={g.id}
          group={g}
          removingId={removingId}
          onRemove={sent ? undefined : (id) => void remove(id)}
          clearing={clearing.isLoading}
          onClear={sent ? undefined : () => clearType({ user_id: userId, cart_type: g.cart_type })}
        />
      ))}
      {sipCollection && <StepUpOffer userId={userId} collectionId={ref.collection_id} />}
      {ref && <CheckoutPanel userId={userId} forClient={forClient} cartRef={ref} groups={groups} onConfirmed={confirmed} />}
    </SummaryFrame>
  );
}
