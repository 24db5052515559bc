// The leads board on the expert dashboard: a stage filter with counts, the advisor's leads newest first (20 a
// page), an add form, and per lead the stage, a disposition and delete (components/desk/LeadItem).
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Pager from '@/components/ui/Pager';
import { useGetDispositionOptionsQuery, useGetLeadsQuery } from '@/store/api/desk';
import { LEADS_PAGE_SIZE, LEAD_PIPELINE, LEAD_PIPELINE_LABELS, type LeadPipelineStage } from '@/utils/validation/deskLeads';
import AddLeadForm from './AddLeadForm';
import LeadItem from './LeadItem';
import LoadFailure from './LoadFailure';
import styles from './Desk.module.scss';

type Filter = LeadPipelineStage | '';

const FILTERS: { value: Filter; label: string }[] = [{ value: '', label: 'All' }, ...LEAD_PIPELINE.map((value) => ({ value, label: LEAD_PIPELINE_LABELS[value] }))];

function StageFilter({ stage, counts, onChange }: { stage: Filter; counts: Record<string, number>; onChange: (s: Filter) => void }) {
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <div className={styles.filters} role="group" aria-label="Show leads by stage">
      {FILTERS.map((f) => (
        <Button
          key={f.value || 'all'}
          size="sm"
          variant={stage === f.value ? 'primary' : 'secondary'}
          aria-pressed={stage === f.value}
          onClick={() => onChange(f.value)}
        >
          {f.label} ({f.value ? (counts[f.value] ?? 0) : all})
        </Button>
      ))}
    </div>
  );
}

export default function LeadsBoard({ rmId }: { rmId: string | null }) {
  const [stage, setStage] = useState<Filter>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useGetLeadsQuery(rmId ? { stage: stage || undefined, page } : skipToken);
  const options = useGetDispositionOptionsQuery(rmId ? undefined : skipToken);
  const choose = (next: Filter) => {
    setStage(next);
    setPage(1);
  };
  const stageLabel = stage ? LEAD_PIPELINE_LABELS[stage] : '';

  return (
    <Card title="Leads" className={styles.wide}>
      {adding ? (
        <AddLeadForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add lead
        </Button>
      )}
      {list.data && <StageFilter stage={stage} counts={list.data.counts} onChange={choose} />}
      {list.isLoading && <p className={styles.meta}>Loading leads…</p>}
      {list.error && <LoadFailure error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.leads.length === 0 && (
        <p className={styles.meta}>{stage ? `No ${stageLabel.toLowerCase()} leads.` : 'No leads yet. Add the people you mean to call.'}</p>
      )}
      {list.data && list.data.leads.length > 0 && (
        <>
          <ul className={styles.list} aria-label={stage ? `${stageLabel} leads` : 'All leads'}>
            {list.data.leads.map((lead) => (
              <LeadItem key={lead.id} lead={lead} options={options.data ?? []} />
            ))}
          </ul>
          {list.data.total > LEADS_PAGE_SIZE && (
            <Pager page={page} pageSize={LEADS_PAGE_SIZE} total={list.data.total} noun="leads" busy={list.isFetching} onPage={setPage} />
          )}
        </>
      )}
    </Card>
  );
}
