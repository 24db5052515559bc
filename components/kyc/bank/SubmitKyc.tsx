import { useRouter } from 'next/router';
import { useState } from 'react';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import { nodeApi } from '@/store/api/nodeApi';
import { useSubmitKycMutation } from '@/store/api/kyc';
import { useAppDispatch } from '@/store/hooks';
import styles from '../KycStep.module.scss';

/**
 * The last action of the journey: send the KYC to the KRA (POST /py/kyc/v1/update/user/{id}), once a verified
 * account is primary. The dashboard then shows the new status, so its account is read again.
 */
export default function SubmitKyc({ userId, ready }: { userId: string; ready: boolean }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [submit, { isLoading }] = useSubmitKycMutation();
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    try {
      await submit(userId).unwrap();
      dispatch(nodeApi.util.invalidateTags([{ type: 'User', id: userId }]));
      await router.push('/dashboard/user');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <div className={styles.form}>
      {!ready && (
        <p className={styles.info}>To submit your KYC, add an account in your name, verify it with the bank and make it primary.</p>
      )}
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={send} disabled={!ready} loading={isLoading}>
          Submit KYC
        </Button>
      </div>
    </div>
  );
}
