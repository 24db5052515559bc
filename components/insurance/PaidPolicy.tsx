import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useGetPoliciesQuery } from '@/store/api/insurance';
import { useAppDispatch } from '@/store/hooks';
import { draftCleared } from '@/store/insuranceSlice';
import PolicyCard from './PolicyCard';
import styles from './Insurance.module.scss';

/** /health_insurance?paid={cart_id}: where the insurer's payment page sends the buyer back. */
export default function PaidPolicy({ cartId, forClientId }: { cartId: string; forClientId: string | null }) {
  const dispatch = useAppDispatch();
  const policies = useGetPoliciesQuery(forClientId);
  const policy = policies.data?.find((p) => p.id === cartId);
  const paid = policy?.cart_status === 'paid';
  // The funnel starts afresh once the policy is paid; after a failed payment the draft stays for another try.
  useEffect(() => {
    if (paid) dispatch(draftCleared());
  }, [paid, dispatch]);

  if (policies.isLoading) return <Skeleton height={200} label="Loading your policy" />;
  if (policies.error || !policy)
    return (
      <p role="alert" className={styles.panel}>
        {policies.error ? errorMessage(policies.error) : 'We could not find this policy.'}
      </p>
    );
  return (
    <section className={styles.form} aria-label="Your policy">
      <h2>{paid ? 'Your policy is active' : 'Your payment did not go through'}</h2>
      {!paid && <p className={styles.note}>Nothing was charged for this policy. You can try the payment again.</p>}
      <PolicyCard policy={policy} />
      <div className={styles.actions}>
        <ButtonLink href="/dashboard/user" variant="secondary">
          Go to your dashboard
        </ButtonLink>
      </div>
    </section>
  );
}
