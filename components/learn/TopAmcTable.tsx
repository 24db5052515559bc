import Link from '@/components/ui/Link';
import EmptyState from '@/components/ui/EmptyState';
import { formatIndianNumber } from '@/utils/money';
import { type AmcRanking, fundHouseListHref } from './topAmc';
import styles from './Learn.module.scss';

/** The ranking as a table; null when the market service could not be reached. */
export default function TopAmcTable({ ranking, asOf }: { ranking: AmcRanking | null; asOf: string | null }) {
  if (!ranking) return <EmptyState title="The fund list could not be loaded" description="Please reload the page in a minute." />;
  if (ranking.rows.length === 0) return <EmptyState title="No fund houses yet" description="The fund list is empty." />;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          Fund houses by number of schemes listed{asOf ? `, AMFI NAV file of ${asOf}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Fund house</th>
            <th scope="col" className={styles.num}>
              Schemes listed
            </th>
            <th scope="col" className={styles.num}>
              Share of all listed
            </th>
          </tr>
        </thead>
        <tbody>
          {ranking.rows.map((row) => (
            <tr key={row.fund_house}>
              <td className={styles.num}>{row.rank}</td>
              <th scope="row">
                <Link href={fundHouseListHref(row.fund_house)}>{row.fund_house}</Link>
              </th>
              <td className={styles.num}>{formatIndianNumber(row.schemes)}</td>
              <td className={styles.num}>{formatIndianNumber(row.share, { decimals: 1 })}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
