// Rows for the order book tests, written straight into the tables: an order of Rahul's for a client, and a client
// of his own made for one test (so that changing their name or mapping touches no other test).
import { randomUUID } from 'node:crypto';
import { expertClients, orders, payments, users } from '@/server/db/schema';
import { asActor } from '@/server/db/actor';
import type { Db } from '@/server/db/client';
import type { PaymentStatus } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { RAHUL } from '../../support/loginApp';

export const RAHUL_EXPERT = expertId(RAHUL);
let serial = 0;

export async function newClient(db: Db, name: string, mobileNo: string, advisor = RAHUL_EXPERT): Promise<string> {
  const [user] = await db.insert(users).values({ mobileNo, name }).returning();
  await db.insert(expertClients).values({ expertId: advisor, userId: user.id });
  return user.id;
}

type OrderFields = Partial<typeof orders.$inferInsert> & { userId: string };

export async function addOrder(db: Db, fields: OrderFields) {
  serial += 1;
  const [row] = await asActor(db, { kind: 'investor', userId: null }, (tx) =>
    tx
      .insert(orders)
      .values({
        orderNo: `ZT${Date.now()}${serial}`,
        expertId: RAHUL_EXPERT,
        schemeCode: 109830,
        orderType: 'purchase',
        amountPaise: 5_000_00,
        ...fields,
      })
      .returning(),
  );
  return row;
}

/** A purchase of Rahul's for the client waiting on a payment in `status`. */
export async function orderWithPayment(db: Db, userId: string, status: PaymentStatus) {
  const [payment] = await db
    .insert(payments)
    .values({ userId, checkoutId: randomUUID(), mode: 'netbanking', amountPaise: 5_000_00, status, providerRef: `T${randomUUID()}`, expiresAt: new Date(Date.now() + 600_000) })
    .returning();
  const order = await addOrder(db, { userId, status: status === 'success' ? 'paid' : 'payment_pending', paymentId: payment.id });
  return { order, payment };
}
