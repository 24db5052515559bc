import { lazy, Suspense, useState, type ComponentType } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import { useSession } from '@/components/layout/useSession';
import { ORDERS_NOT_ALLOWED, useMayPlaceOrders } from '@/components/shared/cart/useMayPlaceOrders';
import { investLoginHref } from '@/utils/funds/fundSeo';
import type { FundSummary } from '@/utils/funds/types';
import { getRole, isLoggedIn } from '@/utils/storage';
import { useHydrated } from './useHydrated';
import styles from './FundPage.module.scss';

type Mode = 'sip' | 'lumpsum';

/** The add-to-cart panel, handed in by the page (features meet in pages); lazily loaded there. */
export type InvestPanel = ComponentType<{ fund: FundSummary; mode: Mode }>;

// React.lazy rather than next/dynamic: only a logged-in investor's browser renders it, never the server HTML.
const InvestKycGate = lazy(() => import('./InvestKycGate'));

const COMING_SOON =
  'Investing online from this page is coming soon. Your ZF expert can place this investment for you today.';

/**
 * 'Invest via SIP' and 'Invest lumpsum'. The server renders them as links to the investor login, which
 * brings the visitor back to this fund (a cached public page cannot know who is looking). Once the browser
 * knows a visitor is logged in, each opens the add-to-cart panel for that mode (without a panel, they say that
 * online investing is not here yet). An investor sees them only when their KYC allows a purchase; otherwise they
 * read why and the step that fixes it.
 */
export default function InvestActions({ fund, Panel }: { fund: FundSummary; Panel?: InvestPanel }) {
  const slug = fund.slug;
  // Read again on login and logout (the session is announced); storage itself answers at once after mount.
  useSession();
  const hydrated = useHydrated();
  const loggedIn = hydrated && isLoggedIn();
  const [asked, setAsked] = useState<Mode | null>(null);
  const mayPlace = useMayPlaceOrders();

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

  const buttons = (
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
      {asked && Panel ? (
        <Suspense fallback={<Skeleton height={160} label="Opening the cart form" />}>
          <Panel key={asked} fund={fund} mode={asked} />
        </Suspense>
      ) : (
        <p className={styles.note} role="status">
          {asked ? COMING_SOON : ''}
        </p>
      )}
    </div>
  );
  if (getRole() !== 'user') {
    // An advisor whose ARN is pending is not offered what the backend would refuse.
    if (!mayPlace) return <p className={`${styles.invest} ${styles.note}`} role="status">{ORDERS_NOT_ALLOWED}</p>;
    return buttons;
  }
  return (
    <Suspense fallback={<Skeleton height={40} label="Checking your KYC" />}>
      <InvestKycGate>{buttons}</InvestKycGate>
    </Suspense>
  );
}
