import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState, useSyncExternalStore } from 'react';
import SlimTopLine from '@/components/layout/SlimTopLine';
import Button, { ButtonLink } from '@/components/ui/Button';
import LoadError from '@/components/ui/LoadError';
import Skeleton from '@/components/ui/Skeleton';
import type { AddClientBody, AddClientResult } from '@/services/clients.api';
import { leadsChanged, useGetLeadQuery } from '@/store/api/desk';
import { useAppDispatch } from '@/store/hooks';
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

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || null;

/**
 * The lead of `?lead=` ("Convert to client" on the leads board): the form waits for it, then starts with its name
 * and mobile; a lead already added as a client, or one that cannot be read, leaves the form empty.
 */
function LeadForm({ leadId, onAdded }: { leadId: string; onAdded: (result: AddClientResult, body: AddClientBody) => void }) {
  const lead = useGetLeadQuery(leadId);
  if (lead.isLoading) return <Skeleton height={160} label="Loading the lead" />;
  if (lead.error || !lead.data) {
    return (
      <>
        <LoadError title="We could not load this lead" error={lead.error} onRetry={() => void lead.refetch()} />
        <AddClientForm onAdded={onAdded} />
      </>
    );
  }
  const { id, name, mobile_no: mobile, stage, client_user_id: clientId } = lead.data;
  if (stage === 'converted') {
    return (
      <>
        <p role="status">{`${name || mobile} is already converted${clientId ? ': they are your client' : ''}.`}</p>
        <AddClientForm onAdded={onAdded} />
      </>
    );
  }
  return (
    <>
      <p className={styles.note}>From your lead: check the name and mobile number, then add the client.</p>
      <AddClientForm key={id} lead={{ id, name: name ?? '', mobile_no: mobile }} onAdded={onAdded} />
    </>
  );
}

/**
 * `/add-client` (bare layout, its own top line): the mobile and name, then what the number called for: the OTP
 * the investor reads out, the invitation sent to a new investor, or the change-of-distributor request the investor
 * must approve. With `?lead=` the lead's name and mobile fill the form and the lead is converted once the client is
 * linked (the server does it with the link).
 */
export default function AddClient() {
  const { query, isReady } = useRouter();
  // Next's router says isReady false until the query is known (test routers leave it out): the form waits for it,
  // so that a lead's form does not start empty.
  const ready = isReady !== false;
  const leadId = one(query.lead);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  // Read from browser storage after hydration; the server renders without the KYC button.
  const mayTransact = useSyncExternalStore(noSubscription, mayTransactNow, () => false);
  const { select, pending, error } = useSelectClient();
  const dispatch = useAppDispatch();
  // converting: the add under way carries the lead; leadUsed: the lead's add went through, so the next form is empty.
  const [converting, setConverting] = useState(false);
  const [leadUsed, setLeadUsed] = useState(false);
  const again = () => setStep({ kind: 'form' });
  const added = (result: AddClientResult, body: AddClientBody) => {
    setConverting(Boolean(body.lead_id));
    if (body.lead_id) setLeadUsed(true);
    // A new number is linked at once: its lead is converted now; the board reads it again.
    if (body.lead_id && result.outcome === 'invited') dispatch(leadsChanged());
    setStep(nextStep(result, body));
  };
  const linked = (userId: string, name: string) => {
    if (converting) dispatch(leadsChanged());
    setStep({ kind: 'client', userId, name, invited: false });
  };

  return (
    <div className={styles.form}>
      <Head>
        <title>Add a client | ZF</title>
      </Head>
      <SlimTopLine as="h1" title="Add a client" fallbackHref="/select-client" />
      {step.kind === 'form' && ready && (leadId && !leadUsed ? <LeadForm leadId={leadId} onAdded={added} /> : <AddClientForm onAdded={added} />)}
      {step.kind === 'otp' && (
        <AddClientOtp
          requestId={step.requestId}
          name={step.name}
          onLinked={(userId) => linked(userId, step.name)}
          onStartAgain={() => {
            setLeadUsed(false);
            again();
          }}
        />
      )}
      {step.kind === 'client' && (
        <div className={styles.card}>
          <p role="status">
            {step.invited
              ? `${step.name} is now your client. We sent them an SMS invitation to log in to ZF with their mobile number.`
              : `${step.name} confirmed: they are now your client.`}
            {converting && ' Their lead is marked converted.'}
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
          dashboard; they become your client only once they approve{converting ? ', and their lead is then marked converted' : ''}.
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
