import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { alternatesFor, htmlLang } from '@/components/seo/hreflang';
import type { VideoDetail } from '@/services/content.api';
import { languageName } from '@/utils/language';
import { formatIndianNumber } from '@/utils/money';
import VideoPlayer from './VideoPlayer';
import { useLanguageSync } from './useLanguageSync';
import { categoryName, formatDuration, videoPath, videosPath } from './videoPaths';
import { videoCrumbs, videoJsonLd } from './videoSeo';
import styles from './Videos.module.scss';

export interface VideoScreenProps {
  video: VideoDetail;
  /** The language asked for; the video shown may be in its default language instead (see notice). */
  lang: string;
  notice: string | null;
  /** Likes and comments, composed by the page. */
  children?: ReactNode;
}

export default function VideoScreen({ video, lang, notice, children }: VideoScreenProps) {
  useLanguageSync(lang, (l) => videoPath(video.video_key, l));
  const others = video.locales.filter((l) => l !== video.locale);
  const duration = formatDuration(video.duration_s);
  return (
    <div className={styles.page}>
      <SeoHead
        title={`${video.title} | ZF videos`}
        description={video.description || video.title}
        // The language shown is the canonical one: a fallback page points at the version it actually shows.
        path={videoPath(video.video_key, video.locale)}
        ogType="video.other"
        alternates={alternatesFor(video.locales, (l) => videoPath(video.video_key, l))}
        jsonLd={videoJsonLd(siteOrigin(), video)}
      />
      <div className={styles.narrow}>
        <Breadcrumbs crumbs={videoCrumbs(video)} />
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <div lang={video.locale === 'en' ? undefined : htmlLang(video.locale)}>
          <VideoPlayer url={video.url} title={video.title} durationS={video.duration_s} lang={htmlLang(video.locale)} />
          <h1 className={styles.title}>{video.title}</h1>
          <p className={styles.meta}>
            <Link href={videosPath(lang, video.category)}>{categoryName(video.category)}</Link>
            {' · '}
            {languageName(video.locale)}
            {duration && ` · ${duration}`}
            {` · ${formatIndianNumber(video.views)} views`}
          </p>
          {video.description && <p className={styles.description}>{video.description}</p>}
        </div>
        {others.length > 0 && (
          <p className={styles.meta}>
            Watch in:{' '}
            {others.map((l) => (
              <Link key={l} href={videoPath(video.video_key, l)} hrefLang={htmlLang(l)} className={styles.langLink}>
                {languageName(l)}
              </Link>
            ))}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
