import Table from '@/components/ui/Table';
import { fullAmount } from './format';

interface Row {
  name: string;
  paise: number;
  count?: number;
}

/** A name and an amount per row (and a count where the view has one), sortable, for a breakdown. */
export default function NamedTable({ caption, rows, countHeader }: { caption: string; rows: Row[]; countHeader?: string }) {
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(r) => r.name}
      columns={[
        { key: 'name', header: 'Name', sortValue: (r) => r.name },
        ...(countHeader ? [{ key: 'count', header: countHeader, numeric: true, sortValue: (r: Row) => r.count ?? 0 }] : []),
        { key: 'paise', header: 'Amount', numeric: true, render: (r) => fullAmount(r.paise), sortValue: (r) => r.paise },
      ]}
    />
  );
}
