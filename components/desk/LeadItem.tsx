// One lead on the board: who, the stage (a select that saves on change), a disposition chosen from the server's
// options (PUT /rm/disposition {lead_id}), edit (the add form with its fields), "Convert to client" (the Add client
// page with the lead's name and mobile: /add-client?lead=), and delete after a confirmation. A lead converted by
// adding the client shows as converted and offers no second conversion.
import { useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button, { ButtonLink } from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import Select from '@/components/ui/Select';
import { errorMessage } from '@/services/http/errors';
import { useDeleteLeadMutation, useEditLeadMutation, useSetDispositionMutation } from '@/store/api/desk';
import type { DispositionOption, LeadView } from '@/utils/desk/wire';
import { LEAD_PIPELINE, LEAD_PIPELINE_LABELS, type LeadPipelineStage } from '@/utils/validation/deskLeads';
import AddLeadForm from './AddLeadForm';
import styles from './Desk.module.scss';

const STAGE_OPTIONS = LEAD_PIPELINE.map((value) => ({ value, label: LEAD_PIPELINE_LABELS[value] }));

export default function LeadItem({ lead, options }: { lead: LeadView; options: DispositionOption[] }) {
  const who = lead.name || lead.mobile_no;
  const [edit, editing] = useEditLeadMutation();
  const [remove, removing] = useDeleteLeadMutation();
  const [dispose, disposing] = useSetDispositionMutation();
  const [asking, setAsking] = useState(false);
  const [recorded, setRecorded] = useState('');
  const [editingFields, setEditingFields] = useState(false);
  const converted = lead.stage === 'converted';
  // Added as a client through "Convert to client": the stage is that record and is not moved by hand.
  const isClient = converted && Boolean(lead.client_user_id);
  const failure = editing.error ?? removing.error ?? disposing.error;

  // A failed delete shows its message under the lead (removing.error); the dialog closes either way.
  const confirmDelete = async () => {
    await remove(lead.id).unwrap().catch(() => undefined);
    setAsking(false);
  };

  const recordDisposition = async (option: string) => {
    if (!option) return;
    const saved = await dispose({ option, lead_id: lead.id }).unwrap().catch(() => null);
    if (saved) setRecorded(saved.label);
  };

  return (
    <li className={styles.item}>
      <span className={styles.leadHead}>
        <strong>{who}</strong> · {lead.mobile_no}
        {lead.city && <span className={styles.meta}> · {lead.city}</span>}{' '}
        {converted && <Badge tone="gain">Converted</Badge>}{' '}
        {lead.client_user_id && <Badge tone="accent">Your client</Badge>}
      </span>
      {lead.remarks && <span className={styles.meta}>{lead.remarks}</span>}
      {editingFields && <AddLeadForm lead={lead} onDone={() => setEditingFields(false)} />}
      <div className={styles.leadControls}>
        {isClient ? (
          <p className={styles.meta}>Stage: Converted</p>
        ) : (
          <Select
            label={`Stage of ${who}`}
            options={STAGE_OPTIONS}
            value={lead.stage}
            disabled={editing.isLoading}
            onChange={(e) => void edit({ id: lead.id, stage: e.target.value as LeadPipelineStage })}
          />
        )}
        <Select
          label={`Disposition for ${who}`}
          placeholder="Choose one"
          options={options}
          value={lead.disposition ?? ''}
          disabled={disposing.isLoading}
          onChange={(e) => void recordDisposition(e.target.value)}
        />
        <div className={styles.leadActions}>
          {!converted && (
            <ButtonLink href={`/add-client?lead=${encodeURIComponent(lead.id)}`} variant="secondary" size="sm" aria-label={`Convert ${who} to client`}>
              Convert to client
            </ButtonLink>
          )}
          {!editingFields && (
            <Button variant="text" size="sm" onClick={() => setEditingFields(true)} aria-label={`Edit lead ${who}`}>
              Edit
            </Button>
          )}
          <Button variant="text" size="sm" onClick={() => setAsking(true)} aria-label={`Delete lead ${who}`}>
            Delete
          </Button>
        </div>
      </div>
      {recorded && (
        <span className={styles.meta} role="status">
          Disposition saved: {recorded}
        </span>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {errorMessage(failure)}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Delete this lead?"
        message={`${who} (${lead.mobile_no}) will be removed from your leads with its dispositions. This cannot be undone.`}
        confirmLabel="Delete lead"
        cancelLabel="Keep lead"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
