import { skipToken } from '@reduxjs/toolkit/query';
import { useSyncExternalStore } from 'react';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import type { ClientRequestView } from '@/services/clients.api';
import { errorMessage } from '@/services/http/errors';
import { useDecideClientRequestMutation, useGetClientRequestsQuery } from '@/store/api/clients';
import { getRole } from '@/utils/storage';
import styles from './Clients.module.scss';

const noSubscription = () => () => undefined;
const isInvestorNow = () => getRole() === 'user';

const advisorOf = (r: ClientRequestView) => `${r.advisor_name ?? 'An advisor'}${r.advisor_arn ? ` (${r.advisor_arn})` : ''}`;

function RequestCard({ request }: { request: ClientRequestView }) {
  const [decide, { data, isLoading, error }] = useDecideClientRequestMutation();
  const who = advisorOf(request);
  if (data) {
    return (
      <Card title="Change of advisor">
        <p role="status">{data.status === 'approved' ? `${who} is now your advisor.` : `You turned down ${who}'s request.`}</p>
      </Card>
    );
  }
  return (
    <Card title="Change of advisor">
      <div className={styles.card}>
        <p>
          {who} asked to become your mutual fund distributor. Your current advisor stays until you approve; nothing
          moves without your say.
        </p>
        {error && (
          <p role="alert" className={styles.error}>
            {errorMessage(error)}
          </p>
        )}
        <div className={styles.actions}>
          <Button size="sm" disabled={isLoading} onClick={() => void decide({ id: request.id, decision: 'approve' })}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void decide({ id: request.id, decision: 'reject' })}>
            Reject
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** On the investor's own dashboard: each advisor waiting for their answer to a change of distributor. */
export default function TransferRequests() {
  // Only an investor has requests to answer; the role is read from browser storage after hydration.
  const isInvestor = useSyncExternalStore(noSubscription, isInvestorNow, () => false);
  const { data } = useGetClientRequestsQuery(isInvestor ? undefined : skipToken);
  // The card is a notice: with nothing to answer (or the list unavailable) the dashboard shows no empty box.
  if (!data || data.length === 0) return null;
  return (
    <>
      {data.map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
    </>
  );
}
