// Relationship-management data of experts (analytics service): follow-ups, notes, leads, dispositions,
// and the tracked usage events.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorKind, actorUserId, createdAt, id, updatedAt } from './columns';
import { experts, users } from './users';

export const followUps = pgTable(
  'follow_ups',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    category: text('category').notNull().default('followup'),
    followUpDate: date('follow_up_date', { mode: 'string' }).notNull(),
    /** As the spec shows it, e.g. '10:30AM-11:00AM'. */
    timeSlot: text('time_slot').notNull(),
    /** The slot's start as an instant (Asia/Kolkata), so reminders compare against now without parsing. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    notified: boolean('notified').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    remarks: text('remarks'),
    /** When the advisor marked it done, and what came of it (issue 32, item 4); null while it is open. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome'),
    /** 'manual', or the event that raised it: sip_bounced, kyc_on_hold, mandate_expiring, birthday. */
    source: text('source').notNull().default('manual'),
    /** For raised follow-ups, one per event (e.g. 'birthday:{user}:{year}'): raising again changes nothing. */
    sourceKey: text('source_key'),
    /** Who wrote it: the advisor, a manager for him, a sub-agent; 'system' for raised ones. */
    createdBy: actorKind('created_by'),
    createdByUserId: actorUserId('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('follow_ups_expert_date_idx').on(t.expertId, t.followUpDate),
    uniqueIndex('follow_ups_source_key_uq').on(t.expertId, t.sourceKey),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title'),
    body: text('body').notNull(),
    writtenBy: actorKind('written_by'),
    writtenByUserId: actorUserId('written_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notes_expert_idx').on(t.expertId, t.createdAt)],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    mobileNo: text('mobile_no').notNull(),
    email: text('email'),
    product: text('product'),
    source: text('source'),
    city: text('city'),
    pincode: text('pincode'),
    /** The lead's stage: new, contacted, interested, qualified, converted, dropped. */
    status: text('status').notNull().default('new'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_expert_idx').on(t.expertId, t.createdAt),
    index('leads_mobile_idx').on(t.mobileNo),
    // An advisor never holds two leads for one mobile (public enquiries without an advisor may repeat).
    uniqueIndex('leads_expert_mobile_uq').on(t.expertId, t.mobileNo).where(sql`expert_id is not null`),
  ],
);

export const dispositionOptions = pgTable('disposition_options', {
  id: id(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  category: text('category'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const dispositions = pgTable(
  'dispositions',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    followUpId: uuid('follow_up_id').references(() => followUps.id, { onDelete: 'set null' }),
    optionCode: text('option_code')
      .notNull()
      .references(() => dispositionOptions.code),
    remarks: text('remarks'),
    createdAt: createdAt(),
  },
  (t) => [index('dispositions_expert_idx').on(t.expertId, t.createdAt)],
);

/** Usage events from the web app; no foreign keys, so events outlive the rows they mention. */
export const trackedEvents = pgTable(
  'tracked_events',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    deviceId: text('device_id'),
    userId: uuid('user_id'),
    appName: text('app_name'),
    appVersion: text('app_version'),
    platform: text('platform'),
    screenName: text('screen_name'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('tracked_events_type_created_idx').on(t.eventType, t.createdAt)],
);
