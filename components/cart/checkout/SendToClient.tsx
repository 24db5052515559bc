import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import { useGenerateCartLinkMutation } from '@/store/api/cart';
import type { CartRef } from '@/services/cart.api';
import styles from '../Cart.module.scss';

/**
 * An advisor never confirms a client's order: they send the client a one-time link (48 hours) to review the cart
 * and confirm it with their own OTP.
 */
export default function SendToClient({ userId, cartRef }: { userId: string; cartRef: CartRef }) {
  const [generate, { data, error, isLoading }] = useGenerateCartLinkMutation();
  return (
    <section className={styles.panel} aria-labelledby="send-to-client">
      <h2 id="send-to-client">Send to client</h2>
      <p className={styles.note}>Only your client can confirm these orders, with an OTP on their registered mobile.</p>
      <div className={styles.row}>
        <Button onClick={() => void generate({ user_id: userId, ...cartRef })} loading={isLoading}>
          Send to client
        </Button>
      </div>
      {data && (
        <p role="status">
          Link for your client (valid once, until {new Date(data.expires_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} IST):{' '}
          <a href={data.link}>{data.link}</a>
        </p>
      )}
      {error ? <p className={styles.error} role="alert">{errorMessage(error)}</p> : null}
    </section>
  );
}
