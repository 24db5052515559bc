import Link from '@/components/ui/Link';
import { useGetFdProductsQuery } from '@/store/api/fds';
import styles from './Fds.module.scss';
import { ratePercent } from './fdText';

/** The other deposits on offer, each with its best regular rate: the way from one FD to the rest. */
export default function OtherDeposits({ currentId }: { currentId?: string }) {
  const { data, isLoading, isError } = useGetFdProductsQuery();
  const others = (data ?? []).filter((p) => p.id !== currentId);
  return (
    <section aria-labelledby="fd-others">
      <h2 id="fd-others">{currentId ? 'Other deposits' : 'Fixed deposits'}</h2>
      {isLoading && <p className={styles.muted}>Loading deposits…</p>}
      {isError && <p className={styles.error}>The list of deposits could not be loaded. Please try again.</p>}
      {data && others.length === 0 && <p className={styles.muted}>No other deposits are offered right now.</p>}
      <ul className={styles.list}>
        {others.map((p) => (
          <li key={p.id}>
            <Link href={`/fds/${encodeURIComponent(p.id)}`}>{p.name}</Link>
            <span className={styles.muted}>
              {p.issuer} · up to {ratePercent(Math.max(...p.rates.map((r) => r.rate_bps)))} a year
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
