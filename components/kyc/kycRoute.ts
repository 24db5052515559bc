// Where a KYC page sends a person, given their record: a pure rule, so it is tested without rendering.
import type { KycRecord } from '@/services/kyc.types';
import { KYC_DONE_PATH, KYC_STEPS, kycPathFor, kycStepIndex, type KycStepKey } from '@/utils/kyc/steps';

export type KycRouteDecision = { action: 'stay' } | { action: 'redirect'; to: string };

export interface KycRouteInput {
  step: KycStepKey;
  /** The record, null when there is none yet; undefined when the fetch failed. */
  record: KycRecord | null | undefined;
  /** The person came back to an earlier step on purpose (the stepper's "edit" links): do not send them on. */
  editing?: boolean;
  /** The modification flow reopens steps of a finished KYC: do not send it to the fund list. */
  allowDone?: boolean;
}

/** The index of the furthest step the record allows (0, the PAN step, when it names none). */
function reachedIndex(navigateTo: string | null | undefined): number {
  const path = kycPathFor(navigateTo);
  const index = KYC_STEPS.findIndex((s) => s.path === path);
  return index === -1 ? 0 : index;
}

/**
 * No record (or a failed fetch): the PAN step. A finished KYC (`product_page`): the fund list. A step later than
 * the record allows: the record's step. An earlier step: stay, to edit it. Opening /kyc itself goes on to the
 * record's step unless the person chose to edit the PAN step.
 */
export function decideKycRoute({ step, record, editing, allowDone }: KycRouteInput): KycRouteDecision {
  const here = kycStepIndex(step);
  if (!record) return here === 0 ? { action: 'stay' } : { action: 'redirect', to: '/kyc' };
  if (record.navigate_to === 'product_page') {
    return allowDone ? { action: 'stay' } : { action: 'redirect', to: KYC_DONE_PATH };
  }
  const reached = reachedIndex(record.navigate_to);
  if (here > reached) return { action: 'redirect', to: KYC_STEPS[reached].path };
  if (here === 0 && reached > 0 && !editing) return { action: 'redirect', to: KYC_STEPS[reached].path };
  return { action: 'stay' };
}

/**
 * Where a step goes once saved: the next step (also when the person came back to edit an earlier one), or the fund
 * list when the saved record says the KYC is done. The next page's routing still follows the record.
 */
export function pathAfterSaving(step: KycStepKey, saved: Pick<KycRecord, 'navigate_to'> | null): string {
  if (saved?.navigate_to === 'product_page') return KYC_DONE_PATH;
  const next = KYC_STEPS[kycStepIndex(step) + 1];
  return next ? next.path : KYC_DONE_PATH;
}
