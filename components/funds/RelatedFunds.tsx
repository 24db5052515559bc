import Link from '@/components/ui/Link';
import { formatNav } from '@/utils/funds/format';
import { schemeVariant } from '@/utils/funds/labels';
import { fundPath } from '@/utils/funds/seo';
import type { FundSummary } from '@/utils/funds/types';
import ReturnFigure from './ReturnFigure';
import SchemeBadges from './SchemeBadges';
import styles from './FundPage.module.scss';

/** Other schemes of the same sub-category and plan, best 1-year return first. */
export default function RelatedFunds({ funds }: { funds: FundSummary[] }) {
  return (
    <ul className={styles.related}>
      {funds.map((fund) => (
        <li key={fund.scheme_code}>
          <Link href={fundPath(fund.slug)} className={styles.relatedName}>
            {fund.name}
            <span className="visually-hidden"> – {schemeVariant(fund)}</span>
          </Link>
          <SchemeBadges fund={fund} />
          <span className={styles.relatedFigures}>
            <span className="tabular">{formatNav(fund.nav)}</span>
            <span>
              1Y <ReturnFigure value={fund.return_1y} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
