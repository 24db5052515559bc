import type { ReactNode } from 'react';
import { optionLabel, planLabel } from '@/utils/funds/labels';
import type { FundDetail } from '@/utils/funds/types';
import styles from './FundPage.module.scss';

/** The scheme's identity as AMFI lists it: what a form, a statement or a platform will ask for. */
export default function FundFacts({ fund }: { fund: FundDetail }) {
  const plan = planLabel(fund.plan);
  const option = optionLabel(fund.option);
  const explained = (text: string, explain: string) => (
    <>
      {text}
      <span className={styles.explain}>{explain}</span>
    </>
  );
  const rows: [string, ReactNode][] = [
    ['Fund house', fund.fund_house],
    ['Category', fund.category],
    ['Sub-category', fund.sub_category],
    ['Plan', explained(plan.text, plan.explain)],
    ['Option', explained(fund.option_label ?? option.text, option.explain)],
    ['Scheme type', fund.scheme_type],
    ['AMFI scheme code', String(fund.scheme_code)],
    [fund.isin_reinvestment ? 'ISIN (growth or payout)' : 'ISIN', fund.isin_growth],
    ['ISIN (reinvestment)', fund.isin_reinvestment],
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
