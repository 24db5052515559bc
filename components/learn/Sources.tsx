import styles from './Learn.module.scss';

export interface SourceRef {
  name: string;
  /** Omitted for documents without a stable public address. */
  url?: string;
  /** The document's own date, or when we read it. */
  date: string;
}

/** Where the facts of a page come from. Outside links open normally and carry no referrer. */
export default function Sources({ sources }: { sources: readonly SourceRef[] }) {
  if (!sources.length) return null;
  return (
    <section className={styles.sources} aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ol>
        {sources.map((s) => (
          <li key={`${s.name}-${s.date}`}>
            {s.url ? (
              <a href={s.url} rel="noopener noreferrer">
                {s.name}
              </a>
            ) : (
              s.name
            )}{' '}
            <span className={styles.sourceDate}>({s.date})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
