import Badge from '@/components/ui/Badge';
import { optionLabel, planLabel } from '@/utils/funds/labels';
import type { FundSummary } from '@/utils/funds/types';
import styles from './SchemeFigures.module.scss';

/**
 * Plan and option side by side on every list row and page: two schemes of one fund differ only here,
 * so the words are spelled out (not colour alone) and explained on hover and for screen readers.
 */
export default function SchemeBadges({ fund }: { fund: Pick<FundSummary, 'plan' | 'option'> }) {
  const plan = planLabel(fund.plan);
  const option = optionLabel(fund.option);
  return (
    <span className={styles.badges}>
      <span title={plan.explain} data-testid="plan-badge">
        <Badge tone={plan.tone}>
          {plan.text}
          {fund.plan && <span className="visually-hidden"> plan</span>}
        </Badge>
      </span>
      <span title={option.explain} data-testid="option-badge">
        <Badge tone={option.tone}>
          {option.text}
          {fund.option && <span className="visually-hidden"> option</span>}
        </Badge>
      </span>
    </span>
  );
}
