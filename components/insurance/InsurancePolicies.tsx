import Button, { ButtonLink } from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useGetPoliciesQuery } from '@/store/api/insurance';
import PolicyCard from './PolicyCard';
import styles from './Insurance.module.scss';

export const POLICIES_FAILED = 'We could not load the health insurance policies.';

/**
 * The dashboard's health-insurance card: the person's policies, newest first. `forClient` is an advisor looking at
 * the client chosen in their tab (the id is passed to the backend, which checks the mapping).
 */
export default function InsurancePolicies({ userId, forClient }: { userId: string; forClient: boolean }) {
  const policies = useGetPoliciesQuery(forClient ? userId : null);
  return (
    <Card title="Health insurance">
      {policies.isLoading ? (
        <Skeleton height={120} label="Loading policies" />
      ) : policies.error || !policies.data ? (
        <div className={styles.actions}>
          <p role="alert">{errorMessage(policies.error, POLICIES_FAILED)}</p>
          <Button size="sm" variant="secondary" onClick={() => void policies.refetch()}>
            Try again
          </Button>
        </div>
      ) : policies.data.length === 0 ? (
        <div className={styles.form}>
          <p className={styles.note}>{forClient ? 'No health insurance yet.' : 'You have no health insurance with us yet.'}</p>
          <div>
            <ButtonLink href="/health_insurance" variant="secondary" size="sm">
              Compare health insurance
            </ButtonLink>
          </div>
        </div>
      ) : (
        <div className={styles.plans}>
          {policies.data.map((policy) => (
            <PolicyCard key={policy.id} policy={policy} />
          ))}
        </div>
      )}
    </Card>
  );
}
