import { formatNavDate } from '@/utils/funds/format';
import { hasUnknownReturns, returnRows } from '@/utils/funds/returnsTable';
import type { FundReturns } from '@/utils/funds/types';
import ReturnFigure from './ReturnFigure';
import styles from './FundPage.module.scss';

/** Trailing returns: absolute over each period, and the yearly rate (CAGR) for a year or more. */
export default function ReturnsTable({ returns }: { returns: FundReturns }) {
  const rows = returnRows(returns);
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            Trailing returns as of {formatNavDate(returns.as_of)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Absolute return</th>
              <th scope="col">A year (CAGR)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.period} data-testid={`return-${row.period}`}>
                <th scope="row">{row.label}</th>
                <td>
                  <ReturnFigure value={row.abs} />
                </td>
                <td>
                  {row.cagr === undefined ? (
                    <span className={styles.muted}>not annualised</span>
                  ) : (
                    <ReturnFigure value={row.cagr} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        As of {formatNavDate(returns.as_of)}, worked out from the NAVs we hold (growth of one unit;
        IDCW payouts are not added back). Periods under a year are not annualised.
        {hasUnknownReturns(rows) &&
          ' — means we do not hold a NAV near the start of that period, so we do not show a figure rather than guess one.'}
      </p>
    </>
  );
}
