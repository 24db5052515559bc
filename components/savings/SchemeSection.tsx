import type { SavingScheme } from './schemes';
import styles from './Savings.module.scss';

/** One scheme: rate with its source, then tenure, limits, who may invest, tax and access to the money. */
export default function SchemeSection({ scheme }: { scheme: SavingScheme }) {
  const facts: [string, string][] = [
    ['Interest rate', scheme.rate],
    ['How the rate applies', scheme.rateRule],
    ['Tenure', scheme.tenure],
    ['Deposit limits', scheme.limits],
    ['Who can invest', scheme.eligibility],
    ['Tax', scheme.tax],
    ['Getting money out early', scheme.access],
  ];
  return (
    <section id={scheme.id} className={styles.section} aria-labelledby={`${scheme.id}-title`}>
      <h2 id={`${scheme.id}-title`}>{scheme.name}</h2>
      <p className={styles.summary}>{scheme.summary}</p>
      <dl className={styles.facts}>
        {facts.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.source}>Rate source: {scheme.source.text}.</p>
    </section>
  );
}
