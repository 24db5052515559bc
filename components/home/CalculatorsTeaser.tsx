import Link from '@/components/ui/Link';
import { CALCULATOR_LINKS } from '@/components/layout/footerLinks';
import styles from './Home.module.scss';

export default function CalculatorsTeaser() {
  return (
    <section className={styles.section} aria-labelledby="calc-title">
      <div className={styles.inner}>
        <h2 id="calc-title">Plan before you invest</h2>
        <p className={styles.sectionLead}>
          Free calculators show what a monthly SIP, a yearly step-up or a lumpsum could grow to,
          with the assumptions written next to the result. Returns are estimates, not promises.
        </p>
        <ul className={styles.chips}>
          {CALCULATOR_LINKS.map((c) => (
            <li key={c.href}>
              <Link href={c.href}>{c.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
