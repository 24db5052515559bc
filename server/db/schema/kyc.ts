// KYC: one record per investor plus the state of each step of the KYC journey.
import { date, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export type KycStatus = 'not_started' | 'in_progress' | 'submitted' | 'verified' | 'rejected';
export type KycStep = 'personal_details' | 'upload_documents' | 'declarations' | 'bank_details' | 'product_page';

export const kycRecords = pgTable('kyc_records', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  pancardNo: text('pancard_no'),
  name: text('name'),
  dob: date('dob', { mode: 'string' }),
  mobileNo: text('mobile_no'),
  email: text('email'),
  kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('not_started'),
  navigateTo: text('navigate_to').$type<KycStep>().notNull().default('personal_details'),
  digilockerStatus: text('digilocker_status'),
  eSign: text('e_sign'),
  fdMobileNumber: text('fd_mobile_number'),
  /** The full KYC payload (address, occupation, nominee, bank) whose shape the spec does not show. */
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kycSteps = pgTable(
  'kyc_steps',
  {
    id: id(),
    kycId: uuid('kyc_id')
      .notNull()
      .references(() => kycRecords.id, { onDelete: 'cascade' }),
    step: text('step').$type<KycStep>().notNull(),
    status: text('status').notNull().default('pending'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('kyc_steps_kyc_step_uq').on(t.kycId, t.step)],
);
