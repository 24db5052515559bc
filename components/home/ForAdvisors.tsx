import { ButtonLink } from '@/components/ui/Button';
import { isBusinessHidden } from '@/utils/business';
import styles from './Home.module.scss';

const FEATURES = [
  ['Clients in one list', 'Onboard clients, run their KYC and open any portfolio in a click.'],
  [
    'Carts for clients',
    'Prepare purchases, SIPs, step-ups, switches, STPs, SWPs and redemptions, then send one link for approval.',
  ],
  ['Order book', 'Every order with its status, so nothing falls through the cracks.'],
  [
    'Commissions and analytics',
    'AUM, SIP book, clients and transactions over time, and the commission they earn.',
  ],
  ['Pro Zone', 'Birthday greetings and banners carrying your name and ARN, ready to share.'],
] as const;

export default function ForAdvisors() {
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="advisors-title">
      <div className={styles.inner}>
        <h2 id="advisors-title">For ZF experts and mutual fund distributors</h2>
        <p className={styles.sectionLead}>
          If you hold an ARN, ZF gives you the tools to serve clients well without running your own
          back office.
        </p>
        <ul className={styles.cards}>
          {FEATURES.map(([title, text]) => (
            <li key={title} className={styles.card}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
        {!isBusinessHidden() && (
          <ButtonLink href="/mutual-fund-distributor" variant="secondary">
            Become ZF Expert
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
