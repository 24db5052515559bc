import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import type { BankAccount, ClientConfirmation } from '@/services/kyc.types';
import { isWithTheKra } from '@/utils/kyc/status';
import { isChangeSentToClient } from '@/utils/kyc/wire';
import { useGetKycDataQuery, useSetPrimaryBankMutation } from '@/store/api/kyc';
import { modificationRedirect } from '../modification/flow';
import { readFlags } from '../modification/storedFlags';
import StepLoadError from '../StepLoadError';
import AccountList from './AccountList';
import AddAccountForm from './AddAccountForm';
import { pennyDropWords } from './pennyDropWords';
import SubmitKyc from './SubmitKyc';
import { usePennyDrop } from './usePennyDrop';
import WaitingForClient from './WaitingForClient';
import stepStyles from '../KycStep.module.scss';
import styles from '../KycSection.module.scss';

interface BankContentProps {
  userId: string;
  kycStatus: string | null | undefined;
  /** An advisor working on a client's accounts. */
  forClient: boolean;
}

/** Step 5: add an account, verify it by penny drop, choose the primary, submit the KYC. */
export default function BankContent({ userId, kycStatus, forClient }: BankContentProps) {
  const router = useRouter();
  const data = useGetKycDataQuery(userId);
  const drop = usePennyDrop(userId);
  const [setPrimary] = useSetPrimaryBankMutation();
  const [primaryBusy, setPrimaryBusy] = useState<string | null>(null);
  const [primaryError, setPrimaryError] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<BankAccount | null>(null);
  const [sentToClient, setSentToClient] = useState<ClientConfirmation | null>(null);
  const accounts = data.data?.bank_accounts ?? [];

  // A KYC modification under way and not yet signed continues on the declarations page.
  useEffect(() => {
    const to = modificationRedirect(kycStatus, readFlags(userId));
    if (to) void router.replace(to);
  }, [kycStatus, userId, router]);

  async function makePrimary(id: string) {
    setPrimaryBusy(id);
    setPrimaryError(null);
    try {
      const answer = await setPrimary({ userId, bankAccountId: id }).unwrap();
      if (isChangeSentToClient(answer)) setSentToClient(answer.client_confirmation);
    } catch (failure) {
      setPrimaryError(errorMessage(failure));
    } finally {
      setPrimaryBusy(null);
    }
  }

  async function verify(id: string) {
    const answer = await drop.verify(id);
    if (!answer) return;
    setLastResult(answer);
    // The first verified account becomes the primary one: there is no other to choose yet.
    const hasPrimary = accounts.some((a) => a.is_primary && a.id !== id);
    if (answer.penny_drop_status === 'verified' && !hasPrimary) await makePrimary(id);
  }

  if (data.isLoading) return <Skeleton lines={5} height={40} label="Loading your bank accounts" />;
  if (data.error) return <StepLoadError error={data.error} onRetry={data.refetch} />;

  const result = lastResult ? pennyDropWords(lastResult) : null;
  const ready = accounts.some((a) => a.is_primary && a.penny_drop_status === 'verified');
  const busyId = drop.checking ?? primaryBusy;
  const failure = drop.error ?? primaryError;
  const waiting = (data.data?.pending_changes ?? []).filter((change) => change.kind === 'bank_change');

  return (
    <div className={stepStyles.form}>
      <section className={styles.section} aria-labelledby="accounts-title">
        <h2 id="accounts-title">Your bank accounts</h2>
        <div aria-live="polite">
          {drop.checking && <p className={stepStyles.info}>Checking with the bank: this takes a few seconds.</p>}
          {result && !drop.checking && <p className={stepStyles[result.tone]}>{result.text}</p>}
        </div>
        <WaitingForClient pending={waiting} sent={sentToClient} forClient={forClient} />
        {failure && (
          <p className={stepStyles.formError} role="alert">
            {failure}
          </p>
        )}
        <AccountList
          accounts={accounts}
          busyId={busyId}
          onMakePrimary={makePrimary}
          onVerify={verify}
          reportedId={result && !drop.checking ? lastResult?.id : null}
        />
      </section>
      <section className={styles.section} aria-labelledby="add-account-title">
        <h2 id="add-account-title">Add a bank account</h2>
        <AddAccountForm
          userId={userId}
          onAdded={(answer) => (isChangeSentToClient(answer) ? setSentToClient(answer.client_confirmation) : void verify(answer.id))}
          verifying={Boolean(drop.checking)}
        />
      </section>
      {!isWithTheKra(kycStatus) && <SubmitKyc userId={userId} ready={ready} />}
    </div>
  );
}
