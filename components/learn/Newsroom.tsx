import Link from '@/components/ui/Link';
import LearnPage from './LearnPage';
import { ANNOUNCEMENTS, type NewsItem, REGULATORY_NOTES } from './newsroomContent';
import { displayDate, topCrumbs } from './seo';
import styles from './Learn.module.scss';

export interface LibraryItem {
  title: string;
  href: string;
  /** ISO date */
  date: string | null;
}

export interface NewsroomProps {
  /** Latest articles from the node service; null when it could not be reached. */
  library: LibraryItem[] | null;
  mediaEmail: string;
}

function NewsList({ items, id }: { items: NewsItem[]; id: string }) {
  return (
    <ul className={styles.news} aria-labelledby={id}>
      {items.map((item) => (
        <li key={item.title}>
          <time dateTime={item.date}>{displayDate(item.date)}</time>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {item.link && <Link href={item.link.href}>{item.link.label}</Link>}
          <p className={styles.newsSource}>
            Source: {item.source.name} ({item.source.date})
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /newsroom: ZF's announcements, the rule changes we explain, the latest articles and the media contact. */
export default function Newsroom({ library, mediaEmail }: NewsroomProps) {
  return (
    <LearnPage
      meta={{
        path: '/newsroom',
        title: 'Newsroom: ZF announcements and regulatory updates | ZF',
        description:
          'What is new at ZF, the SEBI, RBI and tax changes that matter to mutual fund investors and distributors, our latest articles, and how to reach us for media enquiries.',
        crumbs: topCrumbs('Newsroom', '/newsroom'),
        updated: ANNOUNCEMENTS[0].date,
        type: 'WebPage',
      }}
      heading="Newsroom"
      lead="News from ZF, and the rule changes that matter to our investors and partners."
    >
      <section>
        <h2 id="announcements">From ZF</h2>
        <NewsList items={ANNOUNCEMENTS} id="announcements" />
      </section>
      <section>
        <h2 id="regulatory">Regulatory updates, explained</h2>
        <NewsList items={REGULATORY_NOTES} id="regulatory" />
      </section>
      <section>
        <h2 id="library">Latest from our learning library</h2>
        {library === null ? (
          <p>The latest articles could not be loaded just now. Browse all <Link href="/m">articles</Link>.</p>
        ) : library.length === 0 ? (
          <p>No articles yet.</p>
        ) : (
          <ul aria-labelledby="library">
            {library.map((a) => (
              <li key={a.href}>
                <Link href={a.href}>{a.title}</Link>
                {a.date && <span className={styles.sourceDate}> · {displayDate(a.date)}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2>Media enquiries</h2>
        <p>
          Journalists can write to <a href={`mailto:${mediaEmail}?subject=Media%20enquiry`}>{mediaEmail}</a> with
          &ldquo;Media enquiry&rdquo; in the subject. Our registration details as a mutual fund distributor are at the
          foot of every page.
        </p>
      </section>
    </LearnPage>
  );
}
