import { useState } from 'react';
import { formatDuration } from './videoPaths';
import styles from './Videos.module.scss';

// Only YouTube's privacy-enhanced player is embedded; any other address is refused rather than framed.
const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}$/;

export function embedSrc(url: string, autoplay: boolean): string | null {
  if (!EMBED.test(url)) return null;
  return autoplay ? `${url}?autoplay=1&rel=0` : `${url}?rel=0`;
}

export interface VideoPlayerProps {
  url: string;
  title: string;
  durationS: number | null;
  lang?: string;
}

/**
 * A click-to-load facade: the page ships a light poster and loads YouTube's player (about 1 MB of script) only
 * when the person presses play. The iframe carries the video's title for screen readers.
 */
export default function VideoPlayer({ url, title, durationS, lang }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const src = embedSrc(url, true);
  if (!src) return <p className={styles.playerBox}>This video cannot be played here.</p>;
  if (playing)
    return (
      <div className={styles.playerBox}>
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  const duration = formatDuration(durationS);
  return (
    <button type="button" className={`${styles.playerBox} ${styles.facade}`} onClick={() => setPlaying(true)} lang={lang}>
      <span className={styles.playIcon} aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48">
          <rect width="68" height="48" rx="12" fill="currentColor" />
          <path d="M27 15l18 9-18 9z" fill="#fff" />
        </svg>
      </span>
      <span className={styles.facadeTitle}>
        Play video: {title}
        {duration && <span> ({duration})</span>}
      </span>
    </button>
  );
}
