// What a session may claim about an account: its roles and, for experts, the expert record's id.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { experts, users } from '../db/schema';

export interface AccountRoles {
  userId: string;
  roles: ('user' | 'expert')[];
  expertId: string | null;
}

export async function findAccountRoles(db: Db, userId: string): Promise<AccountRoles | undefined> {
  const rows = await db
    .select({ userId: users.id, roles: users.roles, expertId: experts.id })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
