import Link from '@/components/ui/Link';
import { CALCULATORS, calculatorPath } from '@/utils/calculators/definitions';
import {
  CALCULATORS_PATH,
  calculatorCrumbs,
  calculatorsIndexJsonLd,
} from '@/utils/calculators/seo';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { type PageSeoText, resolveSeo } from '@/utils/seo/pageSeo';
import styles from './Calculator.module.scss';

export const INDEX_TITLE = 'Financial calculators: SIP, SWP, FD, NPS and more | ZF';
export const INDEX_DESCRIPTION =
  'Free calculators for Indian investors: SIP, daily SIP, step-up SIP, lumpsum, SWP, fixed deposit, NPS and loan against mutual funds, with charts and tables by year.';

/** Every calculator with a line on what it answers. */
export default function CalculatorsIndex({ seo = null }: { seo?: PageSeoText | null }) {
  const head = resolveSeo({ title: INDEX_TITLE, description: INDEX_DESCRIPTION }, seo);
  return (
    <>
      <SeoHead
        title={head.title}
        description={head.description}
        image={head.image}
        path={CALCULATORS_PATH}
        jsonLd={calculatorsIndexJsonLd(siteOrigin(), CALCULATORS)}
      />
      <div className={styles.page}>
        <Breadcrumbs crumbs={calculatorCrumbs()} />
        <header className={styles.header}>
          <h1>Calculators</h1>
          <p className={styles.lead}>
            Plan with your own numbers. Each calculator shows the result in rupees, a chart and a
            table by year, and explains how it is worked out. Share a result by sharing the page
            address.
          </p>
        </header>
        <ul className={styles.cards}>
          {CALCULATORS.map((c) => (
            <li key={c.slug} className={styles.card}>
              <h2>
                <Link href={calculatorPath(c.slug)} className={styles.cardLink}>
                  {c.name}
                </Link>
              </h2>
              <p>{c.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
