import Link from '@/components/ui/Link';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { breadcrumbJsonLd, type Crumb } from '@/utils/calculators/seo';
import type { SeoText } from '@/utils/funds/seo';
import { BANK_FD_FACTS, BANK_FD_SOURCE, SAVING_SCHEMES, SMALL_SAVINGS_SOURCE } from './schemes';
import SchemeSection from './SchemeSection';
import styles from './Savings.module.scss';

export const SAVINGS_PATH = '/m/saving-schemes';
export const SAVINGS_TITLE =
  'Saving schemes and fixed deposits: PPF, SSY, SCSS, NSC, KVP and FD rates | ZF';
export const SAVINGS_DESCRIPTION =
  'Interest rates, tenure, deposit limits and tax rules of PPF, Sukanya Samriddhi, SCSS, NSC, KVP, Post Office MIS and time deposits, RBI Floating Rate Savings Bonds and bank fixed deposits, with the source and date of every rate.';
export const FD_CALCULATOR_PATH = '/calculators/fixed-deposite';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Saving schemes', path: SAVINGS_PATH },
];

export interface SavingSchemesProps {
  /** Editors' title and description from the SEO metadata service; ours when null. */
  seo?: SeoText | null;
}

export default function SavingSchemesScreen({ seo }: SavingSchemesProps) {
  return (
    <>
      <SeoHead
        title={seo?.title ?? SAVINGS_TITLE}
        description={seo?.description ?? SAVINGS_DESCRIPTION}
        path={SAVINGS_PATH}
        jsonLd={[breadcrumbJsonLd(siteOrigin(), CRUMBS)]}
      />
      <div className={styles.page}>
        <Breadcrumbs crumbs={CRUMBS} />
        <header className={styles.header}>
          <h1>Saving schemes and fixed deposits</h1>
          <p className={styles.lead}>
            Government small savings schemes, RBI bonds and bank deposits pay a known rate and keep
            your capital safe. Here is what each pays, for how long, how much you can put in and how
            it is taxed.
          </p>
        </header>

        <aside className={styles.rateNotice} aria-label="About these rates">
          <p>
            <strong>Rates change every quarter.</strong> The Government of India sets small savings
            rates each quarter. The rates below are from the {SMALL_SAVINGS_SOURCE.text}. Check the
            current rate before you invest: {SMALL_SAVINGS_SOURCE.checkAt}.
          </p>
          <p>
            PPF and Sukanya Samriddhi accounts earn each quarter’s rate on the whole balance; the
            other schemes keep the rate of the day you invest for their whole term. Deductions under
            section 80C apply only if you file under the old tax regime.
          </p>
        </aside>

        <section className={styles.section} aria-labelledby="savings-summary">
          <h2 id="savings-summary">At a glance</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Scheme</th>
                  <th scope="col">Rate</th>
                  <th scope="col">Tenure</th>
                </tr>
              </thead>
              <tbody>
                {SAVING_SCHEMES.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">
                      <a href={`#${s.id}`}>{s.name}</a>
                    </th>
                    <td>{s.rate}</td>
                    <td>{s.tenure}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {SAVING_SCHEMES.map((scheme) => (
          <SchemeSection key={scheme.id} scheme={scheme} />
        ))}

        <section id="bank-fd" className={styles.section} aria-labelledby="bank-fd-title">
          <h2 id="bank-fd-title">Bank fixed deposits</h2>
          <p className={styles.summary}>
            A lump sum for a fixed term at a rate fixed on the day you deposit.
          </p>
          <dl className={styles.facts}>
            {BANK_FD_FACTS.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.text}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.source}>
            Source: {BANK_FD_SOURCE.text}. Check {BANK_FD_SOURCE.checkAt}.
          </p>
          <p className={styles.cta}>
            <Link href={FD_CALCULATOR_PATH}>
              Work out what a fixed deposit will pay with our FD calculator
            </Link>
          </p>
        </section>

        <p className={styles.disclaimer}>
          This page explains the schemes in general; it is not advice to invest in any of them.
          Terms are as we understand them from the official rules and may change; the scheme rules,
          the post office or your bank have the final word.
        </p>
      </div>
    </>
  );
}
