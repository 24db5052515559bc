// The one line at the top of a bare page (/cart/summary, /add-client: no site header or footer): a back link and
// the page's title, nothing else. Back goes to the page the person came from within the app (this tab), else to
// `fallbackHref`.
import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import Link from '@/components/ui/Link';
import { previousPage } from './previousPath';
import styles from './SlimTopLine.module.scss';

const noSubscription = () => () => undefined;

export interface SlimTopLineProps {
  title: string;
  /** Where back leads when the person did not come from another page of the app (a first visit, a reload). */
  fallbackHref: string;
  /** The page's own heading (h1) when the page has none of its own; else a line of text. */
  as?: 'h1' | 'p';
}

export default function SlimTopLine({ title, fallbackHref, as: Title = 'p' }: SlimTopLineProps) {
  const pathname = (useRouter()?.asPath ?? '/').split(/[?#]/)[0];
  // The server knows no history: it renders the default, and the browser's first render matches it.
  const back = useSyncExternalStore(noSubscription, () => previousPage(pathname) ?? fallbackHref, () => fallbackHref);
  return (
    <header className={styles.line}>
      <Link href={back} className={styles.back}>
        <span aria-hidden="true">←</span> Back
      </Link>
      <Title className={styles.title}>{title}</Title>
    </header>
  );
}
