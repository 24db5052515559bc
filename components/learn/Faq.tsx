import type { FaqItem } from './seo';
import styles from './Learn.module.scss';

/** Questions and answers as native disclosure widgets: readable without JavaScript and in the HTML for search. */
export default function Faq({ items, heading = 'Frequently asked questions' }: { items: readonly FaqItem[]; heading?: string }) {
  if (!items.length) return null;
  return (
    <section className={styles.faq} aria-labelledby="faq-heading">
      <h2 id="faq-heading">{heading}</h2>
      {items.map((item) => (
        <details key={item.q}>
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}
