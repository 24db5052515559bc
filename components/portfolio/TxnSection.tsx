import { useMemo, useState } from 'react';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorMessage } from '@/services/http/errors';
import { downloadTransactions } from '@/services/portfolio.api';
import { useGetPortfolioSummaryQuery, useGetTransactionsQuery } from '@/store/api/portfolio';
import DownloadButtons from './DownloadButtons';
import { financialYearStart, isoDay } from './financialYear';
import { TXN_FILTER_TYPES, txnLabel } from './format';
import Pager from '@/components/ui/Pager';
import TxnTable from './TxnTable';
import styles from './Portfolio.module.scss';

export const TXN_PAGE_SIZE = 20;

/** Every transaction in a date range (this financial year by default), filtered by type and scheme, paged. */
export default function TxnSection({ userId, today = new Date() }: { userId: string; today?: Date }) {
  const [from, setFrom] = useState(() => financialYearStart(today));
  const [to, setTo] = useState(() => isoDay(today));
  const [type, setType] = useState('');
  const [scheme, setScheme] = useState('');
  const [page, setPage] = useState(1);
  const badRange = Boolean(from && to && from > to);
  const filters = { from, to, type: type || undefined, scheme_code: scheme || undefined, page, page_size: TXN_PAGE_SIZE };
  const { data, error, isFetching, isLoading } = useGetTransactionsQuery({ userId, filters }, { skip: badRange });
  const holdings = useGetPortfolioSummaryQuery({ userId }).data;
  const schemes = useMemo(
    () => [...(holdings?.internal ?? []), ...(holdings?.external ?? [])].map((h) => ({ value: String(h.scheme_code), label: h.scheme_name })),
    [holdings],
  );
  const change = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };

  return (
    <section className={styles.section} aria-labelledby="txn-heading">
      <h2 id="txn-heading">Transactions</h2>
      <div className={styles.filters}>
        <Input label="From date" type="date" value={from} max={to} onChange={change(setFrom)} error={badRange ? 'The from date is after the to date.' : undefined} />
        <Input label="To date" type="date" value={to} min={from} onChange={change(setTo)} />
        <Select label="Transaction type" placeholder="All types" options={TXN_FILTER_TYPES.map((t) => ({ value: t, label: txnLabel(t) }))} value={type} onChange={change(setType)} />
        <Select label="Scheme" placeholder="All schemes" options={schemes} value={scheme} onChange={change(setScheme)} />
      </div>
      <DownloadButtons
        what="transaction report"
        fileName={`transactions-${from}-to-${to}`}
        fetchFile={(format) => downloadTransactions(userId, filters, format)}
      />
      {isLoading ? (
        <p role="status" className={styles.note}>Loading transactions…</p>
      ) : error && !data ? (
        <p role="alert" className={styles.error}>{errorMessage(error)}</p>
      ) : (
        <div aria-busy={isFetching}>
          <TxnTable caption="Transactions in this period" rows={data?.items ?? []} />
          {data && data.total > 0 && (
            <Pager page={page} pageSize={TXN_PAGE_SIZE} total={data.total} noun="transactions" busy={isFetching} onPage={setPage} />
          )}
        </div>
      )}
    </section>
  );
}
