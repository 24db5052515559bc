// The advisor's SIP and mandate centre (/distributor/sips, docs/DESK.md "SIP and mandate centre"): every SIP of
// their clients with its status, next date, instalments, bounces and mandate; tabs with counts; pause, cancel (sent
// to the client to confirm) and top-up. The tab, the client and the page live in the URL.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import Amount from '@/components/ui/Amount';
import Badge, { type BadgeTone } from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import LoadError from '@/components/ui/LoadError';
import Pager from '@/components/ui/Pager';
import Table, { type TableColumn } from '@/components/ui/Table';
import Tabs from '@/components/ui/Tabs';
import { useGetSipCentreQuery } from '@/store/api/orders';
import { SIP_CENTRE_TABS, SIP_CENTRE_TAB_LABELS, SIP_STATUS_LABELS, type SipCentreRow, type SipCentreStatus, type SipCentreTab } from '@/utils/orders/sipCentre';
import { OrdersLoading } from './ScreenStates';
import SipCentreActions from './SipCentreActions';
import { bounceWords, instalmentWords, mandateWords, nextWords, scheduleWords } from './sipCentreWords';
import styles from './Orders.module.scss';
import own from './SipCentre.module.scss';

const STATUS_TONE: Record<SipCentreStatus, BadgeTone> = { active: 'gain', pending: 'accent', paused: 'warning', cancelled: 'neutral', completed: 'neutral' };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const isTab = (v: string | undefined): v is SipCentreTab => !!v && (SIP_CENTRE_TABS as readonly string[]).includes(v);

function Mandate({ sip }: { sip: SipCentreRow }) {
  const m = mandateWords(sip.mandate);
  return (
    <>
      {m.line}
      {m.limit && <span className={own.sub}>{m.limit}</span>}
      {m.expiry && <span className={own.sub}>{m.expiry}</span>}
    </>
  );
}

export default function SipCentre() {
  const router = useRouter();
  const tabParam = first(router.query.tab);
  const tab: SipCentreTab = isTab(tabParam) ? tabParam : 'all';
  const client = first(router.query.client) || undefined;
  const page = Math.max(1, Number(first(router.query.page)) || 1);
  const query = { tab, client, page, size: 20 };
  const { data, currentData, error, isLoading, isFetching, refetch } = useGetSipCentreQuery(query, { skip: router.isReady === false });
  const [notice, setNotice] = useState('');

  const go = (next: { tab?: SipCentreTab; client?: string; page?: number }) => {
    const q = { tab: next.tab ?? tab, client: 'client' in next ? next.client : client, page: next.page ?? 1 };
    const url = Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== undefined && !(k === 'tab' && v === 'all') && !(k === 'page' && v === 1)));
    void router.replace({ pathname: router.pathname, query: url }, undefined, { shallow: true });
  };

  const clientCell = (s: SipCentreRow) => (
    <>
      <Button size="sm" variant="text" title={`Only ${s.client_name}'s SIPs`} onClick={() => go({ client: s.user_id })}>{s.client_name}</Button>
      <span className={own.sub}>{s.client_mobile_masked}</span>
    </>
  );
  const columns: TableColumn<SipCentreRow>[] = [
    { key: 'client', header: 'Client', render: clientCell },
    { key: 'scheme', header: 'Scheme', render: (s) => <>{s.scheme_name}<span className={own.sub}>{scheduleWords(s)}</span></> },
    { key: 'amount', header: 'Amount', numeric: true, render: (s) => <Amount paise={s.amount_paise} /> },
    { key: 'status', header: 'Status', render: (s) => <Badge tone={STATUS_TONE[s.status]}>{SIP_STATUS_LABELS[s.status]}</Badge> },
    { key: 'next', header: 'Next instalment', render: (s) => <span className={own.number}>{nextWords(s)}</span> },
    { key: 'instalments', header: 'Instalments', render: (s) => <span className={own.number}>{instalmentWords(s)}</span> },
    { key: 'bounces', header: 'Bounces', render: (s) => <span className={s.bounces ? own.warn : undefined}>{bounceWords(s)}</span> },
    { key: 'mandate', header: 'Mandate', render: (s) => <Mandate sip={s} /> },
    { key: 'actions', header: 'Actions', render: (s) => <SipCentreActions sip={s} onDone={setNotice} /> },
  ];

  const clientName = client ? data?.sips[0]?.client_name : undefined;
  const list =
    isLoading || router.isReady === false ? (
      <OrdersLoading label="Loading your clients' SIPs" />
    ) : error && !currentData ? (
      <LoadError title="The SIPs could not be loaded" error={error} onRetry={() => void refetch()} />
    ) : data && data.sips.length === 0 ? (
      <EmptyState
        title={tab === 'all' && !client ? 'No SIPs for your clients yet' : 'No SIP matches this view'}
        description={tab === 'all' ? 'SIPs you register for your clients appear here with their mandates.' : 'Try another tab.'}
      />
    ) : (
      <div aria-busy={isFetching}>
        <div className={own.table}>
          <Table caption="Your clients' SIPs" hideCaption columns={columns} rows={data?.sips ?? []} rowKey={(s) => s.id} />
        </div>
        <ul className={own.cards} aria-label="Your clients' SIPs">
          {data?.sips.map((s) => (
            <li key={s.id} className={own.card}>
              <div>{clientCell(s)}</div>
              <div>{s.scheme_name}</div>
              <dl>
                {columns.slice(1, -1).map((c) => (
                  <div key={c.key}>
                    <dt>{c.header}</dt>
                    <dd>{c.key === 'scheme' ? scheduleWords(s) : c.render?.(s)}</dd>
                  </div>
                ))}
              </dl>
              <SipCentreActions sip={s} onDone={setNotice} />
            </li>
          ))}
        </ul>
        {data && data.total > data.size && (
          <Pager page={page} pageSize={data.size} total={data.total} exact noun="SIPs" busy={isFetching} onPage={(p) => go({ page: p })} />
        )}
      </div>
    );

  return (
    <div className={styles.wrap}>
      <Head>
        <title>SIPs and mandates | ZF</title>
      </Head>
      <h1>SIPs and mandates</h1>
      {client && (
        <p className={styles.note}>
          SIPs of {clientName ?? 'one client'}.{' '}
          <Button size="sm" variant="text" onClick={() => go({ client: undefined })}>Show all clients</Button>
        </p>
      )}
      <p role="status" className={styles.note}>{notice}</p>
      <Tabs
        label="SIPs by status"
        selected={tab}
        onSelect={(id) => go({ tab: id as SipCentreTab })}
        tabs={SIP_CENTRE_TABS.map((id) => ({
          id,
          label: data ? `${SIP_CENTRE_TAB_LABELS[id]} (${data.counts[id]})` : SIP_CENTRE_TAB_LABELS[id],
          content: id === tab ? list : null,
        }))}
      />
    </div>
  );
}
