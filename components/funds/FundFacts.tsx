import type { ReactNode } from 'react';
import { optionLabel, planLabel } from '@/utils/funds/labels';
import type { FundDetail } from '@/utils/funds/types';
import { formatINR, paiseToRupees } from '@/utils/money';
import { type SchemeRules, schemeFactsOf, schemeRules } from '@/utils/orders/schemeRules';
import styles from './FundPage.module.scss';

const rupees = (paise: number) => formatINR(paiseToRupees(paise));
const period = (days: number) => (days % 365 === 0 ? `${days / 365 === 1 ? 'a year' : `${days / 365} years`}` : `${days} days`);

/**
 * What an order of this scheme must meet, as ZF applies it (utils/orders/schemeRules.ts: the common figures by kind
 * of scheme, since AMFI's data carries no per-scheme limits): minimums, exit load and lock-in.
 */
export function orderFacts(rules: SchemeRules): [string, string][] {
  if (rules.closedReason) return [['Orders through ZF', rules.closedReason]];
  return [
    ['Minimum first purchase', rupees(rules.minFirstPurchasePaise)],
    ['Minimum additional purchase', rupees(rules.minAdditionalPurchasePaise)],
    [
      'Minimum SIP',
      rules.sipAllowed
        ? `${rupees(rules.minSipPaise)} a month, at least ${rules.minSipInstallments} instalments`
        : 'This fund does not take SIPs',
    ],
    [
      'Exit load',
      rules.exitLoadPercent > 0
        ? `${rules.exitLoadPercent}% of the value of units redeemed or switched out within ${period(rules.exitLoadDays)} of purchase`
        : 'None',
    ],
    ...(rules.lockInDays > 0
      ? [['Lock-in', `${period(rules.lockInDays)} from each purchase`] as [string, string]]
      : []),
  ];
}

/**
 * The scheme's identity as AMFI lists it (what a form, a statement or a platform will ask for), then what an order
 * must meet. Expense ratio, riskometer, benchmark and fund managers are in neither AMFI's files nor our catalogue
 * (docs/ARCHITECTURE.md "What a fund page shows, and what the data does not carry"), so they are named as missing, never guessed.
 */
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
    ...orderFacts(schemeRules(schemeFactsOf(fund))),
  ];
  return (
    <>
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
      <p className={styles.note}>
        Minimum amounts and exit load are the usual figures for this kind of scheme, which ZF applies to orders;
        the fund house’s scheme information document has the final word. AMFI’s data does not carry the expense
        ratio, riskometer, benchmark or fund managers, so we do not show them.
      </p>
    </>
  );
}
