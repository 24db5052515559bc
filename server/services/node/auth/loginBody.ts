// The verifyotp answer body of the login contract (item 3): the account at top level, the expert block, flags.
import type { Account } from './accounts.repo';

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' as the spec shows dates; null stays null. */
export function toDisplayDate(iso: string | null | undefined): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

export function expertBlock(expert: NonNullable<Account['expert']>) {
  return {
    id: expert.id,
    expert_code: expert.expertCode,
    arn_code: expert.arn,
    arn_status: expert.arnStatus,
    arn_valid_till: toDisplayDate(expert.arnValidTill),
    transaction_allowed: expert.transactionAllowed,
    current_logged_in: expert.currentLogin,
    rm: expert.rmId ? { id: expert.rmId, name: expert.rmName, mobile: expert.rmMobile } : null,
  };
}

// E-sign and DigiLocker run through their sandbox providers here, so both are enabled ('N' = not disabled).
const FLAGS = { is_esign_disabled: 'N', is_digilocker_disabled: 'N' } as const;

export function loginBody({ user, expert }: Account) {
  return {
    status: 'success' as const,
    id: user.id,
    mobile_no: user.mobileNo,
    name: user.name,
    role: user.roles,
    stage: user.stage,
    city: user.city,
    msg: 'Login successful',
    merchant_id: expert?.merchantId ?? null,
    assigned_merchant: expert?.assignedMerchant ?? null,
    expert: expert ? expertBlock(expert) : null,
    flags: FLAGS,
  };
}

export type LoginBody = ReturnType<typeof loginBody>;
