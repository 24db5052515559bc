import Link from '@/components/ui/Link';
import Amount from '@/components/ui/Amount';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { SchemeHolding } from '@/services/portfolio.types';
import { formatNav, formatNavDate } from '@/utils/funds/format';
import { folioHref } from './folioLink';
import { PercentOf, Xirr, formatUnits } from './format';
import GainAmount from './GainAmount';
import styles from './Portfolio.module.scss';

interface Props {
  caption: string;
  holdings: readonly SchemeHolding[];
  userId: string;
  /** The date all current values are at: a scheme valued at an older NAV says its own date. */
  navDate: string | null;
  /** Imported holdings have no ZF folio page. */
  linkFolios?: boolean;
}

/** A scheme whose NAV is older than the rest says so with its date; one with no NAV at all says that. */
function navNote(schemeDate: string | null, navDate: string | null): string {
  if (!schemeDate) return ' (no NAV published yet)';
  return navDate && schemeDate !== navDate ? ` (last NAV, ${formatNavDate(schemeDate)})` : '';
}

function SchemeCell({ h, userId, navDate, linkFolios }: { h: SchemeHolding } & Omit<Props, 'caption' | 'holdings'>) {
  return (
    <div>
      <div className={styles.schemeName}>{h.scheme_name}</div>
      <div className={styles.muted}>
        {h.category} · NAV {formatNav(h.nav)}
        {navNote(h.nav_date, navDate)}
      </div>
      <ul className={styles.folios} aria-label={`Folios of ${h.scheme_name}`}>
        {h.folioLevel.map((f) => (
          <li key={f.folio_id}>
            {linkFolios ? (
              <Link href={folioHref(userId, f.folio_id, String(h.scheme_code))}>Folio {f.folio_no}</Link>
            ) : (
              <span>Folio {f.folio_no}</span>
            )}
            {' · '}
            {formatUnits(f.units)} units · <Amount paise={f.current_value} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Holdings by scheme, each with its folios; the order is the sort modal's (the rows keep the order given). */
export default function HoldingsTable({ caption, holdings, userId, navDate, linkFolios = true }: Props) {
  const columns: TableColumn<SchemeHolding>[] = [
    { key: 'scheme', header: 'Scheme', render: (h) => <SchemeCell h={h} userId={userId} navDate={navDate} linkFolios={linkFolios} /> },
    { key: 'units', header: 'Units', numeric: true, render: (h) => formatUnits(h.units) },
    { key: 'invested', header: 'Invested', numeric: true, render: (h) => <Amount paise={h.net_cost} /> },
    { key: 'value', header: 'Current value', numeric: true, render: (h) => <Amount paise={h.current_value} /> },
    { key: 'gain', header: 'Gain', numeric: true, render: (h) => <GainAmount paise={h.gain_or_loss} /> },
    { key: 'return', header: 'Return', numeric: true, render: (h) => <PercentOf pct={h.absolute_return_pct} /> },
    { key: 'xirr', header: 'XIRR', numeric: true, render: (h) => <Xirr pct={h.xirr_pct} /> },
  ];
  return <Table caption={caption} columns={columns} rows={holdings} rowKey={(h) => String(h.scheme_code)} />;
}
