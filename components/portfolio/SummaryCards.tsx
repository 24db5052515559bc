import Amount from '@/components/ui/Amount';
import type { SectionSummary } from '@/services/portfolio.types';
import { formatNavDate } from '@/utils/funds/format';
import { PercentOf, Xirr } from './format';
import Figures, { type Figure } from './Figures';
import GainAmount from './GainAmount';

interface Props {
  summary: SectionSummary;
  navDate: string | null;
  label?: string;
}

/** The portfolio's headline figures; the NAV date says how fresh the values are. */
export default function SummaryCards({ summary, navDate, label = 'Portfolio summary' }: Props) {
  const figures: Figure[] = [
    ['Invested', <Amount key="i" paise={summary.invested_paise} />],
    ['Current value', <Amount key="v" paise={summary.current_value_paise} />],
    ['Gain', <GainAmount key="g" paise={summary.gain_paise} />],
    ['Absolute return', <PercentOf key="r" pct={summary.absolute_return_pct} />],
    ['XIRR', <Xirr key="x" pct={summary.xirr_pct} />],
    ['NAV as of', formatNavDate(navDate)],
  ];
  return <Figures label={label} figures={figures} />;
}
