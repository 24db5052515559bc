import Link from '@/components/ui/Link';
import { htmlLang } from '@/components/seo/hreflang';
import type { VideoSummary } from '@/services/content.api';
import { categoryName, formatDuration, videoPath } from './videoPaths';
import styles from './Videos.module.scss';

export default function VideoCard({ video, headingLevel: Heading = 'h3' }: { video: VideoSummary; headingLevel?: 'h2' | 'h3' }) {
  const duration = formatDuration(video.duration_s);
  return (
    <article className={styles.card} lang={video.locale === 'en' ? undefined : htmlLang(video.locale)}>
      <Link href={videoPath(video.video_key, video.locale)} className={styles.thumb} aria-hidden="true" tabIndex={-1}>
        <span className={styles.thumbPlay} />
        {duration && <span className={styles.duration}>{duration}</span>}
      </Link>
      <Heading>
        <Link href={videoPath(video.video_key, video.locale)}>{video.title}</Link>
      </Heading>
      {video.description && <p>{video.description}</p>}
      <p className={styles.meta}>
        {categoryName(video.category)}
        {duration && ` · ${duration}`}
      </p>
    </article>
  );
}
