import { useEffect, useMemo, useState } from 'react';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Select from '@/components/ui/Select';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import type { CoverType, QuoteView } from '@/services/insurance.api';
import { useGetQuotesQuery } from '@/store/api/insurance';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { planChosen, quotesLoaded, selectInsurance, stepChanged } from '@/store/insuranceSlice';
import { formatINR } from '@/utils/money';
import { STEP, membersOf, quoteInputOf } from './funnelData';
import QuoteCard from './QuoteCard';
import styles from './Insurance.module.scss';

export const QUOTES_FAILED = 'We could not get quotes just now.';

const SORTS = [
  { value: 'floater-asc', label: 'Floater price: low to high' },
  { value: 'floater-desc', label: 'Floater price: high to low' },
  { value: 'individual-asc', label: 'Individual price: low to high' },
  { value: 'individual-desc', label: 'Individual price: high to low' },
];

function sorted(plans: QuoteView[], sort: string): QuoteView[] {
  const [kind, direction] = sort.split('-') as [CoverType, 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  return [...plans].sort((a, b) => sign * (a[kind].yearly_premium - b[kind].yearly_premium));
}

/** Step 4: every plan's quote for these members, cover and city; choosing one moves on to its details. */
export default function QuotesStep() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectInsurance);
  const input = useMemo(() => quoteInputOf(draft), [draft]);
  const single = membersOf(draft).length === 1;
  const [sort, setSort] = useState(single ? 'individual-asc' : 'floater-asc');
  const quotes = useGetQuotesQuery(input);

  useEffect(() => {
    if (quotes.data) dispatch(quotesLoaded(quotes.data.plans));
  }, [quotes.data, dispatch]);

  function choose(plan: QuoteView, coverType: CoverType) {
    dispatch(planChosen({ plan, coverType }));
    dispatch(stepChanged(STEP.plan));
  }

  const back = (
    <Button variant="secondary" onClick={() => dispatch(stepChanged(STEP.cover))}>
      Back
    </Button>
  );

  if (quotes.isLoading || quotes.isFetching) return <Skeleton height={320} label="Getting quotes" />;
  if (quotes.error || !quotes.data)
    return (
      <div className={styles.form}>
        <p role="alert">{errorMessage(quotes.error, QUOTES_FAILED)}</p>
        <div className={styles.actions}>
          {back}
          <Button onClick={() => void quotes.refetch()}>Try again</Button>
        </div>
      </div>
    );
  const { plans, city, sandbox } = quotes.data;
  if (plans.length === 0)
    return <EmptyState title="No plan offers this cover" description="Choose another cover amount." action={back} />;

  return (
    <section className={styles.form} aria-label="Quotes">
      <div className={styles.toolbar}>
        <p className={styles.note}>
          {plans.length} plans for a cover of {formatINR(draft.insurance_cover_amount)} in {city.name}
          {sandbox && ' · sandbox insurers, not real offers'}
        </p>
        <Select label="Sort by" options={single ? SORTS.filter((s) => s.value.startsWith('individual')) : SORTS} value={sort} onChange={(e) => setSort(e.target.value)} />
      </div>
      <ul className={styles.plans}>
        {sorted(plans, sort).map((plan) => (
          <QuoteCard key={plan.plan_id} plan={plan} single={single} onChoose={choose} />
        ))}
      </ul>
      <div className={styles.actions}>{back}</div>
    </section>
  );
}
