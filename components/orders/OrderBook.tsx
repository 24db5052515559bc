// The advisor's order book (/distributor/order-book). The URL keeps the spec's word 'distributor'; the screen is
// part of the orders feature. Filters and the page live in the URL; the server filters, pages and counts.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { saveBlob } from '@/components/shared/download/saveBlob';
import Amount from '@/components/ui/Amount';
import Badge, { type BadgeTone } from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import Pager from '@/components/ui/Pager';
import Table, { type TableColumn } from '@/components/ui/Table';
import { errorMessage } from '@/services/http/errors';
import { useGetOrderBookQuery } from '@/store/api/orders';
import { istDateTime } from '@/utils/dates/ist';
import { formatNavDate } from '@/utils/funds/format';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, PAYMENT_STATUS_LABELS, type OrderBookFilters as Filters, type OrderBookRow } from '@/utils/orders/book';
import type { OrderStatus } from '@/utils/orders/wire';
import { actorLabel } from '@/utils/session/actors';
import CarriedForward from '@/components/shared/orders/CarriedForward';
import OrderBookActions from './OrderBookActions';
import OrderBookFilters from './OrderBookFilters';
import { bookQueryFromUrl, bookQueryToUrl } from './orderBookQuery';
import { OrdersLoading } from './ScreenStates';
import styles from './Orders.module.scss';
import book from './OrderBook.module.scss';

const STATUS_TONE: Partial<Record<OrderStatus, BadgeTone>> = { completed: 'gain', failed: 'loss', cancelled: 'neutral', payment_pending: 'warning' };

function amountOrUnits(o: OrderBookRow) {
  const load = o.exit_load_paise > 0 && (
    <span className={book.sub}>
      exit load <Amount paise={o.exit_load_paise} />
    </span>
  );
  if (o.amount_paise !== null) return <><Amount paise={o.amount_paise} />{load}</>;
  return <span className={book.number}>{o.all_units ? 'All units' : `${o.units ?? '—'} units`}{load}</span>;
}

export default function OrderBook() {
  const router = useRouter();
  const query = bookQueryFromUrl(router.query);
  const { page = 1, size = 20, ...filters } = query;
  const { data, currentData, error, isLoading, isFetching, refetch } = useGetOrderBookQuery(query, { skip: router.isReady === false });
  const [notice, setNotice] = useState('');
  const [download, setDownload] = useState<{ busy: boolean; failure?: string }>({ busy: false });

  const go = (next: Filters, nextPage = 1) => void router.replace({ pathname: router.pathname, query: bookQueryToUrl({ ...next, page: nextPage }) }, undefined, { shallow: true });

  async function downloadCsv() {
    setDownload({ busy: true });
    try {
      const { downloadOrderBook } = await import('@/services/orders.api');
      saveBlob(await downloadOrderBook(filters), 'order-book.csv');
      setDownload({ busy: false });
    } catch (e) {
      setDownload({ busy: false, failure: `The CSV could not be downloaded: ${errorMessage(e)}` });
    }
  }

  // Seven columns, so that the book fits beside the side menu at 1440 px: the placed time and who prepared the order
  // sit under its number, the type under the scheme, and the payment under the status.
  const columns: TableColumn<OrderBookRow>[] = [
    {
      key: 'order_no',
      header: 'Order',
      render: (o) => (
        <>
          <span className={book.number}>{o.order_no}</span>
          <span className={`${book.sub} ${book.number}`}>{istDateTime(o.placed_at)}</span>
          {o.prepared_by && <span className={book.sub}>by {actorLabel(o.prepared_by)}</span>}
        </>
      ),
    },
    {
      key: 'client',
      header: 'Client',
      render: (o) => (
        <>
          {o.client_name}
          <span className={book.sub}>{o.client_mobile_masked}</span>
        </>
      ),
    },
    {
      key: 'scheme',
      header: 'Scheme',
      render: (o) => (
        <>
          {o.scheme_name}
          <span className={book.sub}>
            {ORDER_TYPE_LABELS[o.order_type]}
            {o.target_scheme_name && ` to ${o.target_scheme_name}`}
          </span>
        </>
      ),
    },
    { key: 'amount', header: 'Amount / units', numeric: true, render: amountOrUnits },
    {
      key: 'nav_date',
      header: 'NAV date',
      render: (o) => (
        <>
          {formatNavDate(o.nav_date ?? o.expected_nav_date)}
          {o.nav_carried_from && <CarriedForward from={o.nav_carried_from} />}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (o) => (
        <>
          <Badge tone={STATUS_TONE[o.status] ?? 'accent'}>{ORDER_STATUS_LABELS[o.status]}</Badge>
          {o.payment_status && <span className={book.sub}>{`Payment: ${PAYMENT_STATUS_LABELS[o.payment_status]}`}</span>}
        </>
      ),
    },
    { key: 'actions', header: 'Actions', render: (o) => <OrderBookActions row={o} onDone={setNotice} /> },
  ];

  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className={styles.wrap}>
      <Head>
        <title>Order book | ZF</title>
      </Head>
      <header className={book.bar}>
        <h1>Order book</h1>
        <Button variant="secondary" size="sm" loading={download.busy} onClick={downloadCsv}>
          Download CSV
        </Button>
      </header>
      {download.failure && <p role="alert" className={styles.error}>{download.failure}</p>}
      <OrderBookFilters filters={filters} clientName={filters.client ? data?.orders[0]?.client_name : undefined} onChange={(next) => go(next)} />
      <p role="status" className={styles.note}>{notice}</p>
      {isLoading || router.isReady === false ? (
        <OrdersLoading label="Loading your clients' orders" />
      ) : error && !currentData ? (
        // A refused filter (a bad date range) or a failed page: its message alone, not the rows of the previous one.
        <div role="alert" className={styles.section}>
          <p>The order book could not be loaded: {errorMessage(error)}</p>
          <div><Button size="sm" onClick={() => void refetch()}>Try again</Button></div>
        </div>
      ) : (
        <div aria-busy={isFetching} className={styles.section}>
          {error && <p role="alert" className={styles.error}>The latest page could not be loaded: {errorMessage(error)}</p>}
          <Table
            caption="Your clients' orders"
            hideCaption
            columns={columns}
            rows={data?.orders ?? []}
            rowKey={(o) => o.id}
            empty={<p className={styles.note}>{filtered ? 'No order matches these filters.' : 'No orders for your clients yet.'}</p>}
          />
          {data && data.total > 0 && <Pager page={page} pageSize={size} total={data.total} exact={data.total_exact} noun="orders" busy={isFetching} onPage={(p) => go(filters, p)} />}
        </div>
      )}
    </div>
  );
}
