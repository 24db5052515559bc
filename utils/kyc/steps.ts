/**
 * The KYC journey's steps, in order, with their pages and the `navigate_to` values the backend names them by.
 * `navigate_to` says where a person who left comes back to; `product_page` means KYC is done (the fund list).
 */
export const KYC_STEPS = [
  { key: 'pan', label: 'PAN', path: '/kyc', navigateTo: null },
  { key: 'personal_details', label: 'Personal details', path: '/kyc/personal_details', navigateTo: 'personal_details' },
  { key: 'upload_documents', label: 'Documents', path: '/kyc/upload_document', navigateTo: 'upload_documents' },
  { key: 'declarations', label: 'Declarations', path: '/kyc/declarations', navigateTo: 'declarations' },
  { key: 'bank_details', label: 'Bank account', path: '/kyc/bank_details', navigateTo: 'bank_details' },
] as const;

export type KycStepKey = (typeof KYC_STEPS)[number]['key'];
export const KYC_STEP_LABELS = KYC_STEPS.map((s) => s.label);
export const KYC_DONE_PATH = '/mutual-funds';

export function kycStepIndex(key: KycStepKey): number {
  return KYC_STEPS.findIndex((s) => s.key === key);
}

/**
 * Where the KYC record sends a person: `product_page` to the fund list, a step name to its page, anything else
 * (no record, an unknown value) to the start. 'upload_document' is accepted as well as the backend's plural.
 */
export function kycPathFor(navigateTo: string | null | undefined): string {
  if (navigateTo === 'product_page') return KYC_DONE_PATH;
  if (navigateTo === 'upload_document') return '/kyc/upload_document';
  const step = KYC_STEPS.find((s) => s.navigateTo !== null && s.navigateTo === navigateTo);
  return step ? step.path : '/kyc';
}
