// What raises a follow-up for an advisor: events on the clients mapped to them. Each row carries the source and
// the key that makes raising again a no-op (follow_ups_source_key_uq). Read one slice of advisor–client pairs at a
// time (see deskEvents.ts): on the embedded database a statement over every advisor's clients at once held the
// only connection, and the event loop, for over a second at 10,000 clients.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface RaisedEvent {
  expert_id: string;
  user_id: string;
  name: string;
  contact: string;
  source: 'sip_bounced' | 'kyc_on_hold' | 'mandate_expiring' | 'birthday';
  source_key: string;
  /** YYYY-MM-DD: the day the follow-up belongs to. */
  day: string;
}

/** An advisor–client pair: the order of expert_clients_expert_user_uq, by which the job walks the mappings. */
export interface ClientKey {
  expert_id: string;
  user_id: string;
}

export interface EventsInput {
  since: Date;
  today: string;
  tomorrow: string;
  now: Date;
  expiringBy: Date;
}

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

const afterKey = (key: ClientKey | null) =>
  key ? sql`(ec.expert_id, ec.user_id) > (${key.expert_id}::uuid, ${key.user_id}::uuid)` : sql`true`;

/** The next `limit` advisor–client pairs after `after` (null: from the first), read off the unique index. */
export async function nextClientKeys(db: Db, after: ClientKey | null, limit: number): Promise<ClientKey[]> {
  const result = await db.execute(sql`
    select ec.expert_id, ec.user_id from expert_clients ec
     where ${afterKey(after)}
     order by ec.expert_id, ec.user_id
     limit ${limit}`);
  return rowsOf<ClientKey>(result);
}

/**
 * For the pairs after `after` up to and including `last`: SIP instalments that failed since `since`, KYCs on hold,
 * active mandates ending before `expiringBy`, and birthdays on `today` or `tomorrow` (month and day; a 29 February
 * birthday is met only in leap years). Events already raised for the advisor are left out, so that a run where
 * nothing happened writes nothing.
 */
export async function deskEvents(db: Db, input: EventsInput, range: { after: ClientKey | null; last: ClientKey }): Promise<RaisedEvent[]> {
  const result = await db.execute(sql`
    with clients as (
      select ec.expert_id, u.id as user_id, coalesce(k.name, u.name, u.mobile_no) as name, u.mobile_no as contact,
             k.kyc_status, k.dob, k.updated_at as kyc_updated_at
      from expert_clients ec
      join users u on u.id = ec.user_id
      left join kyc_records k on k.user_id = u.id
      where ${afterKey(range.after)}
        and (ec.expert_id, ec.user_id) <= (${range.last.expert_id}::uuid, ${range.last.user_id}::uuid)
    ),
    events as (
      select c.expert_id, c.user_id, c.name, c.contact, 'sip_bounced'::text as source, 'sip_bounced:' || o.id as source_key,
             ${input.today}::text as day
        from clients c join orders o on o.user_id = c.user_id
       where o.order_type = 'sip' and o.status = 'failed' and o.updated_at >= ${input.since.toISOString()}::timestamptz
      union all
      select c.expert_id, c.user_id, c.name, c.contact, 'kyc_on_hold',
             'kyc_on_hold:' || c.user_id || ':' || to_char(c.kyc_updated_at at time zone 'UTC', 'YYYY-MM-DD'), ${input.today}::text
        from clients c where c.kyc_status = 'on_hold'
      union all
      select c.expert_id, c.user_id, c.name, c.contact, 'mandate_expiring', 'mandate_expiring:' || m.id, ${input.today}::text
        from clients c join mandates m on m.user_id = c.user_id
       where m.status = 'active' and m.expires_at > ${input.now.toISOString()}::timestamptz
         and m.expires_at <= ${input.expiringBy.toISOString()}::timestamptz
      union all
      select c.expert_id, c.user_id, c.name, c.contact, 'birthday',
             'birthday:' || c.user_id || ':' || substr(d.day, 1, 4), d.day
        from clients c
        join (values (${input.today}::text), (${input.tomorrow}::text)) as d(day) on to_char(c.dob, 'MM-DD') = substr(d.day, 6, 5)
    )
    select e.* from events e
     where not exists (select 1 from follow_ups f where f.expert_id = e.expert_id and f.source_key = e.source_key)
  `);
  return rowsOf<RaisedEvent>(result);
}
