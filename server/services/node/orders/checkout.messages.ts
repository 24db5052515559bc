// The checkout's own sentences (the market rules' are in utils/orders/itemMessages.ts).
import { formatPaise } from '../../../../utils/money';

export const CHECKOUT_MESSAGES = {
  investorOnly: 'Only the investor can confirm orders',
  noCart: 'There is no open cart to check out',
  emptyCart: 'This cart is empty',
  chooseMode: 'Choose how to pay',
  chooseMandate: 'Choose a mandate for your SIPs',
  mandateUnusable: 'This mandate cannot pay SIPs; choose or register another',
  netbankingLimit: 'Net banking takes at most ₹1,00,00,000 per payment',
  wrongOtp: 'Incorrect OTP',
  otpExpired: 'This OTP has expired. Please start the checkout again.',
  tooManyTries: 'Too many wrong attempts. Please start the checkout again.',
  closed: 'This checkout is closed. Please start again.',
  alreadyCheckedOut: 'This cart has already been checked out',
  noMobile: 'Add a mobile number to your account to confirm orders',
  cartChanged: 'Your cart changed after we sent the code; please confirm again',
  smsFailed: 'We could not send the OTP. Please try again.',
} as const;

/** What the SMS names, so the investor knows what the code confirms before typing it. */
export interface SmsSummary {
  /** Lines of the checkout (orders and SIP step-ups). */
  count: number;
  /** Paid now: the lumpsum purchases. */
  lumpsumPaise: number;
  /** Each month from the mandate: the new SIPs' instalments together. */
  sipPaise: number;
}

/** '123456 is your ZF one-time password to confirm 2 orders paying ₹5,000 and SIPs of ₹2,000 a month. …' */
export function checkoutSmsText(code: string, summary: SmsSummary, validMinutes: number): string {
  const { count, lumpsumPaise, sipPaise } = summary;
  const money = [
    lumpsumPaise > 0 ? `paying ${formatPaise(lumpsumPaise)}` : '',
    sipPaise > 0 ? `${lumpsumPaise > 0 ? 'and ' : 'with '}SIPs of ${formatPaise(sipPaise)} a month` : '',
  ].filter(Boolean);
  return (
    `${code} is your ZF one-time password to confirm ${count} order${count === 1 ? '' : 's'}${money.length ? ` ${money.join(' ')}` : ''}. ` +
    `It is valid for ${validMinutes} minutes. Do not share it with anyone.`
  );
}
