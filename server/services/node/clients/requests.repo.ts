// client_requests and the expert_clients mapping they end in. Several writes that belong together (a request and
// its mapping, a transfer's old and new mapping) are given one transaction by the caller.
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type ClientRequestStatus, clientRequests, expertClients, experts, users } from '../../../db/schema';

export type RequestRow = typeof clientRequests.$inferSelect;
export type NewRequest = typeof clientRequests.$inferInsert;

const OPEN: ClientRequestStatus[] = ['otp_sent', 'pending'];

/** The advisors a person is mapped to (an investor normally has one). */
export async function advisorsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ expertId: expertClients.expertId }).from(expertClients).where(eq(expertClients.userId, userId));
  return rows.map((r) => r.expertId);
}

export async function openRequest(db: Db, expertId: string, userId: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(clientRequests)
    .where(and(eq(clientRequests.expertId, expertId), eq(clientRequests.userId, userId), inArray(clientRequests.status, OPEN)));
  return row;
}

/** Inserts the request unless one is already open for the pair (the unique index): then undefined. */
export async function insertRequest(db: Db, row: NewRequest): Promise<RequestRow | undefined> {
  const [inserted] = await db.insert(clientRequests).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function requestById(db: Db, id: string, lock = false): Promise<RequestRow | undefined> {
  const query = db.select().from(clientRequests).where(eq(clientRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRequest(db: Db, id: string, set: Partial<NewRequest>): Promise<void> {
  await db.update(clientRequests).set({ ...set, updatedAt: new Date() }).where(eq(clientRequests.id, id));
}

export async function countWrongOtp(db: Db, id: string): Promise<number> {
  const [row] = await db.update(clientRequests).set({ otpAttempts: sql`${clientRequests.otpAttempts} + 1` })
    .where(eq(clientRequests.id, id)).returning({ attempts: clientRequests.otpAttempts });
  return row?.attempts ?? 0;
}

export async function mapClient(db: Db, expertId: string, userId: string): Promise<void> {
  await db.insert(expertClients).values({ expertId, userId }).onConflictDoNothing();
}

/** Ends every mapping of the investor except to `keepExpertId`: an investor changes distributor, not adds one. */
export async function unmapOthers(db: Db, userId: string, keepExpertId: string): Promise<void> {
  await db.delete(expertClients).where(and(eq(expertClients.userId, userId), ne(expertClients.expertId, keepExpertId)));
}

/** When the advisor's requests of the window were made, oldest first (what the add limit counts). */
export async function requestTimesOf(db: Db, expertId: string, since: Date): Promise<Date[]> {
  const rows = await db.select({ at: clientRequests.createdAt }).from(clientRequests)
    .where(and(eq(clientRequests.expertId, expertId), gt(clientRequests.createdAt, since)))
    .orderBy(clientRequests.createdAt);
  return rows.map((r) => r.at);
}

export interface AdvisorName {
  name: string | null;
  arn: string | null;
}

export async function advisorName(db: Db, expertId: string): Promise<AdvisorName> {
  const [row] = await db.select({ name: users.name, arn: experts.arn }).from(experts)
    .innerJoin(users, eq(users.id, experts.userId)).where(eq(experts.id, expertId));
  return row ?? { name: null, arn: null };
}

/** The investor's transfer requests still waiting for them, newest first, with the asking advisor's name. */
export async function pendingTransfersOf(db: Db, userId: string, now: Date) {
  return db
    .select({ request: clientRequests, advisorName: users.name, arn: experts.arn })
    .from(clientRequests)
    .innerJoin(experts, eq(experts.id, clientRequests.expertId))
    .innerJoin(users, eq(users.id, experts.userId))
    .where(and(eq(clientRequests.userId, userId), eq(clientRequests.kind, 'transfer'), eq(clientRequests.status, 'pending'),
      gt(clientRequests.expiresAt, now)))
    .orderBy(desc(clientRequests.createdAt));
}
