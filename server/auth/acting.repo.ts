// The two expert rows a relationship manager's act-as session depends on.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { experts, users } from '../db/schema';

export interface ActingExpert {
  expertId: string;
  userId: string;
  roles: ('user' | 'expert')[];
  currentLogin: boolean;
  rmId: string | null;
}

export async function findActingExperts(db: Db, expertIds: string[]): Promise<ActingExpert[]> {
  return db
    .select({
      expertId: experts.id,
      userId: experts.userId,
      roles: users.roles,
      currentLogin: experts.currentLogin,
      rmId: experts.rmId,
    })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(inArray(experts.id, expertIds));
}
