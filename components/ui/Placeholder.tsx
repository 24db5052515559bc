import PageHead from '@/components/seo/PageHead';
import Link from '@/components/ui/Link';
import styles from './Placeholder.module.scss';

export interface PlaceholderProps {
  /** Page name, also used in the document title. */
  title: string;
  /** One sentence on what this page will do; also the meta description. */
  summary: string;
  /** What the finished page will contain. */
  points?: readonly string[];
  /** Where to go meanwhile. */
  links?: readonly { label: string; href: string }[];
}

/** Stands in for a screen that is not built yet, and says plainly what will be here. */
export default function Placeholder({ title, summary, points = [], links = [] }: PlaceholderProps) {
  return (
    <>
      {/* A page that is not built yet has nothing to offer a search engine. */}
      <PageHead title={`${title} | ZF`} description={summary} noindex />
      <div className={styles.wrap}>
        <p className={styles.kicker}>Coming soon</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.summary}>{summary}</p>
        {points.length > 0 && (
          <>
            <h2 className={styles.subtitle}>What this page will show</h2>
            <ul className={styles.points}>
              {points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </>
        )}
        <nav aria-label="Meanwhile" className={styles.links}>
          {[...links, { label: 'Back to home', href: '/' }].map((l) => (
            <Link key={l.href} href={l.href}>
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}
