import { REGISTRATION } from '@/components/layout/registration';
import styles from './Home.module.scss';

const SAFEGUARDS = [
  'Units are allotted in your name by the fund house and recorded by its registrar (RTA); ZF cannot move them.',
  'Payments go through the stock exchange’s mutual fund platform to the fund house, never to a ZF account.',
  'Every investor completes KYC with a KYC registration agency (KRA), as SEBI requires.',
  'You can see every order we place for you, and stop a SIP whenever you choose.',
];

export default function TrustSection() {
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="trust-title">
      <div className={styles.inner}>
        <h2 id="trust-title">Registered, and open about it</h2>
        <div className={styles.split}>
          <dl className={styles.registration}>
            <div>
              <dt>AMFI Registration Number</dt>
              <dd>{REGISTRATION.arn}</dd>
            </div>
            <div>
              <dt>Initial registration</dt>
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
          <ul className={styles.checks}>
            {SAFEGUARDS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
