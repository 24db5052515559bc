import Amount from '@/components/ui/Amount';
import BarChart from '@/components/ui/BarChart';
import Chart from '@/components/ui/Chart';
import DonutChart from '@/components/ui/DonutChart';
import Percent from '@/components/ui/Percent';
import Table, { type TableColumn } from '@/components/ui/Table';
import { abbreviateINR } from '@/utils/money';
import styles from './Gallery.module.scss';

interface Holding {
  id: string;
  fund: string;
  invested: number;
  value: number;
  change: number;
}

// Sample figures, not real funds.
const HOLDINGS: Holding[] = [
  { id: '1', fund: 'Sample Flexi Cap Fund', invested: 500000, value: 612345, change: 0.2247 },
  { id: '2', fund: 'Sample Liquid Fund', invested: 1250000, value: 1301000, change: 0.0408 },
  { id: '3', fund: 'Sample Small Cap Fund', invested: 300000, value: 271500, change: -0.095 },
];

const COLUMNS: TableColumn<Holding>[] = [
  { key: 'fund', header: 'Fund', sortValue: (h) => h.fund },
  {
    key: 'invested',
    header: 'Invested',
    numeric: true,
    sortValue: (h) => h.invested,
    render: (h) => <Amount value={h.invested} />,
  },
  {
    key: 'value',
    header: 'Value',
    numeric: true,
    sortValue: (h) => h.value,
    render: (h) => <Amount value={h.value} />,
  },
  {
    key: 'change',
    header: 'Return',
    numeric: true,
    sortValue: (h) => h.change,
    render: (h) => <Percent value={h.change} />,
  },
];

const short = (v: number) => abbreviateINR(v, { decimals: 1 });

export default function DataSamples() {
  return (
    <>
      <p className={styles.figures}>
        <Amount value={12345678} /> <Amount value={12345678} short />{' '}
        <Amount value={1250000} short /> <Percent value={0.1234} /> <Percent value={-0.021} />{' '}
        <Percent value={0} />
      </p>
      <Table
        caption="Sample holdings"
        columns={COLUMNS}
        rows={HOLDINGS}
        rowKey={(h) => h.id}
        initialSort={{ key: 'value', direction: 'descending' }}
      />
      <Table caption="Sample orders" columns={COLUMNS} rows={[]} rowKey={(h) => h.id} />
      <div className={styles.columns}>
        <Chart
          title="Sample portfolio value"
          labels={['2022', '2023', '2024', '2025', '2026']}
          series={[
            { name: 'Invested', values: [100000, 220000, 340000, 460000, 580000] },
            { name: 'Value', values: [104000, 241000, 392000, 530000, 702000] },
          ]}
          formatValue={short}
          table
        />
        <BarChart
          title="Sample monthly flows"
          labels={['Apr', 'May', 'Jun', 'Jul']}
          series={[
            { name: 'Purchases', values: [500000, 1250000, 200000, 300000] },
            { name: 'Redemptions', values: [100000, 200000, 50000, 0] },
          ]}
          formatValue={short}
        />
      </div>
      <DonutChart
        title="Sample cart by transaction type"
        slices={[
          { name: 'Purchase', value: 450000, color: 'var(--zf-cart-purchase)' },
          { name: 'Switch', value: 150000, color: 'var(--zf-cart-switch)' },
          { name: 'SWP', value: 100000, color: 'var(--zf-cart-swp)' },
        ]}
        formatValue={short}
        centre="₹7 L"
      />
    </>
  );
}
