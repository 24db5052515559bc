/**
 * Open carts that Rahul Mehta has built for his clients, one or more of every cart type, plus a
 * health-insurance cart and two orders that did not complete (so the order book shows more than successes).
 * Carts are dated just after the market data's latest NAV date, as work in progress would be.
 */
import type { Db } from '@/server/db/client';
import {
  cartItems,
  carts,
  healthInsuranceCarts,
  orders,
  type CartStatus,
  type CartType,
} from '@/server/db/schema';
import { insertInBatches } from '../batch';
import { gauravsPolicy } from './insurance';
import { RAHUL_MOBILE } from '../content/experts';
import { expertId, stableId, userId } from '../ids';
import { asActor } from '@/server/db/actor';
import { numberSeededOrders } from '../orderNumbers';

type Item = Omit<typeof cartItems.$inferInsert, 'id' | 'cartId'>;

interface DemoCart {
  key: string;
  clientMobile: string;
  cartType: CartType;
  status: CartStatus;
  /** Old-type carts (redemption, switch, stp, swp) carry a session id. */
  oldType: boolean;
  items: Item[];
}

const R = 100; // paise per rupee

const DEMO_CARTS: DemoCart[] = [
  {
    key: 'asha-sip',
    clientMobile: '9000000001',
    cartType: 'purchase_sip',
    status: 'created',
    oldType: false,
    items: [
      {
        schemeCode: 109830,
        amountPaise: 2_000 * R,
        sipDay: 10,
        sipFrequency: 'monthly',
        sipStartDate: '2026-09-10',
        sipInstallments: 60,
      },
      {
        schemeCode: 101065,
        amountPaise: 1_500 * R,
        sipDay: 10,
        sipFrequency: 'monthly',
        sipStartDate: '2026-09-10',
        sipInstallments: 60,
      },
    ],
  },
  {
    key: 'asha-modify-stepup',
    clientMobile: '9000000001',
    cartType: 'modify_stepup',
    status: 'created',
    oldType: false,
    items: [
      {
        schemeCode: 122640,
        folioNo: '91042317/52',
        stepUpPercent: '15.00',
        stepUpFrequency: 'yearly',
        sipId: stableId('sip:9000000001:122640'),
      },
    ],
  },
  {
    key: 'asha-redeem',
    clientMobile: '9000000001',
    cartType: 'redemption',
    status: 'created',
    oldType: true,
    items: [
      {
        schemeCode: 112210,
        folioNo: '910104583312',
        units: '5.0000',
        redeemBy: 'units',
        extra: { redeem_all: false },
      },
    ],
  },
  {
    key: 'c1008-lumpsum',
    clientMobile: '9000001008',
    cartType: 'purchase_lumpsum',
    status: 'link_sent',
    oldType: false,
    items: [{ schemeCode: 100119, amountPaise: 50_000 * R }],
  },
  {
    key: 'c1016-purchase',
    clientMobile: '9000001016',
    cartType: 'purchase',
    status: 'created',
    oldType: false,
    items: [{ schemeCode: 100175, amountPaise: 25_000 * R }],
  },
  {
    key: 'c1017-new-stepup',
    clientMobile: '9000001017',
    cartType: 'new_stepup',
    status: 'created',
    oldType: false,
    items: [
      {
        schemeCode: 104685,
        stepUpAmountPaise: 500 * R,
        stepUpFrequency: 'yearly',
        sipId: stableId('sip:9000001017:104685'),
      },
    ],
  },
  {
    key: 'c1005-switch',
    clientMobile: '9000001005',
    cartType: 'switch',
    status: 'created',
    oldType: true,
    items: [{ schemeCode: 109830, targetSchemeCode: 122640, redeemBy: 'all', extra: { switch_all: true } }],
  },
  {
    key: 'c1021-stp',
    clientMobile: '9000001021',
    cartType: 'stp',
    status: 'created',
    oldType: true,
    items: [
      {
        schemeCode: 112210,
        targetSchemeCode: 122640,
        amountPaise: 5_000 * R,
        sipDay: 7,
        sipFrequency: 'monthly',
        sipStartDate: '2026-09-07',
        sipInstallments: 12,
      },
    ],
  },
  {
    key: 'c1014-swp',
    clientMobile: '9000001014',
    cartType: 'swp',
    status: 'created',
    oldType: true,
    items: [
      {
        schemeCode: 100119,
        amountPaise: 10_000 * R,
        sipDay: 1,
        sipFrequency: 'monthly',
        sipStartDate: '2026-10-01',
        sipInstallments: 24,
      },
    ],
  },
];

export async function seedCarts(db: Db, createdAt: Date): Promise<Record<string, number>> {
  const eid = expertId(RAHUL_MOBILE);
  const cartRows = DEMO_CARTS.map((c, i) => ({
    id: stableId(`cart:${c.key}`),
    // The open new-type carts of one client (and advisor) share one collection; an old-type cart has its own.
    collectionId: stableId(c.oldType || c.status !== 'created' ? `collection:${c.key}` : `collection:${c.clientMobile}`),
    sessionId: c.oldType ? `demo-session-${c.key}` : null,
    userId: userId(c.clientMobile),
    expertId: eid,
    cartType: c.cartType,
    status: c.status,
    createdBy: 'expert',
    // One minute apart, so "the cart holding the most recently created item" is well defined.
    createdAt: new Date(createdAt.getTime() + i * 60_000),
  }));
  const itemRows = DEMO_CARTS.flatMap((c, i) =>
    c.items.map((item, j) => ({
      ...item,
      id: stableId(`cart-item:${c.key}:${j}`),
      cartId: cartRows[i].id,
      createdAt: cartRows[i].createdAt,
    })),
  );
  await insertInBatches(db, carts, cartRows);
  await insertInBatches(db, cartItems, itemRows);

  await db.insert(healthInsuranceCarts).values(gauravsPolicy(eid, createdAt));

  // Orders that did not complete: one still processing from the lumpsum link, one whose payment failed.
  const openOrders: (typeof orders.$inferInsert)[] = [
    {
      id: stableId('order:pending:9000001008'),
      orderNo: '',
      userId: userId('9000001008'),
      expertId: eid,
      cartId: stableId('cart:c1008-lumpsum'),
      schemeCode: 100119,
      orderType: 'purchase',
      amountPaise: 50_000 * R,
      status: 'sent_to_amc',
      paymentMode: 'upi',
      preparedBy: 'advisor',
      preparedByUserId: userId(RAHUL_MOBILE),
      placedAt: createdAt,
      createdAt,
    },
    {
      id: stableId('order:failed:9000001011'),
      orderNo: '',
      userId: userId('9000001011'),
      expertId: eid,
      schemeCode: 104513,
      orderType: 'purchase',
      amountPaise: 15_000 * R,
      status: 'failed',
      paymentMode: 'netbanking',
      failureReason: 'Payment declined by the bank (demo)',
      preparedBy: 'advisor',
      preparedByUserId: userId(RAHUL_MOBILE),
      placedAt: new Date(createdAt.getTime() - 86_400_000),
      createdAt,
    },
  ];
  await numberSeededOrders(db, openOrders);
  await asActor(db, { kind: 'investor', userId: null }, (tx) => tx.insert(orders).values(openOrders));
  return {
    carts: cartRows.length,
    cart_items: itemRows.length,
    health_insurance_carts: 1,
    open_orders: 2,
  };
}
