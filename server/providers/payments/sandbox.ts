// The sandbox gateway (the default): its pages are served by the node service under /orders/sandbox/... and
// reached through the web origin, so the whole round trip (page, signed callback, redirect back) runs on one
// machine. It decides by documented test values (server/providers/README.md "Payments").
import { randomBytes } from 'node:crypto';
import { ENACH_REGISTRATION_WORKING_DAYS } from '../../../utils/orders/paymentLimits';
import { istInstant, istParts, nextBusinessDay } from '../../../utils/orders/navDate';
import { signFields, verifyFields } from './signature';
import type { PaymentLinkInput, PaymentLinks, PaymentProvider, StartedMandate, StartedPayment } from './types';

/** A UPI ID the sandbox's UPI app declines at once (collect requests and AutoPay mandates). */
export const DECLINED_VPA = 'fail@zfupi';
export const SANDBOX_PAYEE_VPA = 'zf.sandbox@upi';
export const DECLINED_REASON = 'Your UPI app declined the request';
/** A UPI collect request and a QR wait 10 minutes for the investor; the bank page 15. */
export const UPI_WAIT_MS = 10 * 60_000;
export const BANK_PAGE_WAIT_MS = 15 * 60_000;

function reference(): string {
  return `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
}

function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** eNACH registration: the sponsor bank answers after three working days, at 10 am IST. */
export function enachRegistersAt(now: Date): Date {
  let day = istParts(now).date;
  for (let i = 0; i < ENACH_REGISTRATION_WORKING_DAYS; i += 1) day = nextBusinessDay(day);
  return istInstant(day, 10 * 60);
}

export function createSandboxPayments(options: { secret: string; nodePublicBase: string }): PaymentProvider {
  const pageOf = (kind: 'pay' | 'mandate', id: string) =>
    `${options.nodePublicBase}/orders/sandbox/${kind}/${encodeURIComponent(id)}`;

  const paymentLinks = ({ paymentId, mode, amountPaise, providerRef, open }: PaymentLinkInput): PaymentLinks => {
    if (!open || mode === 'mandate') return { redirectUrl: null, upiUri: null, sandboxUrl: null };
    return {
      redirectUrl: mode === 'netbanking' ? pageOf('pay', paymentId) : null,
      upiUri:
        mode === 'upi_qr'
          ? `upi://pay?pa=${SANDBOX_PAYEE_VPA}&pn=ZF%20Sandbox&am=${rupees(amountPaise)}&cu=INR&tr=${providerRef}`
          : null,
      sandboxUrl: pageOf('pay', paymentId),
    };
  };

  return {
    name: 'sandbox',
    paymentLinks,
    mandateUrl: (mandateId) => pageOf('mandate', mandateId),
    sandbox: true,
    startPayment({ paymentId, mode, amountPaise, vpa, now }): StartedPayment {
      const providerRef = reference();
      const declined = mode === 'upi_collect' && vpa?.trim().toLowerCase() === DECLINED_VPA;
      const wait = mode === 'netbanking' ? BANK_PAGE_WAIT_MS : UPI_WAIT_MS;
      return {
        providerRef,
        status: declined ? 'failed' : 'pending',
        failureReason: declined ? DECLINED_REASON : null,
        expiresAt: new Date(now.getTime() + wait),
        ...paymentLinks({ paymentId, mode, amountPaise, providerRef, open: !declined }),
      };
    },
    startMandate({ mandateId, mandateType, vpa, now }): StartedMandate {
      const declined = mandateType === 'upi_autopay' && vpa?.trim().toLowerCase() === DECLINED_VPA;
      return {
        providerRef: reference(),
        status: declined ? 'rejected' : 'pending',
        failureReason: declined ? DECLINED_REASON : null,
        registersAt: mandateType === 'enach' ? enachRegistersAt(now) : null,
        sandboxUrl: declined ? null : pageOf('mandate', mandateId),
      };
    },
    signCallback: (subject, id, outcome) => signFields(options.secret, subject, id, outcome),
    verifyCallback: (fields) => verifyFields(options.secret, fields),
  };
}
