import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import Amount from '@/components/ui/Amount';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { FolioDetail, Sip } from '@/services/portfolio.types';
import { useGetFolioDetailQuery } from '@/store/api/portfolio';
import { formatNav, formatNavDate } from '@/utils/funds/format';
import FolioActions from './FolioActions';
import Figures, { type Figure } from './Figures';
import { PercentOf, Xirr, formatDay, formatUnits } from './format';
import GainAmount from './GainAmount';
import { ChooseClient, PortfolioError, PortfolioLoading } from './ScreenStates';
import TxnTable from './TxnTable';
import { usePortfolioOwner } from './usePortfolioOwner';
import styles from './Portfolio.module.scss';

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

function figures(d: FolioDetail): Figure[] {
  return [
    ['Units', formatUnits(d.units)],
    ['Average cost', formatNav(d.average_cost)],
    ['Invested', <Amount key="i" paise={d.invested_paise} />],
    ['Current value', <Amount key="v" paise={d.current_value_paise} />],
    ['Gain', <GainAmount key="g" paise={d.gain_paise} />],
    ['Absolute return', <PercentOf key="r" pct={d.absolute_return_pct} />],
    ['XIRR', <Xirr key="x" pct={d.xirr_pct} />],
    ['NAV', d.scheme.nav ? `${formatNav(d.scheme.nav)} on ${formatNavDate(d.scheme.nav_date)}` : 'not published yet'],
  ];
}

function stepUpText(s: Sip): ReactNode {
  if (s.step_up_percent) return `${s.step_up_percent}% a year`;
  if (s.step_up_amount_paise) return <Amount paise={s.step_up_amount_paise} />;
  return 'none';
}

const SIP_COLUMNS: TableColumn<Sip>[] = [
  { key: 'amount', header: 'Amount', numeric: true, render: (s: Sip) => <Amount paise={s.amount_paise} /> },
  { key: 'frequency', header: 'Frequency', render: (s: Sip) => s.frequency },
  { key: 'day', header: 'Day of month', render: (s: Sip) => (s.day ? String(s.day) : '—') },
  { key: 'next', header: 'Next instalment', render: (s: Sip) => formatDay(s.next_due_date) },
  { key: 'stepup', header: 'Step-up', render: (s: Sip) => stepUpText(s) },
  { key: 'status', header: 'Status', render: (s: Sip) => s.status.replace(/_/g, ' ') },
];

/** Why a purchase shows a small loss on its first day: the stamp duty it paid is part of what was invested. */
function StampDutyNote({ detail }: { detail: FolioDetail }) {
  const paid = detail.transactions.reduce((sum, t) => sum + t.stamp_duty_paise, 0);
  if (paid === 0) return null;
  return (
    <p className={styles.note}>
      Invested includes <Amount paise={paid} /> of stamp duty: 0.005% of every purchase goes to the government (Indian Stamp
      Act, since 1 July 2020), so a new purchase starts a little below what you paid until the NAV moves.
    </p>
  );
}

export interface FolioSlots {
  /** The order buttons of the folio (the orders feature), beside "Invest more". */
  orderActions?: (detail: FolioDetail, userId: string) => ReactNode;
  /** What can be done with one SIP (cancel, step-up), as a last column of the SIP table. */
  sipActions?: (sip: Sip, detail: FolioDetail, userId: string) => ReactNode;
}

/**
 * `/portfolio/folio-details?folio=&scheme=`: one folio of one scheme, its transactions, SIPs and actions. The page
 * passes the orders feature's pieces in as slots, so the two features meet only there.
 */
export default function FolioDetails({ orderActions, sipActions }: FolioSlots = {}) {
  const { query } = useRouter();
  const folioId = text(query.folio);
  const schemeCode = text(query.scheme);
  const { userId } = usePortfolioOwner();
  const ready = userId && folioId && schemeCode;
  const result = useGetFolioDetailQuery(ready ? { userId, folioId, schemeCode } : skipToken);

  if (userId === undefined || result.isLoading) return <PortfolioLoading label="Loading the folio" />;
  if (!userId) return <ChooseClient />;
  if (!folioId || !schemeCode || result.error || !result.data)
    return <PortfolioError title="We could not load this folio" error={result.error ?? { status: 404, data: null }} onRetry={result.refetch} />;

  const d = result.data;
  const sipColumns = sipActions
    ? [...SIP_COLUMNS, { key: 'actions', header: 'Actions', render: (s: Sip) => sipActions(s, d, userId) }]
    : SIP_COLUMNS;
  return (
    <div className={styles.wrap}>
      <Head>
        <title>{`Folio ${d.folio.folio_no} | ZF`}</title>
      </Head>
      <header className={styles.head}>
        <div>
          <p className={styles.kicker}>
            Folio {d.folio.folio_no} · {d.folio.amc}
          </p>
          <h1>{d.scheme.scheme_name}</h1>
          <p className={styles.note}>{d.scheme.category}</p>
        </div>
      </header>
      <Figures label="Folio summary" figures={figures(d)} />
      <StampDutyNote detail={d} />
      <FolioActions schemeCode={String(d.scheme.scheme_code)}>{orderActions?.(d, userId)}</FolioActions>
      <section className={styles.section} aria-labelledby="folio-sips">
        <h2 id="folio-sips">SIPs</h2>
        <Table caption="SIPs in this folio" hideCaption columns={sipColumns} rows={d.sips} rowKey={(s) => s.id} empty={<p className={styles.note}>No SIPs run in this folio.</p>} />
      </section>
      <section className={styles.section} aria-labelledby="folio-txns">
        <h2 id="folio-txns">Transactions</h2>
        <TxnTable caption="Transactions in this folio" rows={d.transactions} withScheme={false} />
      </section>
    </div>
  );
}
