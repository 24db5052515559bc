import Link from '@/components/ui/Link';
import { type FundSortKey } from '@/utils/funds/filters';
import { formatNav, formatNavDate } from '@/utils/funds/format';
import { categoryLine, schemeVariant } from '@/utils/funds/labels';
import { fundPath } from '@/utils/funds/seo';
import type { FundListRow } from '@/utils/funds/types';
import ReturnFigure from './ReturnFigure';
import SchemeBadges from './SchemeBadges';
import styles from './Funds.module.scss';

const RETURN_COLUMNS = [
  { key: 'return_1y', label: '1Y', sort: 'returns' },
  { key: 'return_3y', label: '3Y', sort: 'returns_3y' },
  { key: 'return_5y', label: '5Y', sort: 'returns_5y' },
] as const;

/** One scheme in the list: name, plan and option, where it sits, its NAV and CAGR returns. */
export default function FundListItem({ fund, sort }: { fund: FundListRow; sort: FundSortKey }) {
  const variant = schemeVariant(fund);
  return (
    <li className={styles.item} data-testid="fund-item">
      <div className={styles.itemMain}>
        <h2 className={styles.itemName}>
          <Link href={fundPath(fund.slug)}>
            {fund.name}
            {variant && <span className="visually-hidden"> – {variant}</span>}
          </Link>
        </h2>
        <SchemeBadges fund={fund} />
        <p className={styles.itemMeta}>
          {[fund.fund_house, categoryLine(fund)].filter(Boolean).join(' · ')}
        </p>
      </div>
      <dl className={styles.itemFigures}>
        <div data-active={sort === 'nav' || undefined}>
          <dt>NAV</dt>
          <dd>
            <span className="tabular">{formatNav(fund.nav)}</span>
            {fund.nav_date && <span className={styles.asOf}>{formatNavDate(fund.nav_date)}</span>}
          </dd>
        </div>
        {RETURN_COLUMNS.map((c) => (
          <div key={c.key} data-active={sort === c.sort || undefined}>
            <dt>
              {c.label}
              <span className="visually-hidden"> return a year (CAGR)</span>
            </dt>
            <dd>
              <ReturnFigure value={fund[c.key]} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
