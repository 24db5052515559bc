// The advisor's open follow-ups of the next two weeks, by day (issue 32, item 4): today's card shows only today,
// so one for tomorrow was listed nowhere.
import { skipToken } from '@reduxjs/toolkit/query';
import Card from '@/components/ui/Card';
import { useGetUpcomingFollowUpsQuery } from '@/store/api/desk';
import type { FollowUpView } from '@/utils/desk/wire';
import FollowUpActions from './FollowUpActions';
import LoadFailure from './LoadFailure';
import styles from './Desk.module.scss';

export const UPCOMING_DAYS = 14;

/** Follow-ups grouped by their day, in the order the server answers them (by start). */
function byDay(list: FollowUpView[]): [string, FollowUpView[]][] {
  const days = new Map<string, FollowUpView[]>();
  for (const f of list) days.set(f.follow_up.date, [...(days.get(f.follow_up.date) ?? []), f]);
  return [...days];
}

export default function UpcomingFollowUps({ rmId }: { rmId: string | null }) {
  const list = useGetUpcomingFollowUpsQuery(rmId ? UPCOMING_DAYS : skipToken);
  return (
    <Card title="Upcoming follow-ups">
      {list.isLoading && <p className={styles.meta}>Loading follow-ups…</p>}
      {list.error && <LoadFailure error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <p className={styles.meta}>{`No follow-ups in the next ${UPCOMING_DAYS} days.`}</p>}
      {list.data &&
        byDay(list.data).map(([day, items]) => (
          <section key={day} aria-label={`Follow-ups on ${day}`}>
            <h3 className={styles.meta}>{day}</h3>
            <ul className={styles.list}>
              {items.map((f) => (
                <li key={f.id} className={styles.item}>
                  <span className={styles.when}>{f.follow_up.time}</span>
                  <span>
                    {f.name} · {f.contact}
                  </span>
                  {f.remarks && <span className={styles.meta}>{f.remarks}</span>}
                  <FollowUpActions followUp={f} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </Card>
  );
}
