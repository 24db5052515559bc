import { useState, useSyncExternalStore } from 'react';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import { useGenerateCartLinkMutation } from '@/store/api/cart';
import type { CartRef } from '@/services/cart.api';
import { formatNavDate } from '@/utils/funds/format';
import { readLocal } from '@/utils/storage';
import styles from '../Cart.module.scss';

/** The backend's words for an advisor who may not change a client's cart (and so has nothing to send). */
export const SEND_NOT_ALLOWED =
  "You cannot place orders for this client until your ARN is validated: share the fund's link with your client instead";
export const COPIED = 'Link copied';

const noSubscription = () => () => undefined;
const mayTransact = () => readLocal('transactionAllowed') === true;

/** '2026-11-26T10:00:00Z' -> '26-Nov-2026, 3:30 pm IST'. */
export function istDateTime(instant: string): string {
  const at = new Date(instant);
  const day = at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const time = at.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
  return `${formatNavDate(day)}, ${time} IST`;
}

/**
 * An advisor never confirms a client's order: they send the client a one-time link (48 hours, by SMS to the client's
 * registered mobile) to review the cart and confirm it with their own OTP. Once sent, the cart is read-only until the
 * client uses the link or it lapses; sending again replaces the old link.
 */
export default function SendToClient({ userId, cartRef, sent }: { userId: string; cartRef: CartRef; sent: boolean }) {
  // One result for the whole page: the summary re-renders this panel once the cart comes back as sent.
  const [generate, { data, error, isLoading }] = useGenerateCartLinkMutation({ fixedCacheKey: 'send-to-client' });
  const allowed = useSyncExternalStore(noSubscription, mayTransact, () => true);
  const [copied, setCopied] = useState(false);
  const absolute = data ? `${typeof window === 'undefined' ? '' : window.location.origin}${data.link}` : '';

  async function copy() {
    await navigator.clipboard?.writeText(absolute);
    setCopied(true);
  }

  return (
    <section className={styles.panel} aria-labelledby="send-to-client">
      <h2 id="send-to-client">{sent ? 'Sent to your client' : 'Send to client'}</h2>
      <p className={styles.note}>
        {sent
          ? 'This cart waits for your client to open the link and confirm it with an OTP on their mobile. It cannot be changed meanwhile.'
          : 'Only your client can confirm these orders, with an OTP on their registered mobile.'}
      </p>
      {data && (
        <p role="status">
          {data.sent_to ? `Sent to ${data.sent_to}` : 'Not sent by SMS: copy the link and send it yourself'} · valid until{' '}
          {istDateTime(data.expires_at)}
        </p>
      )}
      {!allowed && <p className={styles.error} id="send-not-allowed">{SEND_NOT_ALLOWED}</p>}
      <div className={styles.row}>
        <Button
          onClick={() => void generate({ user_id: userId, ...cartRef })}
          loading={isLoading}
          disabled={!allowed}
          aria-describedby={allowed ? undefined : 'send-not-allowed'}
          variant={sent ? 'secondary' : 'primary'}
        >
          {sent ? 'Send the link again' : 'Send to client'}
        </Button>
        {data && (
          <Button variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
        )}
      </div>
      {copied && <p role="status">{COPIED}</p>}
      {error ? <p className={styles.error} role="alert">{errorMessage(error)}</p> : null}
    </section>
  );
}
