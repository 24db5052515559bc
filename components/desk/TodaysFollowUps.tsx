// "Today's follow-ups" on the expert dashboard: the list (India time, by start), a disposition picker per
// follow-up with the server's options, and the form to add one (for the selected client, when there is one).
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Select from '@/components/ui/Select';
import { errorMessage } from '@/services/http/errors';
import { useGetDispositionOptionsQuery, useGetTodaysFollowUpsQuery, useSetDispositionMutation } from '@/store/api/desk';
import type { DispositionOption, FollowUpView } from '@/utils/desk/wire';
import { getSelectedClient } from '@/utils/storage';
import AddFollowUpForm, { type FollowUpClient } from './AddFollowUpForm';
import FollowUpActions from './FollowUpActions';
import LoadFailure from './LoadFailure';
import styles from './Desk.module.scss';

const SOURCE_LABEL: Record<string, string> = {
  sip_bounced: 'SIP bounced',
  kyc_on_hold: 'KYC on hold',
  mandate_expiring: 'Mandate expiring',
  birthday: 'Birthday',
};

function DispositionPicker({ followUp, options }: { followUp: FollowUpView; options: DispositionOption[] }) {
  const [save, { isLoading, error }] = useSetDispositionMutation();
  return (
    <>
      <Select
        label={`Disposition for ${followUp.name}`}
        placeholder="Choose one"
        options={options}
        value={followUp.disposition ?? ''}
        disabled={isLoading}
        onChange={(e) => e.target.value && void save({ option: e.target.value, follow_up_id: followUp.id })}
      />
      {error && <p className={styles.error}>{errorMessage(error)}</p>}
    </>
  );
}

function FollowUpItem({ followUp, options }: { followUp: FollowUpView; options: DispositionOption[] }) {
  const source = SOURCE_LABEL[followUp.source];
  return (
    <li className={styles.item}>
      <span className={styles.when}>{followUp.follow_up.time}</span>
      <span>
        {followUp.name} · {followUp.contact} {source && <Badge tone="warning">{source}</Badge>}
      </span>
      {followUp.remarks && <span className={styles.meta}>{followUp.remarks}</span>}
      <DispositionPicker followUp={followUp} options={options} />
      <FollowUpActions followUp={followUp} />
    </li>
  );
}

/** The client selected in this tab, if any: a new follow-up is for them. Read once; this card renders in the browser only. */
function selectedClient(): FollowUpClient | null {
  const selected = getSelectedClient();
  return selected ? { id: selected.id, name: selected.name ?? '', mobile: selected.mobileNo ?? '' } : null;
}

export default function TodaysFollowUps({ rmId }: { rmId: string | null }) {
  const [client] = useState(selectedClient);
  const list = useGetTodaysFollowUpsQuery(rmId ?? skipToken);
  const options = useGetDispositionOptionsQuery(rmId ? undefined : skipToken);
  const [adding, setAdding] = useState(false);

  return (
    <Card title="Today's follow-ups" id="todays-follow-ups">
      {list.isLoading && <p className={styles.meta}>Loading follow-ups…</p>}
      {list.error && <LoadFailure error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <p className={styles.meta}>No follow-ups for today.</p>}
      {list.data && list.data.length > 0 && (
        <ul className={styles.list}>
          {list.data.map((f) => (
            <FollowUpItem key={f.id} followUp={f} options={options.data ?? []} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddFollowUpForm client={client} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add follow-up
        </Button>
      )}
    </Card>
  );
}
