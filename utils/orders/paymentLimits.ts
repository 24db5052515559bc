/**
 * Payment modes and their limits (DOMAIN.md "Orders, NAV and payments"):
 * - UPI on the exchange platforms: up to ₹1,99,999 a transaction [check: NPCI has raised capital-market limits].
 * - Net banking: the bank's own limit; the sandbox bank takes up to ₹1 crore.
 * - Mandates for SIPs: UPI AutoPay up to ₹1 lakh an instalment, registered in real time; eNACH up to ₹1 crore,
 *   registered by the sponsor bank in a few working days.
 */
export const PAYMENT_MODES = ['upi_collect', 'upi_qr', 'netbanking'] as const;
export type LumpsumPaymentMode = (typeof PAYMENT_MODES)[number];
export const MANDATE_TYPES = ['upi_autopay', 'enach'] as const;
export type MandateKind = (typeof MANDATE_TYPES)[number];

const RUPEE = 100;
export const UPI_LIMIT_PAISE = 199_999 * RUPEE;
export const NETBANKING_LIMIT_PAISE = 1_00_00_000 * RUPEE;
export const MANDATE_LIMIT_PAISE: Readonly<Record<MandateKind, number>> = {
  upi_autopay: 1_00_000 * RUPEE,
  enach: 1_00_00_000 * RUPEE,
};
/** Working days the sandbox sponsor bank takes to register an eNACH mandate. */
export const ENACH_REGISTRATION_WORKING_DAYS = 3;

export function paymentLimitPaise(mode: LumpsumPaymentMode): number {
  return mode === 'netbanking' ? NETBANKING_LIMIT_PAISE : UPI_LIMIT_PAISE;
}

export const PAYMENT_MODE_LABELS: Readonly<Record<LumpsumPaymentMode | 'mandate', string>> = {
  upi_collect: 'UPI (request to your UPI app)',
  upi_qr: 'UPI (scan a QR code)',
  netbanking: 'Net banking',
  mandate: 'SIP mandate',
};

export const MANDATE_LABELS: Readonly<Record<MandateKind, string>> = {
  upi_autopay: 'UPI AutoPay (up to ₹1 lakh, ready at once)',
  enach: 'eNACH (up to ₹1 crore, ready in about 3 working days)',
};
