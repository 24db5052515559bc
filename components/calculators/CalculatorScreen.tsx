import Link from '@/components/ui/Link';
import Chart from '@/components/ui/Chart';
import { abbreviateINR } from '@/utils/money';
import type { CalculatorDefinition } from '@/utils/calculators/calculator';
import { CALCULATORS, calculatorPath } from '@/utils/calculators/definitions';
import { calculatorCrumbs, calculatorJsonLd } from '@/utils/calculators/seo';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import CalculatorForm from './CalculatorForm';
import ResultSummary from './ResultSummary';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { type PageSeoText, resolveSeo } from '@/utils/seo/pageSeo';
import { FD_START_PATH } from '@/utils/fds/wire';
import { fixedDepositCalculator } from '@/utils/calculators/definitions/fixedDeposit';
import YearTable from './YearTable';

const FD_CALCULATOR_SLUG = fixedDepositCalculator.slug;
import { useCalculatorState } from './useCalculatorState';
import styles from './Calculator.module.scss';

/** One calculator: inputs beside the result on wide screens, stacked on phones; then chart, table and method. */
export default function CalculatorScreen({
  definition,
  seo = null,
}: {
  definition: CalculatorDefinition;
  /** The editor's SEO metadata, which wins over the definition's title and description. */
  seo?: PageSeoText | null;
}) {
  const { raw, errors, values, result, setField } = useCalculatorState(definition);
  const others = CALCULATORS.filter((c) => c.slug !== definition.slug);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <>
      <SeoHead
        {...resolveSeo(definition, seo)}
        path={calculatorPath(definition.slug)}
        jsonLd={calculatorJsonLd(siteOrigin(), definition)}
      />
      <div className={styles.page}>
        <Breadcrumbs crumbs={calculatorCrumbs(definition)} />
        <header className={styles.header}>
          <h1>{definition.name}</h1>
          <p className={styles.lead}>{definition.summary}</p>
        </header>

        <div className={styles.workspace}>
          <section className={styles.panel} aria-labelledby="calc-inputs">
            <h2 id="calc-inputs" className={styles.panelTitle}>
              Your numbers
            </h2>
            <CalculatorForm
              fields={definition.fields}
              raw={raw}
              values={values}
              errors={errors}
              onChange={setField}
            />
          </section>
          <section className={styles.panel} aria-labelledby="calc-result">
            <h2 id="calc-result" className={styles.panelTitle}>
              Result
            </h2>
            {hasErrors && (
              <p className={styles.stale}>
                Showing the result for your last valid inputs. Fix the marked field to update it.
              </p>
            )}
            <ResultSummary items={result.summary} notes={result.notes} />
            {definition.slug === FD_CALCULATOR_SLUG && (
              <p>
                <Link href={FD_START_PATH}>See fixed deposits you can book</Link>
              </p>
            )}
          </section>
        </div>

        <section className={styles.section} aria-labelledby="calc-chart">
          <h2 id="calc-chart">Growth by year</h2>
          <Chart
            title={`${definition.name} by year`}
            labels={result.chart.labels}
            series={result.chart.series}
            formatValue={(v) => abbreviateINR(v, { decimals: 1 })}
          />
        </section>

        <section className={styles.section} aria-labelledby="calc-table">
          <h2 id="calc-table">Year by year</h2>
          <YearTable table={result.table} />
        </section>

        <section className={styles.section} aria-labelledby="calc-method">
          <h2 id="calc-method">How it is worked out</h2>
          <div className={styles.prose}>
            {definition.formula.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul>
              {definition.assumptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className={styles.disclaimer}>
              This is an estimate to help you plan, not a promise of returns or advice to invest.
              Mutual fund investments are subject to market risks; read all scheme related documents
              carefully.
            </p>
          </div>
        </section>

        <nav className={styles.section} aria-labelledby="calc-others">
          <h2 id="calc-others">Other calculators</h2>
          <ul className={styles.otherList}>
            {others.map((c) => (
              <li key={c.slug}>
                <Link href={calculatorPath(c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
