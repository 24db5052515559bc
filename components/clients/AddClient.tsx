import Head from 'next/head';
import { useState, useSyncExternalStore } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import type { AddClientBody, AddClientResult } from '@/services/clients.api';
import { readLocal } from '@/utils/storage';
import AddClientForm from './AddClientForm';
import AddClientOtp from './AddClientOtp';
import { useSelectClient } from './useSelectClient';
import styles from './Clients.module.scss';

const noSubscription = () => () => undefined;
const mayTransactNow = () => Boolean(readLocal('transactionAllowed'));

type Step =
  | { kind: 'form' }
  | { kind: 'otp'; requestId: string; name: string }
  | { kind: 'client'; userId: string; name: string; invited: boolean }
  | { kind: 'transfer'; name: string };

function nextStep(result: AddClientResult, body: AddClientBody): Step {
  if (result.outcome === 'invited') return { kind: 'client', userId: result.user_id, name: body.name, invited: true };
  if (result.outcome === 'otp_sent') return { kind: 'otp', requestId: result.request_id, name: body.name };
  return { kind: 'transfer', name: body.name };
}

/**
 * `/add-client` (bare layout): the mobile and name, then what the number called for: the OTP the investor reads
 * out, the invitation sent to a new investor, or the change-of-distributor request the investor must approve.
 */
export default function AddClient() {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  // Read from browser storage after hydration; the server renders without the KYC button.
  const mayTransact = useSyncExternalStore(noSubscription, mayTransactNow, () => false);
  const { select, pending, error } = useSelectClient();
  const again = () => setStep({ kind: 'form' });

  return (
    <div className={styles.form}>
      <Head>
        <title>Add a client | ZF</title>
      </Head>
      <h1>Add a client</h1>
      {step.kind === 'form' && <AddClientForm onAdded={(result, body) => setStep(nextStep(result, body))} />}
      {step.kind === 'otp' && (
        <AddClientOtp
          requestId={step.requestId}
          name={step.name}
          onLinked={(userId) => setStep({ kind: 'client', userId, name: step.name, invited: false })}
          onStartAgain={again}
        />
      )}
      {step.kind === 'client' && (
        <div className={styles.card}>
          <p role="status">
            {step.invited
              ? `${step.name} is now your client. We sent them an SMS invitation to log in to ZF with their mobile number.`
              : `${step.name} confirmed: they are now your client.`}
          </p>
          {mayTransact && (
            <Button loading={pending === step.userId} onClick={() => void select(step.userId, '/kyc')}>
              Start KYC for {step.name}
            </Button>
          )}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </div>
      )}
      {step.kind === 'transfer' && (
        <p role="status">
          {step.name} already has another advisor. We asked them to approve the change of distributor on their ZF
          dashboard; they become your client only once they approve.
        </p>
      )}
      {step.kind !== 'form' && step.kind !== 'otp' && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={again}>
            Add another client
          </Button>
          <ButtonLink href="/select-client" variant="text">
            Back to your clients
          </ButtonLink>
        </div>
      )}
      {step.kind === 'form' && (
        <ButtonLink href="/select-client" variant="text">
          Back to your clients
        </ButtonLink>
      )}
    </div>
  );
}
