import { ButtonLink } from '@/components/ui/Button';
import { fundPath } from '@/utils/funds/seo';
import type { FundDetail } from '@/utils/funds/types';
import styles from './FundPage.module.scss';

/**
 * In place of the Invest buttons on a Direct plan's page (issue 31, item 10): ZF invests under its ARN, which only a
 * Regular plan carries, so it offers the same fund's Regular plan instead. Rendered on the server, for everyone.
 */
export default function DirectPlanNote({ fund }: { fund: FundDetail }) {
  return (
    <div className={styles.invest} role="note" aria-label="Direct plan">
      <p className={styles.note}>
        This is a Direct plan: it is bought from the fund house itself, with no distributor, which is why its expense
        ratio is lower. ZF is a mutual fund distributor and invests for you in Regular plans, whose expense ratio
        includes the distributor’s commission.
      </p>
      {fund.regular_plan && (
        <div className={styles.investButtons}>
          <ButtonLink href={fundPath(fund.regular_plan.slug)}>Invest in the Regular plan through ZF</ButtonLink>
        </div>
      )}
    </div>
  );
}
