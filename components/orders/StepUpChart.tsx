import Chart from '@/components/ui/Chart';
import { abbreviateINR } from '@/utils/money';
import { PROJECTION_RATE_PERCENT, stepUpProjection, type StepUpChoice } from './stepUp';
import styles from './Orders.module.scss';

/** The SIP's value over ten years with and without the step-up, with the same numbers as a table. */
export default function StepUpChart({ monthlyRupees, choice }: { monthlyRupees: number; choice: StepUpChoice }) {
  const rows = stepUpProjection(monthlyRupees, choice);
  const last = rows[rows.length - 1];
  return (
    <section className={styles.section} aria-labelledby="stepup-effect">
      <h2 id="stepup-effect">The effect over {rows.length} years</h2>
      <p className={styles.note}>
        At an assumed {PROJECTION_RATE_PERCENT}% a year (an illustration, not a promise): {abbreviateINR(last.withStepUp)} with
        the step-up against {abbreviateINR(last.withoutStepUp)} without it; the instalment reaches{' '}
        {abbreviateINR(last.instalment)} a month in year {last.year}.
      </p>
      <Chart
        title="SIP value with and without the step-up"
        labels={rows.map((r) => `Year ${r.year}`)}
        series={[
          { name: 'Without step-up', values: rows.map((r) => r.withoutStepUp) },
          { name: 'With step-up', values: rows.map((r) => r.withStepUp) },
        ]}
        formatValue={(v) => abbreviateINR(v)}
        table
      />
    </section>
  );
}
