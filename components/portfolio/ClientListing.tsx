import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import ClientSearch from '@/components/shared/paged/ClientSearch';
import PagedQuery from '@/components/shared/paged/PagedQuery';
import { useSettled } from '@/components/shared/search/useSuggestions';
import Amount from '@/components/ui/Amount';
import Badge from '@/components/ui/Badge';
import Select from '@/components/ui/Select';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { ClientRow, ListingSort } from '@/services/portfolio.types';
import { useGetClientListingQuery } from '@/store/api/portfolio';
import { useAppDispatch } from '@/store/hooks';
import { clientSelected } from '@/store/portfolioSlice';
import { setSelectedClient } from '@/utils/storage';
import { Xirr } from './format';
import GainAmount from './GainAmount';
import Pager from '@/components/ui/Pager';
import { PortfolioLoading } from './ScreenStates';
import styles from './Portfolio.module.scss';
import { maskMobileLast4 } from '@/utils/orders/book';

export const PAGE_SIZE = 25;
export const SEARCH_DELAY_MS = 300;

const SORTS: { value: `${ListingSort}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'current_value:desc', label: 'Current value, highest first' },
  { value: 'gain:desc', label: 'Gain, highest first' },
  { value: 'gain:asc', label: 'Gain, lowest first' },
  { value: 'invested:desc', label: 'Invested, highest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
];

const KYC_TONE: Record<string, 'gain' | 'warning' | 'neutral'> = { verified: 'gain', submitted: 'warning' };

/**
 * `/portfolio/listing`: an advisor's clients with their value, gain and XIRR. The server searches, sorts and pages
 * (an advisor may have 10,000 clients); the previous page stays on screen while the next one loads.
 */
export default function ClientListing() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState('');
  const [sortOrder, setSortOrder] = useState<string>(SORTS[0].value);
  const [page, setPage] = useState(1);
  const search = useSettled(typed.trim(), SEARCH_DELAY_MS);
  const [sort, order] = sortOrder.split(':') as [ListingSort, 'asc' | 'desc'];
  const { data, error, isLoading, isFetching, refetch } = useGetClientListingQuery({
    search: search || undefined,
    sort,
    order,
    page,
    page_size: PAGE_SIZE,
  });

  function open(client: ClientRow) {
    setSelectedClient({ id: client.user_id, mobileNo: client.mobile_no, name: client.name, kycVerified: client.kyc_status === 'verified' });
    dispatch(clientSelected({ user_id: client.user_id, name: client.name, mobile_no: client.mobile_no }));
    void router.push(`/portfolio/${encodeURIComponent(client.user_id)}`);
  }

  const columns: TableColumn<ClientRow>[] = [
    {
      key: 'name',
      header: 'Client',
      render: (c) => (
        <button type="button" className={styles.rowLink} onClick={() => open(c)} aria-label={`Open the portfolio of ${c.name}`}>
          {c.name}
        </button>
      ),
    },
    { key: 'mobile', header: 'Mobile', render: (c) => `${maskMobileLast4(c.mobile_no)}${c.pan_last4 ? ` · PAN …${c.pan_last4}` : ''}` },
    { key: 'kyc', header: 'KYC', render: (c) => <Badge tone={KYC_TONE[c.kyc_status ?? ''] ?? 'neutral'}>{(c.kyc_status ?? 'not_started').replace(/_/g, ' ')}</Badge> },
    { key: 'invested', header: 'Invested', numeric: true, render: (c) => <Amount paise={c.invested_paise} /> },
    { key: 'value', header: 'Current value', numeric: true, render: (c) => <Amount paise={c.current_value_paise} /> },
    { key: 'gain', header: 'Gain', numeric: true, render: (c) => <GainAmount paise={c.gain_paise} /> },
    { key: 'xirr', header: 'XIRR', numeric: true, render: (c) => <Xirr pct={c.xirr_pct} /> },
  ];

  return (
    <div className={styles.wrap}>
      <Head>
        <title>Client portfolios | ZF</title>
      </Head>
      <header className={styles.head}>
        <h1>Client portfolios</h1>
      </header>
      <div className={styles.filters}>
        <ClientSearch
          value={typed}
          onChange={(text) => {
            setTyped(text);
            setPage(1);
          }}
        />
        <Select
          label="Sort clients by"
          options={SORTS}
          value={sortOrder}
          onChange={(e) => {
            setSortOrder(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <PagedQuery
        isLoading={isLoading}
        isFetching={isFetching}
        error={error}
        hasData={Boolean(data)}
        onRetry={refetch}
        loading={<PortfolioLoading label="Loading your clients" />}
      >
        <Table
          caption="Your clients"
          hideCaption
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(c) => c.user_id}
          empty={<p className={styles.note}>{search ? `No client matches “${search}”.` : 'You have no clients yet.'}</p>}
        />
        {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} noun="clients" busy={isFetching} onPage={setPage} />}
      </PagedQuery>
    </div>
  );
}
