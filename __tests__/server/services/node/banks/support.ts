// Small helpers over the bank calls.
import { as } from '../../../support/kycApp';
import type { LoginApp, Session } from '../../../support/loginApp';
import { call } from '../../../support/loginApp';

export const account = (number: string, extra: Record<string, unknown> = {}) => ({
  ifsc: 'HDFC0000590',
  account_number: number,
  confirm_account_number: number,
  account_type: 'savings',
  ...extra,
});

export function bankCalls(t: LoginApp) {
  return {
    add: (s: Session, userId: string, body: Record<string, unknown>) =>
      call(t, 'PUT', '/node/kyc/v3/edit/addbankaccount', { user_id: userId, ...body }, as(s)),
    pennyDrop: (s: Session, userId: string, accountId: unknown) =>
      call(
        t,
        'POST',
        '/node/cart/v2/pennyDrop',
        { user_id: userId, bank_account_id: accountId },
        as(s),
      ),
    response: (s: Session, userId: string, reference: unknown) =>
      call(t, 'POST', '/node/cart/v2/pennyDropResponse', { user_id: userId, reference }, as(s)),
    primary: (s: Session, userId: string, accountId: unknown) =>
      call(
        t,
        'POST',
        '/node/cart/primary_bank',
        { user_id: userId, bank_account_id: accountId },
        as(s),
      ),
  };
}

/** Adds an account and runs its penny drop to the end; answers the final account. */
export async function addAndVerify(
  calls: ReturnType<typeof bankCalls>,
  s: Session,
  userId: string,
  number: string,
) {
  const added = await calls.add(s, userId, account(number));
  if (added.res.status !== 201)
    throw new Error(`add ${added.res.status}: ${JSON.stringify(added.body)}`);
  const started = await calls.pennyDrop(s, userId, added.body.data?.id);
  return (await calls.response(s, userId, started.body.data?.reference)).body.data as Record<
    string,
    unknown
  >;
}
