import Link from '@/components/ui/Link';
import styles from './Header.module.scss';

/** The ZF wordmark; where it leads depends on the session (see logoHref). */
export default function Logo({ href }: { href: string }) {
  return (
    <Link href={href} className={styles.logo} aria-label="ZF home">
      <svg viewBox="0 0 64 32" width="56" height="28" aria-hidden="true" focusable="false">
        <rect width="64" height="32" rx="8" fill="var(--zf-accent)" />
        <path
          d="M12 9h14l-11 14h12M36 9v14M36 9h11M36 16h9"
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
