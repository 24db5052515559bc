// The money-rules mix of the order bench (issue 31): each investor's rounds take these scenarios in turn. Every
// scenario says what happened (`outcome`, counted per scenario in the report) and calls `violation` only for what the
// money rules forbid and an answer already shows; what only the rows can show is checked afterwards (checks.ts).
import {
  CART_CHANGED,
  type Investor,
  type OrderView,
  StepError,
  addLumpsums,
  addRedeemAll,
  cancelOrder,
  clearCart,
  confirm,
  editAmount,
  expect,
  pay,
  payPage,
  paymentStatus,
  placeLumpsums,
  postCallback,
  readOrder,
  removeItem,
  retryPayment,
  startCheckout,
} from './api';

export interface Round {
  who: Investor;
  /** This investor's orders paid so far, newest last: where a redemption finds a folio holding units. */
  paid: string[];
  /** Picks a scenario's variant: the investor's number plus how often he ran the scenario, so a short run sees all. */
  variant: number;
  placed(orders: OrderView[]): void;
  outcome(label: string): void;
  violation(detail: string): void;
  /** The sandbox fund-house step, allotting what is paid (shared by the investors of a backend copy). */
  fundHouse(): Promise<void>;
}

const ids = (orders: OrderView[]) => orders.map((o) => o.id);

async function payOrFail(r: Round, paymentId: string): Promise<void> {
  const status = await pay(r.who, paymentId);
  if (status !== 303) throw new StepError(`callback ${status}`);
}

/** (a) Five lumpsums from cart to paid, as the bench always did. */
async function normal(r: Round) {
  const confirmed = await placeLumpsums(r.who, 5);
  r.placed(confirmed.orders);
  await payOrFail(r, confirmed.payment!.id);
  r.paid.push(...ids(confirmed.orders));
  r.outcome('paid');
}

/**
 * (b) The bank page is open in one tab when the investor cancels an order in another, then presses Approve on the
 * page anyway: the payment closed with the cancel, so no money is taken; the other order gets a new payment of its
 * own amount only.
 */
async function cancelBeforePay(r: Round) {
  const confirmed = await placeLumpsums(r.who, 2);
  r.placed(confirmed.orders);
  const paymentId = confirmed.payment!.id;
  const page = await payPage(r.who, paymentId);
  const [first, second] = confirmed.orders;
  expect('cancel', await cancelOrder(r.who, first.id));
  const reopened = await payPage(r.who, paymentId);
  const late = await postCallback(r.who, page.forms.success);
  const after = await paymentStatus(r.who, paymentId);
  if (after.status === 'success') r.violation(`cancel before payment: payment ${paymentId} took money after order ${first.order_no} was cancelled`);
  r.outcome(`cancelled; page reopened ${reopened.status}; late Approve ${late}, payment ${after.status}`);
  const retried = expect('retry', await retryPayment(r.who, paymentId), 201);
  if (retried.amount_paise !== second.amount_paise) {
    r.violation(`cancel before payment: retry of ${paymentId} asks ${retried.amount_paise} paise, the order left is ${second.amount_paise}`);
  }
  await payOrFail(r, retried.id);
  r.paid.push(second.id);
}

/** (c) Paid, then a cancel: refused (409), or a cancel that must come with a refund (checks.ts finds none). */
async function cancelAfterPay(r: Round) {
  const confirmed = await placeLumpsums(r.who, 2);
  r.placed(confirmed.orders);
  await payOrFail(r, confirmed.payment!.id);
  r.paid.push(...ids(confirmed.orders));
  const late = await cancelOrder(r.who, confirmed.orders[0].id);
  r.outcome(late.status === 409 ? 'cancel refused (409)' : `cancel ${late.status} ${late.data?.status ?? late.message}`);
}

/**
 * (d) The cart changes after the SMS (an amount edited, or a line added in another tab): the old code must answer
 * 409 and place nothing; a new checkout places the cart as it now is. In half of these rounds the edit races the
 * new code's confirmation: either the confirm waits and places the cart before the edit (which must then find the
 * cart closed), or the edit lands first and the confirm answers 409.
 */
async function cartChanged(r: Round) {
  const { collectionId, itemIds } = await addLumpsums(r.who, 2);
  const group = { collection_id: collectionId };
  const sms = await startCheckout(r.who, group);
  expect('checkout', sms.answer, 201);
  const how = r.variant % 2 === 0 ? 'edit' : 'add';
  if (how === 'edit') expect('edit', await editAmount(r.who, collectionId, itemIds[0], 2_000));
  else await addLumpsums(r.who, 1);
  const stale = await confirm(r.who, sms.checkoutId, sms.otp);
  if (stale.status === 200) r.placed(stale.data.orders);
  if (stale.status !== 409 || stale.message !== CART_CHANGED) r.violation(`cart ${how}ed after the SMS: the old code answered ${stale.status} ${stale.message}`);

  let again = await startCheckout(r.who, group);
  expect('checkout again', again.answer, 201);
  let label = `${how} after SMS: old code ${stale.status}`;
  if (Math.floor(r.variant / 2) % 2 === 1) {
    const [raced, edit] = await Promise.all([confirm(r.who, again.checkoutId, again.otp), editAmount(r.who, collectionId, itemIds[1], 3_000)]);
    label += `; edit racing confirm: confirm ${raced.status}, edit ${edit.status}`;
    if (raced.status === 200 && edit.status === 200) r.violation(`cart ${collectionId}: an edit was accepted (200) while its cart was confirmed (200)`);
    if (raced.status === 200) {
      await finish(r, raced.data);
      return r.outcome(label);
    }
    // The edit came first: the code no longer confirms the cart, and a new one places it as edited.
    if (raced.status !== 409) throw new StepError(`confirm ${raced.status}: ${raced.message}`);
    again = await startCheckout(r.who, group);
    expect('checkout after the race', again.answer, 201);
  }
  await finish(r, expect('confirm', await confirm(r.who, again.checkoutId, again.otp)));
  r.outcome(label);
}

