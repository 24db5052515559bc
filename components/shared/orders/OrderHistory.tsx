// "History" beside an order (the advisor's order book, a client's orders): every change of its status, when, and who made it (the investor, his advisor, a manager
// for the advisor, or ZF's own steps), read when opened.
import { useState } from 'react';
import Button from '@/components/ui/Button';
import Modal from '@/components/ui/Modal';
import { errorMessage } from '@/services/http/errors';
import { useGetOrderQuery } from '@/store/api/orders';
import { istDateTime } from '@/utils/dates/ist';
import { ORDER_STATUS_LABELS } from '@/utils/orders/book';
import type { OrderEventView } from '@/utils/orders/wire';
import { actorLabel } from '@/utils/session/actors';
import styles from './OrderHistory.module.scss';

interface Props {
  orderId: string;
  orderNo: string;
  userId: string;
}

function EventLine({ event }: { event: OrderEventView }) {
  const what = event.from_status
    ? `${ORDER_STATUS_LABELS[event.from_status]} → ${ORDER_STATUS_LABELS[event.status]}`
    : `Placed as ${ORDER_STATUS_LABELS[event.status]}`;
  return (
    <li>
      <strong>{what}</strong>
      <span className={styles.note}>
        {istDateTime(event.at)} · by {actorLabel(event.by)}
        {event.note && ` · ${event.note}`}
      </span>
    </li>
  );
}

export default function OrderHistory({ orderId, orderNo, userId }: Props) {
  const [open, setOpen] = useState(false);
  const detail = useGetOrderQuery({ orderId, userId }, { skip: !open });
  return (
    <>
      <Button
        size="sm"
        variant="text"
        onClick={() => setOpen(true)}
        aria-label={`History of order ${orderNo}`}
      >
        History
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Order ${orderNo}`}>
        {detail.isFetching && !detail.data && (
          <p className={styles.note}>Loading the history of this order…</p>
        )}
        {detail.error && (
          <p role="alert" className={styles.error}>
            The history could not be loaded: {errorMessage(detail.error)}
          </p>
        )}
        {detail.data && (
          <>
            {detail.data.prepared_by && (
              <p>
                Prepared by {actorLabel(detail.data.prepared_by)}; confirmed by the investor with an
                OTP.
              </p>
            )}
            {detail.data.history.length === 0 ? (
              <p className={styles.note}>
                No changes were recorded for this order (it is older than the record).
              </p>
            ) : (
              <ol className={styles.history} aria-label="Changes of this order">
                {detail.data.history.map((e, i) => (
                  <EventLine key={`${e.at}-${i}`} event={e} />
                ))}
              </ol>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
