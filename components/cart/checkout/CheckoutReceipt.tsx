import LoadError from '@/components/ui/LoadError';
import Skeleton from '@/components/ui/Skeleton';
import { useCartOwner } from '@/components/shared/cart/useCartOwner';
import { useGetCheckoutReceiptQuery } from '@/store/api/orders';
import OrderReceipt from './OrderReceipt';

export const RECEIPT_LOAD_FAILED = 'We could not load this receipt';

/** The receipt's own address (issue 31, item 5): the same page after the OTP, a bank's or mandate's return, or a reload. */
export const checkoutReceiptHref = (checkoutId: string) => `/cart/summary?checkout=${encodeURIComponent(checkoutId)}`;

/**
 * A confirmed checkout read again by its id, so that a reload shows what the confirmation showed: its orders,
 * the latest payment (retry included), its mandate and step-ups. The investor's advisor sees it too, without the
 * retry (only the investor pays); anyone else gets the server's 404.
 */
export default function CheckoutReceipt({ checkoutId }: { checkoutId: string }) {
  const receipt = useGetCheckoutReceiptQuery(checkoutId);
  const viewer = useCartOwner();
  if (receipt.error) return <LoadError title={RECEIPT_LOAD_FAILED} error={receipt.error} onRetry={() => void receipt.refetch()} />;
  if (!receipt.data) return <Skeleton height={160} label="Loading your orders" />;
  const { data } = receipt;
  return (
    <OrderReceipt
      userId={data.user_id}
      orders={data.orders}
      paymentId={data.payment?.id ?? null}
      mandate={data.mandate}
      stepUps={data.step_ups}
      canPay={viewer.userId !== undefined && !viewer.forClient}
    />
  );
}
