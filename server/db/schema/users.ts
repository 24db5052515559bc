// People: every login is a user; an expert (advisor, distributor) is a user with an experts row.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { coordinate, createdAt, id, paise, updatedAt } from './columns';

export type UserRole = 'user' | 'expert';
export type ArnStatus = 'pending' | 'validated';
export interface Certification {
  name: string;
  url: string;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull().unique(),
    name: text('name'),
    email: text('email'),
    roles: text('roles').array().$type<UserRole[]>().notNull().default(sql`ARRAY['user']::text[]`),
    city: text('city'),
    /** Free-form profile details (gender, avatar, preferences) that no query filters on. */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    stage: integer('stage').notNull().default(1),
    optin: boolean('optin').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_city_idx').on(t.city)],
);

export const experts = pgTable(
  'experts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertCode: text('expert_code').notNull().unique(),
    arn: text('arn').unique(),
    euin: text('euin'),
    arnStatus: text('arn_status').$type<ArnStatus>().notNull().default('pending'),
    arnValidTill: date('arn_valid_till', { mode: 'string' }),
    certifications: jsonb('certifications').$type<Certification[]>().notNull().default([]),
    /** Onboarding stage 1..3; 4 once the profile update is final. */
    stage: integer('stage').notNull().default(1),
    profileStatus: text('profile_status'),
    capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
    supportedLanguages: text('supported_languages').array().notNull().default(sql`'{}'::text[]`),
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    merchantId: text('merchant_id'),
    assignedMerchant: text('assigned_merchant'),
    /** A sub-agent's principal: the merchant id of the advisor this agent sells under (All Agents, New Sales). */
    parentMerchantId: text('parent_merchant_id'),
    currentLogin: boolean('current_login').notNull().default(false),
    /**
     * A directory listing nobody has taken over yet: an advisor may claim it by signing up with OTP (its ARN then
     * goes back to pending until validated). Accounts that log in themselves are never claimable.
     */
    claimable: boolean('claimable').notNull().default(false),
    transactionAllowed: boolean('transaction_allowed').notNull().default(false),
    rmId: text('rm_id'),
    rmName: text('rm_name'),
    rmMobile: text('rm_mobile'),
    experience: integer('experience'),
    clientsCount: integer('clients_count').notNull().default(0),
    aumPaise: paise('aum_paise').notNull().default(0),
    about: text('about'),
    address: text('address'),
    pincode: text('pincode'),
    lat: coordinate('lat'),
    lng: coordinate('lng'),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experts_pincode_idx').on(t.pincode),
    index('experts_rm_id_idx').on(t.rmId),
    index('experts_parent_merchant_idx').on(t.parentMerchantId),
  ],
);

/** Which clients an expert may act for; every expert route that touches a client checks this mapping. */
export const expertClients = pgTable(
  'expert_clients',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('expert_clients_expert_user_uq').on(t.expertId, t.userId), index('expert_clients_user_idx').on(t.userId)],
);
