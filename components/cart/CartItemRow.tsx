import type { ReactNode } from 'react';
import Amount from '@/components/ui/Amount';
import Button from '@/components/ui/Button';
import { formatNavDate } from '@/utils/funds/format';
import type { CartItemView } from '@/utils/orders/wire';
import styles from './Cart.module.scss';

/** 75 basis points -> '0.75'. */
const percentOfBps = (bps: number) => (bps / 100).toFixed(2).replace(/\.?0+$/, '');

export function trailDisclosure(bps: number): string {
  return `ZF earns a trail commission of about ${percentOfBps(bps)} % a year on this regular plan from the fund house; direct plans pay ZF nothing`;
}

function quantity(item: CartItemView): ReactNode {
  if (item.redeem_by === 'all') return 'All units';
  if (item.units && (item.redeem_by === 'units' || !item.amount)) return `${item.units} units`;
  return <Amount paise={item.amount} />;
}

function ordinalDay(day: number): string {
  const tail = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${tail}`;
}

/** One line of a cart: what it buys or moves, when it gets its NAV, the commission ZF earns on it, and Remove (if given). */
export default function CartItemRow({ item, onRemove, removing }: { item: CartItemView; onRemove?: () => void; removing: boolean }) {
  const sip = item.sip_day !== null;
  return (
    <li className={styles.item}>
      <div>
        <strong>{item.scheme_name}</strong>
        {item.target_scheme_name && <div className={styles.note}>into {item.target_scheme_name}</div>}
        <dl className={styles.facts}>
          <dt>{sip ? 'Monthly amount' : item.cart_type === 'redemption' ? 'Redeem' : 'Amount'}</dt>
          <dd>{quantity(item)}</dd>
          {item.folio_no && (
            <>
              <dt>Folio</dt>
              <dd>{item.folio_no}</dd>
            </>
          )}
          {sip && (
            <>
              <dt>SIP date</dt>
              <dd>
                {ordinalDay(item.sip_day as number)} of each month
                {item.sip_start_date ? `, from ${formatNavDate(item.sip_start_date)}` : ''}
                {item.sip_installments ? `, ${item.sip_installments} instalments` : ', until cancelled'}
              </dd>
            </>
          )}
          {(item.step_up_percent || item.step_up_amount_paise) && (
            <>
              <dt>Yearly step-up</dt>
              <dd>{item.step_up_percent ? `${item.step_up_percent} %` : <Amount paise={item.step_up_amount_paise} />}</dd>
            </>
          )}
          <dt>Expected NAV date</dt>
          <dd>{formatNavDate(item.expected_nav_date)}</dd>
        </dl>
        {item.trail_bps > 0 && <p className={styles.note}>{trailDisclosure(item.trail_bps)}</p>}
        {item.issues.map((issue) => (
          <p key={issue} className={styles.error}>
            {issue}
          </p>
        ))}
      </div>
      {onRemove && (
        <div>
          <Button variant="text" size="sm" onClick={onRemove} loading={removing} aria-label={`Remove ${item.scheme_name}`}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
