import { useRouter } from 'next/router';
import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import type { Period } from '@/services/analytics.types';
import { periodSchema } from '@/utils/validation/analytics';
import styles from './Analytics.module.scss';

/** From and to months; applying them puts them in the URL, which the view reads its period from. */
export default function PeriodFilter({ period }: { period: Period }) {
  const router = useRouter();
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);

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
        <input type="month" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        To month
        <input type="month" value={to} onChange={(e) => setTo(e.target.value)} />
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