async function finish(r: Round, confirmed: { orders: OrderView[]; payment: { id: string } | null }) {
  r.placed(confirmed.orders);
  await payOrFail(r, confirmed.payment!.id);
  r.paid.push(...ids(confirmed.orders));
}

/** A folio of the investor's that an allotted purchase put units in (the newest first). */
async function heldFolio(r: Round): Promise<string | null> {
  for (const id of r.paid.slice(-6).reverse()) {
    const order = await readOrder(r.who, id);
    if (order.status === 'completed' && order.folio_no) return order.folio_no;
  }
  return null;
}

/**
 * (e) "Redeem all" twice at once: two adds of the same folio's units together, and, with one line in the cart, two
 * checkouts of it (two tabs) confirmed together. One redemption at most may be placed.
 */
async function doubleRedeemAll(r: Round) {
  await r.fundHouse();
  const folio = await heldFolio(r);
  if (!folio) return r.outcome('no allotted units yet');
  await clearCart(r.who, 'redemption');
  const adds = await Promise.all([addRedeemAll(r.who, folio), addRedeemAll(r.who, folio)]);
  const accepted = adds.filter((a) => a.status === 201);
  if (accepted.length === 0) return r.outcome(`both adds refused: ${adds[0].message}`);
  // The add stored last answers the cart with both lines: on two backend copies that need not be the second one sent.
  const group = { session_id: accepted[0].data.cart.session_id! };
  let label = `adds ${adds.map((a) => a.status).join('/')}`;
  if (Math.max(...accepted.map((a) => a.data.cart.count)) > 1) {
    // Both lines went in (each add read the units free before the other was stored): their checkout must be refused
    // as a whole, and nothing placed; then one line is taken out, and its two checkouts race below.
    const both = await startCheckout(r.who, group, false);
    if (both.answer.status === 201) {
      const confirmed = await confirm(r.who, both.checkoutId, both.otp);
      if (confirmed.status === 200) {
        r.placed(confirmed.data.orders);
        r.violation(`folio ${folio}: a checkout of two "redeem all" lines was confirmed`);
        return r.outcome(`${label}; their checkout confirmed`);
      }
    }
    label += `; both in the cart, their checkout ${both.answer.status}`;
    expect('remove', await removeItem(r.who, accepted[1].data.item_ids[0]));
  }
  const one = await startCheckout(r.who, group, false);
  expect('checkout 1', one.answer, 201);
  const two = await startCheckout(r.who, group, false);
  expect('checkout 2', two.answer, 201);
  const confirms = await Promise.all([confirm(r.who, one.checkoutId, one.otp), confirm(r.who, two.checkoutId, two.otp)]);
  const placed = confirms.filter((c) => c.status === 200);
  placed.forEach((c) => r.placed(c.data.orders));
  if (placed.length > 1) r.violation(`folio ${folio}: two checkouts of one "redeem all" line were both confirmed`);
  r.outcome(`${label}; two checkouts of one line confirmed at once: ${confirms.map((c) => c.status).sort().join('/')}`);
}

/** (f) The bank's Approve posted twice at once: one success, the orders paid once. */
async function parallelCallbacks(r: Round) {
  const confirmed = await placeLumpsums(r.who, 2);
  r.placed(confirmed.orders);
  const paymentId = confirmed.payment!.id;
  const page = await payPage(r.who, paymentId);
  const answers = await Promise.all([postCallback(r.who, page.forms.success), postCallback(r.who, page.forms.success)]);
  const after = await paymentStatus(r.who, paymentId);
  if (after.status !== 'success') r.violation(`two Approves of payment ${paymentId} left it ${after.status}`);
  r.paid.push(...ids(confirmed.orders));
  r.outcome(`callbacks ${answers.join('/')}; payment ${after.status}`);
}

/** (g) A cancel and the bank's Approve at the same moment: one of them wins, never both. */
async function cancelRacingPayment(r: Round) {
  const confirmed = await placeLumpsums(r.who, 2);
  r.placed(confirmed.orders);
  const paymentId = confirmed.payment!.id;
  const page = await payPage(r.who, paymentId);
  const [cancel] = await Promise.all([cancelOrder(r.who, confirmed.orders[0].id), postCallback(r.who, page.forms.success)]);
  const after = await paymentStatus(r.who, paymentId);
  if (cancel.status === 200 && after.status === 'success') r.violation(`payment ${paymentId} succeeded and its order ${confirmed.orders[0].order_no} was cancelled`);
  if (after.status === 'success') r.paid.push(...ids(confirmed.orders));
  const winner = cancel.status === 200 ? 'cancel won' : cancel.status === 409 ? 'payment won' : `cancel ${cancel.status}`;
  r.outcome(`${winner}; payment ${after.status}`);
}

export const SCENARIOS = {
  a_normal: normal,
  b_cancel_before_payment: cancelBeforePay,
  c_cancel_after_payment: cancelAfterPay,
  d_cart_changed_after_sms: cartChanged,
  e_double_redeem_all: doubleRedeemAll,
  f_parallel_callbacks: parallelCallbacks,
  g_cancel_racing_payment: cancelRacingPayment,
} satisfies Record<string, (r: Round) => Promise<void>>;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];
