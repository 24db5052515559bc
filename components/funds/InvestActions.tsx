import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import { selectLoggedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { investLoginHref } from '@/utils/funds/seo';
import { isLoggedIn } from '@/utils/storage';
import { useHydrated } from './useHydrated';
import styles from './FundPage.module.scss';

type Mode = 'sip' | 'lumpsum';

const COMING_SOON =
  'Investing online from this page is coming soon. Your ZF expert can place this investment for you today.';

/**
 * 'Invest via SIP' and 'Invest lumpsum'. The server renders them as links to the investor login, which
 * brings the visitor back to this fund (a cached public page cannot know who is looking). Once the browser
 * knows a visitor is logged in, the buttons say honestly that online investing is not here yet: no cart
 * exists, so none is pretended.
 */
export default function InvestActions({ slug }: { slug: string }) {
  const storeLoggedIn = useAppSelector(selectLoggedIn);
  const hydrated = useHydrated();
  // The store fills from storage after mount; storage itself answers at once.
  const loggedIn = hydrated && (storeLoggedIn || isLoggedIn());
  const [asked, setAsked] = useState<Mode | null>(null);

  if (!loggedIn) {
    const href = investLoginHref(slug);
    return (
      <div className={styles.invest}>
        <div className={styles.investButtons}>
          <ButtonLink href={href}>Invest via SIP</ButtonLink>
          <ButtonLink href={href} variant="secondary">
            Invest lumpsum
          </ButtonLink>
        </div>
        <p className={styles.note}>
          You will be asked to log in first, then brought back to this fund.
        </p>
      </div>
    );
  }

  return (
    <div className={styles.invest}>
      <div className={styles.investButtons}>
        <Button onClick={() => setAsked('sip')} aria-expanded={asked === 'sip'}>
          Invest via SIP
        </Button>
        <Button
          variant="secondary"
          onClick={() => setAsked('lumpsum')}
          aria-expanded={asked === 'lumpsum'}
        >
          Invest lumpsum
        </Button>
      </div>
      <p className={styles.note} role="status">
        {asked ? COMING_SOON : ''}
      </p>
    </div>
  );
}
