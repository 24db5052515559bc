import { useRouter } from 'next/router';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import Button from '@/components/ui/Button';
import type { Period } from '@/services/analytics.types';
import { periodSchema } from '@/utils/validation/analytics';
import styles from './Analytics.module.scss';

/**
 * From and to months; applying them puts them in the URL, which the view reads its period from. Without a period
 * in the URL the fields show `covered`, the one the answer covers, once it arrives, unless the person has already
 * typed (a late answer must not wipe what they typed).
 */
export default function PeriodFilter({ period, covered }: { period: Period; covered?: Period }) {
  const router = useRouter();
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current || period.from || period.to || !covered) return;
    setFrom(covered.from ?? '');
    setTo(covered.to ?? '');
  }, [covered, period.from, period.to]);
  const typedInto = (set: (month: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    typed.current = true;
    set(e.target.value);
  };

  function apply(event: FormEvent) {
    event.preventDefault();
    const asked = { from: from || undefined, to: to || undefined };
    const checked = periodSchema.safeParse(asked);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Choose a valid period');
      return;
    }
    setProblem(null);
    const query = Object.fromEntries(Object.entries(asked).filter(([, v]) => v));
    void router.push({ pathname: router.pathname, query }, undefined, { shallow: true });
  }

  return (
    <form className={styles.period} onSubmit={apply} aria-label="Period">
      <label>
        From month
        <input type="month" value={from} onChange={typedInto(setFrom)} />
      </label>
      <label>
        To month
        <input type="month" value={to} onChange={typedInto(setTo)} />
      </label>
      <Button type="submit" size="sm" variant="secondary">
        Apply
      </Button>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </form>
  );
}
