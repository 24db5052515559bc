import dynamic from 'next/dynamic';
import { memo } from 'react';
import Link from '@/components/ui/Link';
import { footerLinks, SOCIAL_LINKS } from './footerLinks';
import QuickLinks from './QuickLinks';
import { MARKET_RISK_DISCLAIMER, REGISTRATION } from './registration';
import SocialIcon from './SocialIcon';
import { useIsMobile } from './useIsMobile';
import styles from './Footer.module.scss';

// The app badges show on phones only, so a wide screen's first load does not carry them (issue 17: first-load
// JavaScript). A page the server renders for a phone still has them in its HTML, their chunk listed with the page;
// a narrow window learns it is one only after hydration, and the badges then arrive at the bottom of the footer.
const StoreBadges = dynamic(() => import('./StoreBadges'));

/**
 * The badges follow the phone layout themselves: when the browser learns after hydration that the window is narrow,
 * only they render, not the footer's fifty links.
 */
function PhoneBadges({ mob, isMobileDevice }: { mob: boolean; isMobileDevice?: boolean }) {
  return useIsMobile({ mob, isMobileDevice }) ? <StoreBadges /> : null;
}

export interface FooterProps {
  /** From selectLayout / showsDisclaimer: false on cart and health-insurance paths. */
  showDisclaimer: boolean;
  /** The app's `mob` flag from the address (the mobile layout whatever the width). */
  mob?: boolean;
  /** From the server's user-agent check, when the page provides it. */
  isMobileDevice?: boolean;
  /** Hides the 'Become ZF Expert' offer (the spec's hideBusiness flag). */
  hideBusiness?: boolean;
}

function Footer({
  showDisclaimer,
  mob = false,
  isMobileDevice,
  hideBusiness = false,
}: FooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {footerLinks(hideBusiness).map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <QuickLinks hideBusiness={hideBusiness} />

        <div className={styles.row}>
          <ul className={styles.social} aria-label="ZF on social networks">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <a href={s.href} aria-label={s.label} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
          <PhoneBadges mob={mob} isMobileDevice={isMobileDevice} />
        </div>

        <section className={styles.registration} aria-label="Registration details">
          <p>{REGISTRATION.companyName} is an AMFI-registered mutual fund distributor.</p>
          <dl>
            <div>
              <dt>AMFI ARN</dt>
              <dd>{REGISTRATION.arn}</dd>
            </div>
            <div>
              <dt>Date of initial registration</dt>
              <dd>{REGISTRATION.initialRegistrationDate}</dd>
            </div>
            <div>
              <dt>ARN valid till</dt>
              <dd>{REGISTRATION.arnValidTill}</dd>
            </div>
            <div>
              <dt>{REGISTRATION.exchange} member code</dt>
              <dd>{REGISTRATION.exchangeMemberCode}</dd>
            </div>
          </dl>
        </section>

        {showDisclaimer && (
          <p className={styles.disclaimer} data-testid="market-risk-disclaimer">
            {MARKET_RISK_DISCLAIMER}
          </p>
        )}

        <p className={styles.copy}>
          © {year} {REGISTRATION.companyName}
        </p>
      </div>
    </footer>
  );
}

// The layout renders again when it learns the viewport's width or the session after hydration; the footer's own
// props rarely change then, and its tree (dozens of links) need not render again.
export default memo(Footer);
