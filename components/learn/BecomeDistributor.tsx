import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import LearnPage from '@/components/learn/LearnPage';
import { topCrumbs } from '@/components/learn/seo';
import { BUSINESS_PATH } from '@/utils/business';
import { BENEFITS, DISTRIBUTOR_FAQ, DISTRIBUTOR_SOURCES, DISTRIBUTOR_UPDATED, STEPS } from './distributorContent';
import styles from './BecomeDistributor.module.scss';

/**
 * /mutual-fund-distributor: how to become a distributor, what ZF offers, and the call-back form. The form belongs
 * to the leads feature, so the page passes it in: features do not import each other.
 */
export default function BecomeDistributor({ form }: { form: ReactNode }) {
  return (
    <LearnPage
      meta={{
        path: BUSINESS_PATH,
        title: 'Become a mutual fund distributor with ZF (Become ZF Expert) | ZF',
        description:
          'How to become a mutual fund distributor in India (NISM Series V-A, KYD, ARN and EUIN from AMFI, empanelment) and how ZF supports its partner experts. Request a call.',
        crumbs: topCrumbs('Become ZF Expert', BUSINESS_PATH),
        updated: DISTRIBUTOR_UPDATED,
        faq: DISTRIBUTOR_FAQ,
        type: 'WebPage',
      }}
      heading="Become a ZF Expert"
      lead="Build a mutual fund distribution practice with our platform, tools and partner team behind you."
      sources={DISTRIBUTOR_SOURCES}
    >
      <div className={styles.layout}>
        <div className={styles.formColumn}>
          {form}
        </div>
        <div className={styles.contentColumn}>
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading">How to become a mutual fund distributor</h2>
            <ol className={styles.steps}>
              {STEPS.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                  <Link href={step.href}>{step.link}</Link>
                </li>
              ))}
            </ol>
            <p>
              Practise for the exam with our free <Link href="/m/nism-series-v-a-mock-test">NISM Series V-A mock tests</Link>.
            </p>
          </section>
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading">What you get as a ZF Expert</h2>
            <ul className={styles.benefits}>
              {BENEFITS.map((b) => (
                <li key={b.title}>
                  <h3>{b.title}</h3>
                  <p>{b.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </LearnPage>
  );
}
