import { formatINR } from '@/utils/money';
import type { ResultTable } from '@/utils/calculators/calculator';
import styles from './Calculator.module.scss';

/** The result year by year. Wide tables scroll sideways on phones with the first column kept in view. */
export default function YearTable({ table }: { table: ResultTable }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={table.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={c.format === 'inr' ? styles.num : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {table.columns.map((c, j) => {
                const value = row[c.key];
                const text =
                  c.format === 'inr' && typeof value === 'number'
                    ? formatINR(value, { decimals: 0 })
                    : String(value);
                return j === 0 ? (
                  <th key={c.key} scope="row">
                    {text}
                  </th>
                ) : (
                  <td key={c.key} className={styles.num}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
