import { useState } from 'react';
import Amount from '@/components/ui/Amount';
import Select from '@/components/ui/Select';
import Table, { type TableColumn } from '@/components/ui/Table';
import { errorMessage } from '@/services/http/errors';
import { downloadCapitalGains } from '@/services/portfolio.api';
import type { CapitalGainRow } from '@/services/portfolio.types';
import { useGetCapitalGainsQuery } from '@/store/api/portfolio';
import DownloadButtons from './DownloadButtons';
import Figures from './Figures';
import { financialYearOf, recentFinancialYears } from './financialYear';
import { formatDay, formatUnits } from './format';
import GainAmount from './GainAmount';
import styles from './Portfolio.module.scss';

/** Debt bought from 1 Apr 2023 is taxed at slab whatever the holding period (Finance Act 2023): say why. */
function termText(r: CapitalGainRow): string {
  const term = `${r.term === 'short' ? 'Short' : 'Long'} term, ${r.asset}`;
  return r.term_basis === 'finance_act_2023' ? `${term} (bought from 1 Apr 2023, taxed at slab)` : term;
}

/** Units bought by 31 Jan 2018 may take that day's NAV as their cost (grandfathering): show both figures. */
function costCell(r: CapitalGainRow) {
  if (!r.grandfathered) return <Amount paise={r.cost_paise} />;
  return (
    <>
      <Amount paise={r.cost_paise} />
      <br />
      <small>
        grandfathered at the 31 Jan 2018 NAV; paid <Amount paise={r.actual_cost_paise} />
      </small>
    </>
  );
}

const COLUMNS: TableColumn<CapitalGainRow>[] = [
  { key: 'scheme', header: 'Scheme', render: (r) => `${r.scheme_name} (folio ${r.folio_no})` },
  { key: 'sold', header: 'Sold on', render: (r) => formatDay(r.sell_date) },
  { key: 'bought', header: 'Bought on', render: (r) => formatDay(r.buy_date) },
  { key: 'units', header: 'Units', numeric: true, render: (r) => formatUnits(r.units) },
  { key: 'sale', header: 'Sale value', numeric: true, render: (r) => <Amount paise={r.sale_value_paise} /> },
  { key: 'cost', header: 'Cost', numeric: true, render: costCell },
  { key: 'stamp', header: 'Stamp duty', numeric: true, render: (r) => <Amount paise={r.stamp_duty_paise} /> },
  { key: 'load', header: 'Exit load', numeric: true, render: (r) => <Amount paise={r.exit_load_paise} /> },
  { key: 'gain', header: 'Gain', numeric: true, render: (r) => <GainAmount paise={r.gain_paise} /> },
  { key: 'term', header: 'Term', render: termText },
];

/** The capital-gains statement of one financial year: each sale matched to its purchases, short and long term. */
export default function CapitalGainsSection({ userId, today = new Date() }: { userId: string; today?: Date }) {
  const [fy, setFy] = useState(() => financialYearOf(today));
  const { data, error, isFetching } = useGetCapitalGainsQuery({ userId, fy });
  const shown = data?.fy === fy ? data : undefined;

  return (
    <section className={styles.section} aria-labelledby="cg-heading">
      <h2 id="cg-heading">Capital gains statement</h2>
      <div className={styles.filters}>
        <Select
          label="Financial year"
          options={recentFinancialYears(today).map((y) => ({ value: y, label: `FY ${y}` }))}
          value={fy}
          onChange={(e) => setFy(e.target.value)}
        />
      </div>
      <DownloadButtons
        what="capital gains statement"
        fileName={`capital-gains-${fy}`}
        fetchFile={(format) => downloadCapitalGains(userId, fy, format)}
      />
      {error ? (
        <p role="alert" className={styles.error}>{errorMessage(error)}</p>
      ) : !shown ? (
        <p role="status" className={styles.note}>{isFetching ? 'Loading the statement…' : ''}</p>
      ) : (
        <>
          <Figures
            label={`Capital gains totals, FY ${fy}`}
            figures={[
              ['Short-term gain', <GainAmount key="s" paise={shown.totals.short_term_paise} />],
              ['Long-term gain', <GainAmount key="l" paise={shown.totals.long_term_paise} />],
            ]}
          />
          <Table
            caption={`Capital gains, FY ${fy}`}
            columns={COLUMNS}
            rows={shown.rows}
            rowKey={(r) => `${r.folio_no}-${r.sell_date}-${r.buy_date}-${r.units}`}
            empty={<p className={styles.note}>No units were sold in FY {fy}, so there are no capital gains to report.</p>}
          />
        </>
      )}
    </section>
  );
}
