// The words of the client's confirmation page, by what the advisor asks the client to confirm (utils/kyc/wire.ts).
import type { ConsentKind } from '@/utils/kyc/wire';

export const CONSENT_TITLE = 'Confirm the KYC your advisor prepared';
export const CONSENT_DONE = 'Your KYC has gone to the KRA. We will tell you when it is validated.';
export const BANK_CHANGE_DONE = 'Done: your bank accounts are changed.';
export const NOMINEE_CHANGE_DONE = 'Done: your nominees are changed.';
export const SIP_PAUSE_DONE = 'Done: your SIP is paused. It starts again by itself on the date shown.';
export const SIP_CANCEL_DONE = 'Done: your SIP is cancelled. The units you hold stay invested.';

export interface ConsentWords {
  title: string;
  /** After "Prepared by <advisor>.": what the sections below show. */
  intro: string;
  confirm: string;
  done: string;
  /** Where the client sees the result. */
  next: { label: string; href: string };
}

export const CONSENT_WORDS: Record<ConsentKind, ConsentWords> = {
  kyc_submission: {
    title: CONSENT_TITLE,
    intro: 'This is what goes to the KRA, with your declarations and nomination.',
    confirm: 'Confirm and submit my KYC',
    done: CONSENT_DONE,
    next: { label: 'Go to my dashboard', href: '/dashboard/user' },
  },
  bank_change: {
    title: 'Confirm the change to your bank accounts',
    intro: 'They ask to change your bank accounts: this is how they are now and how they will be.',
    confirm: 'Confirm the change',
    done: BANK_CHANGE_DONE,
    next: { label: 'See my bank accounts', href: '/kyc/bank_details' },
  },
  nominee_change: {
    title: 'Confirm the change to your nominees',
    intro: 'They ask to change who is nominated for your investments: this is how it is now and how it will be.',
    confirm: 'Confirm the change',
    done: NOMINEE_CHANGE_DONE,
    next: { label: 'Go to my dashboard', href: '/dashboard/user' },
  },
  sip_pause: {
    title: 'Confirm the pause of your SIP',
    intro: 'They ask to pause your SIP: this is how it is now and how it will be. Nothing changes until you confirm.',
    confirm: 'Confirm the pause',
    done: SIP_PAUSE_DONE,
    next: { label: 'See my portfolio', href: '/portfolio' },
  },
  sip_cancel: {
    title: 'Confirm the cancellation of your SIP',
    intro: 'They ask to cancel your SIP: this is how it is now and how it will be. Nothing changes until you confirm.',
    confirm: 'Confirm the cancellation',
    done: SIP_CANCEL_DONE,
    next: { label: 'See my portfolio', href: '/portfolio' },
  },
};
