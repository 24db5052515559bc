import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import { footerLinks, SOCIAL_LINKS } from './footerLinks';
import QuickLinks from './QuickLinks';
import { MARKET_RISK_DISCLAIMER, REGISTRATION } from './registration';
import SocialIcon from './SocialIcon';
import styles from './Footer.module.scss';

// The app badges show on phones only, so a wide screen's first load does not carry them (issue 17: first-load
// JavaScript). A page the server renders for a phone still has them in its HTML, their chunk listed with the page;
// a narrow window learns it is one only after hydration, and the badges then arrive at the bottom of the footer.
const StoreBadges = dynamic(() => import('./StoreBadges'));

export interface FooterProps {
  /** From selectLayout / showsDisclaimer: false on cart and health-insurance paths. */
  showDisclaimer: boolean;
  isMobile?: boolean;
  /** Hides the 'Become ZF Expert' offer (the spec's hideBusiness flag). */
  hideBusiness?: boolean;
}

export default function Footer({
  showDisclaimer,
  isMobile = false,
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
          {isMobile && <StoreBadges />}
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
