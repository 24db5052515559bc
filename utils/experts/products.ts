/** What an expert can help with (experts.products), as stored codes and as people read them. */

export const EXPERT_PRODUCTS = [
  'mutual-funds',
  'fixed-deposit',
  'health-insurance',
  'gold',
  'loan-against-mutual-funds',
] as const;
export type ExpertProduct = (typeof EXPERT_PRODUCTS)[number];

export const EXPERT_PRODUCT_LABELS: Record<ExpertProduct, string> = {
  'mutual-funds': 'Mutual funds',
  'fixed-deposit': 'Fixed deposits',
  'health-insurance': 'Health insurance',
  gold: 'Gold',
  'loan-against-mutual-funds': 'Loan against mutual funds',
};

export function isExpertProduct(code: unknown): code is ExpertProduct {
  return typeof code === 'string' && (EXPERT_PRODUCTS as readonly string[]).includes(code);
}

/** A stored code as a label; an unknown code is shown as it is rather than dropped. */
export function productLabel(code: string): string {
  return isExpertProduct(code) ? EXPERT_PRODUCT_LABELS[code] : code;
}
