import Head from 'next/head';
import { useState } from 'react';
import ClientSearch from '@/components/shared/paged/ClientSearch';
import PagedQuery from '@/components/shared/paged/PagedQuery';
import { useSettled } from '@/components/shared/search/useSuggestions';
import Amount from '@/components/ui/Amount';
import Badge from '@/components/ui/Badge';
import Button, { ButtonLink } from '@/components/ui/Button';
import Pager from '@/components/ui/Pager';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn, type TableSort } from '@/components/ui/Table';
import type { ClientBookRow, ClientBookSort } from '@/services/clients.api';
import { useGetClientBookQuery } from '@/store/api/clients';
import { useSelectClient } from './useSelectClient';
import styles from './Clients.module.scss';
import { maskMobileLast4 } from '@/utils/orders/book';

export const PAGE_SIZE = 20;
export const SEARCH_DELAY_MS = 300;

const KYC_TONE: Record<string, 'gain' | 'warning' | 'neutral'> = { verified: 'gain', registered: 'gain', submitted: 'warning' };
const kycLabel = (status: string) => status.replace(/_/g, ' ');
const addedOn = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });

/**
 * `/select-client`: the advisor's clients, searched, sorted and paged by the server (a book may hold 10,000).
 * Each name is a button, so Tab reaches it and Enter selects; the previous page stays while the next one loads.
 */
export default function SelectClient() {
  const [typed, setTyped] = useState('');
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const q = useSettled(typed.trim(), SEARCH_DELAY_MS);
  const { data, error, isLoading, isFetching, refetch } = useGetClientBookQuery({
    q: q || undefined,
    sort: sort.key as ClientBookSort,
    order: sort.direction === 'ascending' ? 'asc' : 'desc',
    page,
    size: PAGE_SIZE,
  });
  const { select, pending, error: selectError } = useSelectClient();

  const columns: TableColumn<ClientBookRow>[] = [
    {
      key: 'name',
      header: 'Client',
      sortable: true,
      render: (c) => (
        <Button variant="text" size="sm" loading={pending === c.user_id} disabled={pending !== null} onClick={() => void select(c.user_id)}>
          {c.name ?? c.mobile_no}
          <span className="visually-hidden">, select this client</span>
        </Button>
      ),
    },
    { key: 'mobile', header: 'Mobile', render: (c) => `${maskMobileLast4(c.mobile_no)}${c.pan_last4 ? ` · PAN …${c.pan_last4}` : ''}` },
    { key: 'kyc', header: 'KYC', sortable: true, render: (c) => <Badge tone={KYC_TONE[c.kyc_status] ?? 'neutral'}>{kycLabel(c.kyc_status)}</Badge> },
    { key: 'aum', header: 'AUM', sortable: true, numeric: true, render: (c) => <Amount paise={c.aum_paise} /> },
    { key: 'sips', header: 'Active SIPs', sortable: true, numeric: true, render: (c) => c.sip_count },
    { key: 'added', header: 'Added', sortable: true, render: (c) => addedOn(c.added_at) },
  ];

  return (
    <div className={styles.wrap}>
      <Head>
        <title>Select a client | ZF</title>
      </Head>
      <header className={styles.head}>
        <h1>Select a client</h1>
        <ButtonLink href="/add-client" variant="secondary" size="sm">
          Add a client
        </ButtonLink>
      </header>
      <div className={styles.filters}>
        <ClientSearch
          value={typed}
          onChange={(text) => {
            setTyped(text);
            setPage(1);
          }}
        />
      </div>
      {selectError && (
        <p role="alert" className={styles.error}>
          {selectError}
        </p>
      )}
      <PagedQuery
        isLoading={isLoading}
        isFetching={isFetching}
        error={error}
        hasData={Boolean(data)}
        onRetry={refetch}
        loading={<Skeleton height={240} label="Loading your clients" />}
      >
        <Table
          caption="Your clients"
          hideCaption
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(c) => c.user_id}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          empty={<p className={styles.note}>{q ? `No client matches “${q}”.` : 'You have no clients yet.'}</p>}
        />
        {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} noun="clients" busy={isFetching} onPage={setPage} />}
      </PagedQuery>
    </div>
  );
}
