import Link from '@/components/ui/Link';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { alternatesFor, htmlLang } from '@/components/seo/hreflang';
import EmptyState from '@/components/ui/EmptyState';
import { breadcrumbJsonLd } from '@/utils/calculators/seo';
import { SUPPORTED_LANGUAGES, languageName } from '@/utils/language';
import VideoCard from './VideoCard';
import type { VideoShelf } from './loadVideos';
import { useLanguageSync } from './useLanguageSync';
import { VIDEO_CATEGORIES, type VideoCategoryKey, videosPath } from './videoPaths';
import { videoCrumbs } from './videoSeo';
import styles from './Videos.module.scss';

export interface VideoListingProps {
  shelves: VideoShelf[];
  lang: string;
  category: VideoCategoryKey | null;
  seo: { title: string; description: string };
}

export default function VideoListing({ shelves, lang, category, seo }: VideoListingProps) {
  useLanguageSync(lang, (l) => videosPath(l, category));
  return (
    <div className={styles.page}>
      <SeoHead
        title={seo.title}
        description={seo.description}
        path={videosPath(lang, category)}
        alternates={alternatesFor(SUPPORTED_LANGUAGES, (l) => videosPath(l, category))}
        jsonLd={[breadcrumbJsonLd(siteOrigin(), videoCrumbs())]}
      />
      <header className={styles.header}>
        <h1>Videos</h1>
        <p className={styles.lead}>Short explainers on mutual funds, fixed deposits and tax, in five languages.</p>
      </header>
      <nav aria-label="Language">
        <ul className={styles.pills}>
          {SUPPORTED_LANGUAGES.map((l) => (
            <li key={l}>
              <Link href={videosPath(l, category)} aria-current={l === lang ? 'page' : undefined} hrefLang={htmlLang(l)}>
                {languageName(l)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Categories">
        <ul className={styles.pills}>
          <li>
            <Link href={videosPath(lang)} aria-current={category === null ? 'page' : undefined}>
              All
            </Link>
          </li>
          {VIDEO_CATEGORIES.map((c) => (
            <li key={c.key}>
              <Link href={videosPath(lang, c.key)} aria-current={c.key === category ? 'page' : undefined}>
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shelves.map((shelf) => (
        <section key={shelf.key} className={styles.shelf} aria-labelledby={`shelf-${shelf.key}`}>
          <h2 id={`shelf-${shelf.key}`}>{shelf.title}</h2>
          {shelf.notice && <p className={styles.notice}>{shelf.notice}</p>}
          {shelf.videos.length === 0 ? (
            <EmptyState title="No videos here yet" headingLevel="h3" />
          ) : (
            <ul className={styles.grid}>
              {shelf.videos.map((v) => (
                <li key={v.id}>
                  <VideoCard video={v} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
