import { useEffect, useState } from 'react';
import { useSettled } from '@/components/shared/search/useSuggestions';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { useGetClientListingQuery } from '@/store/api/portfolio';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_TYPES, ORDER_TYPE_LABELS, maskMobileLast4, type OrderBookFilters as Filters } from '@/utils/orders/book';
import styles from './OrderBook.module.scss';

export const CLIENT_SEARCH_DELAY_MS = 300;

interface Props {
  filters: Filters;
  /** The name of the client the filter names, when the page already knows it (from a row of theirs). */
  clientName?: string;
  onChange: (filters: Filters) => void;
}

const statusOptions = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const typeOptions = ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABELS[t] }));

/**
 * "Find a client" (name, mobile or PAN's last 4) filters the table once typing settles, and narrows the Client list;
 * then status, type and the placed dates. Every change goes to the URL through `onChange`; nothing is kept only here
 * but the text being typed.
 */
export default function OrderBookFilters({ filters, clientName, onChange }: Props) {
  const [typed, setTyped] = useState(filters.q ?? '');
  const search = useSettled(typed.trim(), CLIENT_SEARCH_DELAY_MS);
  const clients = useGetClientListingQuery({ search: search || undefined, sort: 'name', order: 'asc', page_size: 20 });
  const found = (clients.data?.items ?? []).map((c) => ({ value: c.user_id, label: `${c.name} · ${maskMobileLast4(c.mobile_no)}` }));
  const chosen = filters.client && !found.some((o) => o.value === filters.client) ? [{ value: filters.client, label: clientName ?? 'The chosen client' }] : [];
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const any = Object.values(filters).some(Boolean);
  // The settled search becomes the table's filter (and the address's `q`).
  useEffect(() => {
    if (search !== (filters.q ?? '')) onChange({ ...filters, q: search || undefined });
    // Only a new settled search moves the filter; the other filters change through `set`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return (
    <div className={styles.filters}>
      <Input label="Find a client" hint="Name, mobile number or PAN's last 4" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <Select
        label="Client"
        value={filters.client ?? ''}
        onChange={(e) => set({ client: e.target.value || undefined })}
        options={[{ value: '', label: 'All clients' }, ...chosen, ...found]}
        hint={clients.isFetching ? 'Looking for clients…' : undefined}
      />
      <Select label="Status" value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as Filters['status'] })} options={[{ value: '', label: 'Any status' }, ...statusOptions]} />
      <Select label="Order type" value={filters.type ?? ''} onChange={(e) => set({ type: (e.target.value || undefined) as Filters['type'] })} options={[{ value: '', label: 'Any type' }, ...typeOptions]} />
      <Input label="Placed from" type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => set({ from: e.target.value || undefined })} />
      <Input label="Placed until" type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => set({ to: e.target.value || undefined })} />
      {any && (
        <div>
          <Button
            variant="text"
            size="sm"
            onClick={() => {
              setTyped('');
              onChange({});
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
