import { abbreviateINR, formatINR, LAKH } from '@/utils/money';
import type { SummaryItem } from '@/utils/calculators/calculator';
import styles from './Calculator.module.scss';

/** Headline figures in full rupees, with the L / Cr form beside large ones. */
export default function ResultSummary({ items, notes }: { items: SummaryItem[]; notes: string[] }) {
  const main = items.find((item) => item.emphasis);
  return (
    <div className={styles.summary}>
      {/* One short announcement per change instead of re-reading every figure. */}
      {main?.amount !== undefined && (
        <p
          className="visually-hidden"
          aria-live="polite"
        >{`${main.label}: ${formatINR(main.amount, { decimals: 0 })}`}</p>
      )}
      <dl className={styles.figures}>
        {items.map((item) => (
          <div key={item.label} className={item.emphasis ? styles.emphasis : undefined}>
            <dt>{item.label}</dt>
            <dd data-testid={`result-${item.label}`}>
              {item.amount !== undefined ? (
                <>
                  <span className="tabular">{formatINR(item.amount, { decimals: 0 })}</span>
                  {Math.abs(item.amount) >= LAKH && (
                    <span className={styles.short}>{abbreviateINR(item.amount)}</span>
                  )}
                </>
              ) : (
                item.text
              )}
            </dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </div>
  );
}
