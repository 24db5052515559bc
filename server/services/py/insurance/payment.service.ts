// The insurer's side: its payment page (the sandbox's, served here) and its signed callback. A callback whose
// signature does not match changes nothing; a paid cart gets its policy number and stays paid (a replayed or a
// late failure callback changes nothing); a failed payment can be paid again from the same page.
import { randomInt } from 'node:crypto';
import { formatINR } from '../../../../utils/money';
import { istParts } from '../../../../utils/orders/navDate';
import { ForbiddenError, NotFoundError } from '../../../domain/errors';
import type { CallbackFields } from '../../../providers/payments/types';
import { sandboxMessagePage, sandboxPage } from '../../../providers/payments/sandboxPage';
import type { InsuranceDeps } from './insurance.deps';
import * as repo from './insurance.repo';

export const PAYABLE: repo.CartStatus[] = ['created', 'confirmed', 'payment_failed'];
export const BAD_SIGNATURE = 'The callback signature is not valid';

export const policyNumber = (now: Date) => `ZFH-${istParts(now).date.slice(0, 4)}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export async function paymentPage(deps: InsuranceDeps, ref: string, callbackUrl: string) {
  const cart = await repo.cartByRef(deps.db, ref);
  if (!cart) return sandboxMessagePage('Payment not found', 'This payment link is not valid.');
  if (cart.cartStatus === 'paid') return sandboxMessagePage('Already paid', `This policy is paid: ${cart.policyNumber ?? ''}.`);
  const products = (cart.products ?? {}) as { plan_name?: string };
  const signer = { signCallback: (_subject: unknown, id: string, outcome: string) => deps.insurer.signCallback(id, outcome as 'success' | 'failure') };
  return sandboxPage({
    provider: signer,
    subject: 'payment',
    id: ref,
    title: `Pay for ${products.plan_name ?? 'your health insurance'}`,
    lines: [
      `${cart.companyInfo?.display_name ?? 'Insurer'} · cover ${formatINR(Math.round((cart.insuranceCoverAmountPaise ?? 0) / 100))} (${cart.coverType ?? ''})`,
      `Members: ${cart.insuranceHolderDetails.map((m) => m.name).join(', ')}`,
      `Amount due now: ${formatINR(Math.round((cart.premiumPaise ?? 0) / 100))} (${cart.paymentOption})`,
      ...(cart.cartStatus === 'payment_failed' ? ['The last payment failed; you can try again.'] : []),
    ],
    buttons: [
      { outcome: 'success', label: 'Pay', primary: true },
      { outcome: 'failure', label: 'Fail the payment' },
    ],
    callbackUrl,
  });
}

export async function insurerCallback(deps: InsuranceDeps, fields: CallbackFields) {
  if (!deps.insurer.verifyCallback(fields)) throw new ForbiddenError(BAD_SIGNATURE);
  const cart = await repo.cartByRef(deps.db, fields.id);
  if (!cart) throw new NotFoundError('This payment is not known');
  const now = deps.now();
  const changed = await deps.db.transaction((tx) =>
    fields.outcome === 'success'
      ? repo.updateCart(tx, cart.id, PAYABLE, { cartStatus: 'paid', paidAt: now, policyNumber: policyNumber(now), updatedAt: now })
      : repo.updateCart(tx, cart.id, ['created', 'confirmed'], { cartStatus: 'payment_failed', updatedAt: now }),
  );
  return { cart_id: cart.id, cart_status: (changed ?? cart).cartStatus as repo.CartStatus };
}
