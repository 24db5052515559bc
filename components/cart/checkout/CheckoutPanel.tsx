import { useState } from 'react';
import Button from '@/components/ui/Button';
import type { CartRef } from '@/services/cart.api';
import { useListMandatesQuery, useStartCheckoutMutation } from '@/store/api/orders';
import type { MandateKind } from '@/utils/orders/paymentLimits';
import type { CartGroupView, CheckoutConfirmed, CheckoutStarted } from '@/utils/orders/wire';
import { vpaSchema } from '@/utils/validation/cart';
import OtpStep from './OtpStep';
import PaymentChoice, { firstAllowed, needsVpa, type PaymentChoiceValue } from './PaymentChoice';
import SendToClient from './SendToClient';
import { startFailureText } from './startFailure';
import styles from '../Cart.module.scss';

interface CheckoutProps {
  userId: string;
  forClient: boolean;
  cartRef: CartRef;
  groups: CartGroupView[];
  /** The orders placed: the summary shows their receipt (the cart itself is checked out and leaves the list). */
  onConfirmed: (confirmed: CheckoutConfirmed) => void;
}

/** What is paid now (lumpsum purchases) and the largest SIP instalment, which decide the modes on offer. */
function amountsOf(groups: CartGroupView[]) {
  const items = groups.flatMap((g) => g.items);
  const sips = items.filter((i) => i.sip_day !== null);
  const payNow = items.filter((i) => i.sip_day === null && (i.cart_type === 'purchase_lumpsum' || i.cart_type === 'purchase'));
  return {
    payNowPaise: payNow.reduce((s, i) => s + i.amount, 0),
    largestSipPaise: sips.reduce((m, i) => Math.max(m, i.amount), 0),
    blocked: items.some((i) => i.issues.length > 0),
  };
}

function mandateOf(choice: PaymentChoiceValue['mandate']): { mandate_id: string } | { mandate_type: MandateKind } {
  return choice.startsWith('use:') ? { mandate_id: choice.slice(4) } : { mandate_type: choice as MandateKind };
}

/**
 * Checkout: choose how to pay, confirm with the OTP (the investor only; an advisor sends the cart to the client),
 * then the orders with their payment. The Send OTP and Confirm buttons disable themselves while asking, and the
 * server locks the checkout, so a double click never places twice.
 */
export default function CheckoutPanel({ userId, forClient, cartRef, groups, onConfirmed }: CheckoutProps) {
  const { payNowPaise, largestSipPaise, blocked } = amountsOf(groups);
  const [choice, setChoice] = useState<PaymentChoiceValue>({ vpa: '', ...firstAllowed(payNowPaise, largestSipPaise) });
  const mandates = useListMandatesQuery(userId, { skip: forClient || largestSipPaise === 0 });
  // A mandate already given (or on its way) carries new SIPs too: no second registration is needed.
  const usable = (mandates.data ?? []).filter(
    (m) => (m.status === 'active' || m.status === 'registering') && m.limit_paise >= largestSipPaise,
  );
  const [vpaError, setVpaError] = useState<string | undefined>();
  const [start, starting] = useStartCheckoutMutation();
  const [started, setStarted] = useState<CheckoutStarted | null>(null);

  if (forClient) return <SendToClient userId={userId} cartRef={cartRef} sent={groups.every((g) => g.status === 'link_sent')} />;
  // Keyed by checkout: a new code (after a changed cart) starts a fresh OTP form.
  if (started) return <OtpStep key={started.checkout_id} userId={userId} started={started} onConfirmed={onConfirmed} onStartAgain={sendOtp} />;

  /** Starts the checkout (an SMS with a new code); answers why not, or null once the code is on its way. */
  async function sendOtp(): Promise<string | null> {
    const vpa = needsVpa(choice, payNowPaise, largestSipPaise) ? vpaSchema.safeParse(choice.vpa) : null;
    if (vpa && !vpa.success) {
      setVpaError(vpa.error.issues[0].message);
      return vpa.error.issues[0].message;
    }
    setVpaError(undefined);
    const answer = await start({
      user_id: userId,
      ...cartRef,
      ...(payNowPaise > 0 ? { payment_mode: choice.mode } : {}),
      ...(vpa?.success ? { vpa: vpa.data } : {}),
      ...(largestSipPaise > 0 ? mandateOf(choice.mandate) : {}),
    });
    if ('data' in answer && answer.data) {
      setStarted(answer.data);
      return null;
    }
    return startFailureText(answer.error);
  }

  return (
    <section className={styles.panel} aria-labelledby="checkout-title">
      <h2 id="checkout-title">Checkout</h2>
      <PaymentChoice
        value={choice}
        onChange={(patch) => setChoice((c) => ({ ...c, ...patch }))}
        payNowPaise={payNowPaise}
        largestSipPaise={largestSipPaise}
        vpaError={vpaError}
        usable={usable}
      />
      {blocked && <p className={styles.error}>Remove or fix the items marked above before checking out.</p>}
      {starting.error ? <p className={styles.error} role="alert">{startFailureText(starting.error)}</p> : null}
      <div className={styles.row}>
        <Button onClick={() => void sendOtp()} loading={starting.isLoading} disabled={blocked}>
          Send OTP to confirm
        </Button>
      </div>
    </section>
  );
}
