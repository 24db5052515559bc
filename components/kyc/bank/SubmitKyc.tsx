import { useRouter } from 'next/router';
import { useState } from 'react';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import { nodeApi } from '@/store/api/nodeApi';
import type { ClientConfirmation } from '@/services/kyc.types';
import { useSubmitKycMutation } from '@/store/api/kyc';
import { useAppDispatch } from '@/store/hooks';
import styles from '../KycStep.module.scss';

/**
 * The last action of the journey: send the KYC to the KRA (POST /py/kyc/v1/update/user/{id}), once a verified
 * account is primary. The dashboard then shows the new status, so its account is read again. An advisor's submit for
 * a client goes to the client instead, to confirm from a texted link with their own OTP: this says where it went.
 */
export default function SubmitKyc({ userId, ready }: { userId: string; ready: boolean }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [submit, { isLoading }] = useSubmitKycMutation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<ClientConfirmation | null>(null);

  async function send() {
    setError(null);
    try {
      const answer = await submit(userId).unwrap();
      dispatch(nodeApi.util.invalidateTags([{ type: 'User', id: userId }]));
      if (answer.client_confirmation) return setSentTo(answer.client_confirmation);
      await router.push('/dashboard/user');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  if (sentTo)
    return (
      <div className={styles.form}>
        <p role="status" className={styles.info}>
          {sentTo.sent_to
            ? `Sent to your client to confirm (${sentTo.sent_to}). The KYC goes to the KRA once they confirm it with their OTP; the link works for 48 hours.`
            : 'We could not text your client the link. Please try again.'}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={send} loading={isLoading}>
            Send the link again
          </Button>
        </div>
      </div>
    );

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
