// A payment gateway and a mandate (standing instruction) registrar, as the orders and fixed deposits use them.
// The gateway answers asynchronously: the browser is sent to its page (bank page, UPI app, QR) and the outcome
// comes back as a signed callback, which verifyCallback checks before anything is changed.
import type { LumpsumPaymentMode, MandateKind } from '../../../utils/orders/paymentLimits';

export type CallbackSubject = 'payment' | 'mandate';
/** success/failure/cancel for payments; approve/decline/register for mandates. */
export type PaymentOutcome = 'success' | 'failure' | 'cancel';
export type MandateOutcome = 'approve' | 'decline' | 'register';
export type CallbackOutcome = PaymentOutcome | MandateOutcome;

export interface StartPaymentInput {
  /** Our payments.id: the provider echoes it in its callback. */
  paymentId: string;
  mode: LumpsumPaymentMode;
  amountPaise: number;
  /** UPI collect: the investor's UPI ID. */
  vpa?: string | null;
  now: Date;
}

/** Where the investor answers a payment: recomputed from the payment at any time. */
export interface PaymentLinks {
  /** Net banking: the bank's page. */
  redirectUrl: string | null;
  /** UPI QR: the intent the QR encodes. */
  upiUri: string | null;
  /** The sandbox's page where a tester answers (null for a real gateway). */
  sandboxUrl: string | null;
}

export interface StartedPayment extends PaymentLinks {
  providerRef: string;
  /** 'failed' when the provider refused at once (a declined VPA). */
  status: 'pending' | 'failed';
  failureReason: string | null;
  expiresAt: Date;
}

export interface PaymentLinkInput {
  paymentId: string;
  mode: LumpsumPaymentMode | 'mandate';
  amountPaise: number;
  providerRef: string;
  /** Links exist only while the payment can still be answered. */
  open: boolean;
}

export interface StartMandateInput {
  mandateId: string;
  mandateType: MandateKind;
  limitPaise: number;
  vpa?: string | null;
  now: Date;
}

export interface StartedMandate {
  providerRef: string;
  status: 'pending' | 'rejected';
  failureReason: string | null;
  /** eNACH: when the sponsor bank is expected to have registered it. */
  registersAt: Date | null;
  sandboxUrl: string | null;
}

/** The fields a callback carries (form fields or query parameters). */
export interface CallbackFields {
  subject: CallbackSubject;
  id: string;
  outcome: CallbackOutcome;
  nonce: string;
  signature: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** True for the sandbox: its pages say so. */
  readonly sandbox: boolean;
  startPayment(input: StartPaymentInput): StartedPayment;
  paymentLinks(input: PaymentLinkInput): PaymentLinks;
  /** The mandate's registration page while it can still be answered. */
  mandateUrl(mandateId: string): string | null;
  startMandate(input: StartMandateInput): StartedMandate;
  /** A callback's fields with a fresh nonce and their signature (what the gateway would send). */
  signCallback(subject: CallbackSubject, id: string, outcome: CallbackOutcome): CallbackFields;
  /** True only when the signature matches the subject, id, outcome and nonce under our secret. */
  verifyCallback(fields: CallbackFields): boolean;
}
