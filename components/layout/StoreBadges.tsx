import { APP_STORE_URL, PLAY_STORE_URL } from './footerLinks';
import styles from './Footer.module.scss';

/** App download badges, drawn in plain SVG so they cost no image request. Shown on mobile only. */
export default function StoreBadges() {
  return (
    <div className={styles.badges}>
      <a
        href={APP_STORE_URL}
        className={styles.storeBadge}
        rel="noopener noreferrer"
        target="_blank"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M16.5 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.9-.8-3.1-.8C6.9 7.3 5.4 8.2 4.6 9.7c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.1.8c1.3 0 2.1-1.2 2.9-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.6-1-2.7-4.1zM14.2 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
            fill="currentColor"
          />
        </svg>
        <span>
          <small>Download on the</small> App Store
        </span>
      </a>
      <a
        href={PLAY_STORE_URL}
        className={styles.storeBadge}
        rel="noopener noreferrer"
        target="_blank"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 2.8v18.4L14.2 12z" fill="#34a853" />
          <path d="M4 2.8 17.4 10.3 14.2 12z" fill="#4285f4" />
          <path d="M4 21.2l13.4-7.5-3.2-1.7z" fill="#ea4335" />
          <path d="m17.4 10.3 3.1 1.7-3.1 1.7-3.2-1.7z" fill="#fbbc04" />
        </svg>
        <span>
          <small>Get it on</small> Google Play
        </span>
      </a>
    </div>
  );
}
