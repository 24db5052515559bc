// Plain words for a scheme's plan and option. Two schemes of one fund differ only in these, and the
// difference costs or pays real money, so every list and page says them the same way.
import type { FundOption, FundPlan, FundSummary } from './types';

export type LabelTone = 'accent' | 'neutral' | 'warning';

export interface SchemeLabel {
  text: string;
  /** One sentence for a title attribute and the fund page. */
  explain: string;
  tone: LabelTone;
}

const PLAN_LABELS: Record<FundPlan, SchemeLabel> = {
  Direct: {
    text: 'Direct',
    explain:
      'Direct plan: bought straight from the fund house. No distributor commission, so its expense ratio is lower.',
    tone: 'accent',
  },
  Regular: {
    text: 'Regular',
    explain:
      'Regular plan: bought through a distributor such as ZF. Its expense ratio includes the distributor’s commission.',
    tone: 'neutral',
  },
};

const OPTION_LABELS: Record<FundOption, SchemeLabel> = {
  Growth: {
    text: 'Growth',
    explain: 'Growth option: gains stay invested in the NAV; nothing is paid out.',
    tone: 'accent',
  },
  IDCW: {
    text: 'IDCW',
    explain:
      'IDCW option (income distribution cum capital withdrawal): part of the NAV is paid out or reinvested from time to time; payouts are taxed in your hands.',
    tone: 'warning',
  },
  Bonus: {
    text: 'Bonus',
    explain:
      'Bonus option: returns come as extra units from time to time. Most fund houses have closed it to new money.',
    tone: 'neutral',
  },
};

export function planLabel(plan: FundPlan | null | undefined): SchemeLabel {
  return plan
    ? PLAN_LABELS[plan]
    : {
        text: 'Plan not stated',
        explain: 'AMFI’s file does not say whether this is a direct or regular plan.',
        tone: 'neutral',
      };
}

export function optionLabel(option: FundOption | null | undefined): SchemeLabel {
  return option
    ? OPTION_LABELS[option]
    : {
        text: 'Option not stated',
        explain: 'AMFI’s file does not say whether this is a growth or IDCW option.',
        tone: 'neutral',
      };
}

/** 'Direct · Growth' style suffix that tells the schemes of one fund apart in titles and links. */
export function schemeVariant(fund: Pick<FundSummary, 'plan' | 'option'>): string {
  return [fund.plan ? `${fund.plan} Plan` : null, fund.option].filter(Boolean).join(' · ');
}

/** The full name a person would search for: 'Parag Parikh Flexi Cap Fund – Regular Plan · Growth'. */
export function fullSchemeName(fund: Pick<FundSummary, 'name' | 'plan' | 'option'>): string {
  const variant = schemeVariant(fund);
  return variant ? `${fund.name} – ${variant}` : fund.name;
}

/** 'Equity Scheme › Flexi Cap Fund', or whichever of the two exists. */
export function categoryLine(fund: Pick<FundSummary, 'category' | 'sub_category'>): string {
  return [fund.category, fund.sub_category].filter(Boolean).join(' › ');
}
