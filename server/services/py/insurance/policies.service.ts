// The policy as the dashboards and the client's confirmation page show it (PolicyView). Amounts in rupees.
import type { Identity } from '../../../auth';
import { assertCanActForUser } from '../../../auth';
import type { InsuranceDeps } from './insurance.deps';
import { type InsuranceCartRow, advisorsByIds, cartsOfUser } from './insurance.repo';

type Advisor = { name: string | null; arn: string | null; euin: string | null };

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paise / 100));

const PAYABLE = new Set(['created', 'confirmed', 'payment_failed']);

/** `paymentUrl` is given to the person covered only (the advisor never pays): the page to pay, or pay again. */
export function policyView(row: InsuranceCartRow, advisor: Advisor | undefined, paymentUrl?: (ref: string) => string) {
  const products = (row.products ?? {}) as { plan_name?: string };
  const company = row.companyInfo ?? {};
  return {
    id: row.id,
    plan_name: products.plan_name ?? null,
    insurer: { name: company.display_name ?? null, logo: company.logo ?? null, insurance_provider: company.insurance_provider ?? null },
    cover_amount: rupees(row.insuranceCoverAmountPaise),
    cover_type: row.coverType,
    members: row.insuranceHolderDetails,
    nominee: row.nomineeDetails,
    payment_option: row.paymentOption,
    premium: rupees(row.premiumPaise),
    cart_status: row.cartStatus,
    policy_number: row.policyNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    advisor: advisor ? { name: advisor.name, arn: advisor.arn } : null,
    payment_url: paymentUrl && row.paymentRef && PAYABLE.has(row.cartStatus) ? paymentUrl(row.paymentRef) : null,
  };
}
export type PolicyView = ReturnType<typeof policyView>;

export async function policiesOf(deps: InsuranceDeps, identity: Identity, userId: string): Promise<PolicyView[]> {
  await assertCanActForUser(deps.db, identity, userId);
  const rows = await cartsOfUser(deps.db, userId);
  const advisors = await advisorsByIds(deps.db, [...new Set(rows.flatMap((r) => (r.expertUuid ? [r.expertUuid] : [])))]);
  const payable = identity.userId === userId ? deps.insurer.paymentUrl : undefined;
  return rows.map((row) => policyView(row, row.expertUuid ? advisors.get(row.expertUuid) : undefined, payable));
}
