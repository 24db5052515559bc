import type { ReactNode } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import { useKycAllowance } from '@/components/shared/kyc/useKycAllowance';
import { readLocal } from '@/utils/storage';
import styles from './FundPage.module.scss';
import { withStore } from '@/components/app/StoreProvider';

export const KYC_CHECK_FAILED = 'We could not check your KYC just now.';

/**
 * The purchase buttons for a logged-in investor, only when their KYC allows a purchase at any fund house
 * (Validated). Otherwise it says why, in the KRA's terms, and offers the step that fixes it instead.
 * Loaded lazily by InvestActions: visitors and experts never download the data layer for it.
 */
function InvestKycGate({ children }: { children: ReactNode }) {
  const { allowance, isLoading, error, refetch } = useKycAllowance(readLocal('user_id'));

  if (isLoading) return <Skeleton height={40} label="Checking your KYC" />;
  if (error || !allowance) {
    return (
      <div className={styles.invest} role="alert">
        <p className={styles.note}>{KYC_CHECK_FAILED}</p>
        <div className={styles.investButtons}>
          <Button variant="secondary" size="sm" onClick={refetch}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (allowance.canInvestAnywhere) return <>{children}</>;
  return (
    <div className={styles.invest}>
      <p className={styles.kycNote}>{allowance.allows}</p>
      {allowance.action && (
        <div className={styles.investButtons}>
          <ButtonLink href={allowance.action.href}>{allowance.action.label}</ButtonLink>
        </div>
      )}
    </div>
  );
}

// Loaded later by store-free pages (and the shell), so it brings the store with it.
export default withStore(InvestKycGate);
