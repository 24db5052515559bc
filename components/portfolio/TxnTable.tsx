import Amount from '@/components/ui/Amount';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { Txn } from '@/services/portfolio.types';
import { formatNav } from '@/utils/funds/format';
import CarriedForward from '@/components/shared/orders/CarriedForward';
import { formatDay, formatUnits, txnLabel } from './format';

const COLUMNS: TableColumn<Txn>[] = [
  { key: 'date', header: 'Date', render: (t) => formatDay(t.txn_date) },
  { key: 'type', header: 'Type', render: (t) => txnLabel(t.txn_type) },
  { key: 'scheme', header: 'Scheme', render: (t) => t.scheme_name },
  { key: 'folio', header: 'Folio', render: (t) => t.folio_no },
  { key: 'amount', header: 'Amount', numeric: true, render: (t) => <Amount paise={t.amount_paise} /> },
  { key: 'units', header: 'Units', numeric: true, render: (t) => formatUnits(t.units) },
  {
    key: 'nav',
    header: 'NAV',
    numeric: true,
    render: (t) => (
      <>
        {formatNav(t.nav)}
        {t.nav_carried_from && <CarriedForward from={t.nav_carried_from} />}
      </>
    ),
  },
  { key: 'stamp', header: 'Stamp duty', numeric: true, render: (t) => <Amount paise={t.stamp_duty_paise} /> },
  { key: 'load', header: 'Exit load', numeric: true, render: (t) => <Amount paise={t.exit_load_paise} /> },
];

/** Transactions as the registrar records them; `withScheme` false drops the scheme and folio (one folio's page). */
export default function TxnTable({ rows, caption, withScheme = true }: { rows: readonly Txn[]; caption: string; withScheme?: boolean }) {
  const columns = withScheme ? COLUMNS : COLUMNS.filter((c) => c.key !== 'scheme' && c.key !== 'folio');
  return <Table caption={caption} columns={columns} rows={rows} rowKey={(t) => t.id} />;
}
