// The operator's screen views (GET /analytics/events/screen-views with the operator key): views per day as bars
// with the same numbers in a table, and the top screens. A refused key (401) sends the operator back to the key.
import { useEffect, useState } from 'react';
import BarChart from '@/components/ui/BarChart';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Input from '@/components/ui/Input';
import Table from '@/components/ui/Table';
import { statusOf } from '@/services/http/errors';
import { useGetScreenViewsQuery } from '@/store/api/desk';
import { type DayViews, type ScreenViews, shownDay, topScreens, viewsPerDay } from '@/utils/desk/screenViews';
import LoadFailure from './LoadFailure';
import styles from './Desk.module.scss';

const count = (n: number) => n.toLocaleString('en-IN');

interface Props {
  opsKey: string;
  onRefused: () => void;
  onForget: () => void;
}

export default function ScreenViewsReport({ opsKey, onRefused, onForget }: Props) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const views = useGetScreenViewsQuery({ key: opsKey, from: from || undefined, to: to || undefined });
  const refused = views.error !== undefined && statusOf(views.error) === 401;
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);
  const days = viewsPerDay(views.data ?? []);
  const screens = topScreens(views.data ?? []);

  return (
    <>
      <div className={styles.row}>
        <Input label="From" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} hint="Empty: 30 days before the end" />
        <Input label="To" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} hint="Empty: now" />
      </div>
      <div className={styles.actions}>
        <Button variant="text" size="sm" onClick={onForget}>
          Forget the key
        </Button>
      </div>
      {views.isFetching && <p className={styles.meta}>Loading screen views…</p>}
      {views.error && !refused && <LoadFailure error={views.error} onRetry={() => void views.refetch()} />}
      {views.data && days.length === 0 && <p className={styles.meta}>No screen views in this period.</p>}
      {days.length > 0 && (
        <>
          <Card title="Screen views per day">
            <BarChart
              title="Screen views per day"
              labels={days.map((d) => shownDay(d.day))}
              series={[{ name: 'Views', values: days.map((d) => d.views) }]}
              formatValue={count}
            />
            <Table<DayViews>
              caption="Views on each day"
              rows={days}
              rowKey={(d) => d.day}
              columns={[
                { key: 'day', header: 'Day', render: (d) => shownDay(d.day), sortValue: (d) => d.day },
                { key: 'views', header: 'Views', numeric: true, render: (d) => count(d.views), sortValue: (d) => d.views },
              ]}
            />
          </Card>
          <Card title="Top screens">
            <Table<ScreenViews>
              caption="Top screens"
              rows={screens}
              rowKey={(s) => s.screen}
              columns={[
                { key: 'screen', header: 'Screen', sortValue: (s) => s.screen },
                { key: 'views', header: 'Views', numeric: true, render: (s) => count(s.views), sortValue: (s) => s.views },
              ]}
            />
          </Card>
        </>
      )}
    </>
  );
}
