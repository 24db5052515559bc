import { ButtonLink } from '@/components/ui/Button';
import { REGISTRATION } from '@/components/layout/registration';
import styles from './Home.module.scss';

export default function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          AMFI-registered mutual fund distributor · {REGISTRATION.arn}
        </p>
        <h1 id="hero-title" className={styles.heroTitle}>
          Mutual funds, with an expert you can actually reach
        </h1>
        <p className={styles.heroText}>
          ZF helps you choose, buy and keep track of mutual funds through a registered mutual fund distributor. Your
          KYC, your orders and your portfolio sit in one place, and your ZF expert sees the same
          screen you do.
        </p>
        <p className={styles.heroText}>
          As a distributor we invest for you in the regular plans of mutual fund schemes. Fund
          houses pay us a commission that is already part of each scheme&rsquo;s expense ratio; we
          charge you no separate fee.
        </p>
        <div className={styles.actions}>
          <ButtonLink href="/account/user">Start investing</ButtonLink>
          <ButtonLink href="/account/expert" variant="secondary">
            I am a ZF expert
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
