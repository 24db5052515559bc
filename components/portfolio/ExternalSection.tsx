import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import type { PortfolioSummary } from '@/services/portfolio.types';
import { useAppDispatch } from '@/store/hooks';
import { portfolioModalOpened } from '@/store/portfolioSlice';
import HoldingsTable from './HoldingsTable';
import ImportModal from './ImportModal';
import SummaryCards from './SummaryCards';
import styles from './Portfolio.module.scss';

/** Holdings held outside ZF: imported from a CAS, valued the same way, kept apart from those bought here. */
export default function ExternalSection({ userId, answer }: { userId: string; answer: PortfolioSummary }) {
  const dispatch = useAppDispatch();
  const openImport = () => dispatch(portfolioModalOpened('externalPortfolio'));
  const external = answer.external;
  return (
    <section className={styles.section} aria-labelledby="external-heading">
      <h2 id="external-heading">External holdings</h2>
      {external.length === 0 ? (
        <Card title="Holdings outside ZF">
          <p className={styles.note}>
            See all your mutual funds in one place: import the consolidated account statement (CAS) from your
            registrar or aggregator.
          </p>
          <Button variant="secondary" size="sm" onClick={openImport}>
            Import external holdings
          </Button>
        </Card>
      ) : (
        <>
          {answer.summary.external_summary && (
            <SummaryCards summary={answer.summary.external_summary} navDate={answer.nav_date} label="External holdings summary" />
          )}
          <HoldingsTable caption="External holdings" holdings={external} userId={userId} navDate={answer.nav_date} linkFolios={false} />
          <div>
            <Button variant="secondary" size="sm" onClick={openImport}>
              Import another statement
            </Button>
          </div>
        </>
      )}
      <ImportModal userId={userId} />
    </section>
  );
}
