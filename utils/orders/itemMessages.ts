/**
 * The words of the market-rule refusals (docs/CART.md "Market rules"), written once for the cart screens, the order
 * forms and the backend. Amounts are paise, shown as rupees with Indian grouping.
 */
import { formatPaise } from '../money';
import { UPI_LIMIT_PAISE } from './paymentLimits';

/** '2028-03-31' -> '31/03/2028', the way dates are shown to people. */
function shownDate(iso: string): string {
  return iso.split('-').reverse().join('/');
}

export const ITEM_MESSAGES = {
  minFirst: (paise: number) => `Minimum first investment in this fund is ${formatPaise(paise)}`,
  minAdditional: (paise: number) => `Minimum additional investment in this fund is ${formatPaise(paise)}`,
  multiple: (paise: number) => `Amount must be in multiples of ${formatPaise(paise)}`,
  minSip: (paise: number) => `Minimum SIP amount in this fund is ${formatPaise(paise)}`,
  sipNotOffered: 'This fund does not take SIPs',
  sipDay: "SIP date must be one of the fund's SIP dates",
  sipStart: (earliest: string, latest: string) =>
    `The first SIP date must be from ${shownDate(earliest)} to ${shownDate(latest)}`,
  installments: (n: number) => `A SIP needs at least ${n} instalments`,
  redeemAtMost: (units: string) => `You can redeem at most ${units} units from this folio`,
  unitsFree: (units: string) =>
    `Only ${units} units of this folio are free to sell; the rest are in orders or carts not yet completed`,
  /** An order typed in rupees is answered in rupees: what the folio's units are worth at the latest NAV. */
  redeemAtMostAmount: (paise: number) => `You can redeem at most ${formatPaise(paise)} from this folio, the value of its units`,
  amountFree: (paise: number) =>
    `Only ${formatPaise(paise)} of this folio is free to sell; the rest is in orders or carts not yet completed`,
  noUnitsFree: 'No units of this folio are free to sell: they are all in orders or carts not yet completed',
  noUnitsHeld: 'You hold no units of this fund in this folio',
  minRedemption: (paise: number) => `Minimum redemption is ${formatPaise(paise)}`,
  minBalance: (paise: number) => `At least ${formatPaise(paise)} must stay invested, or redeem all units`,
  lockIn: (until: string) => `These units are in their 3-year ELSS lock-in until ${shownDate(until)}`,
  crossFundHouse: 'Switches and STPs stay within one fund house',
  /** Issue 31, item 10: everything bought through ZF is bought under its ARN, which only Regular plans carry. */
  directPlan: 'This is a Direct plan, bought from the fund house with no distributor: invest in the Regular plan through ZF',
  sameSchemeSwitch: 'Choose a different scheme to switch into',
  sameSchemeStp: 'Choose a different scheme to transfer into',
  upiLimit: `UPI takes at most ${formatPaise(UPI_LIMIT_PAISE)} per payment; choose net banking`,
  mandateLimit: (paise: number) => `This mandate covers instalments up to ${formatPaise(paise)}`,
  kycOnHold: 'Your KYC is on hold, so no orders can be placed until it is fixed',
  kycRegisteredNewFund:
    'Your KYC lets you add to funds you already hold; complete a KYC modification to invest in a new fund',
  kycMissing: 'Complete your KYC to invest',
  amountMissing: 'Please enter an amount',
  unitsMissing: 'Please enter the units to redeem',
  folioMissing: 'Please choose a folio',
  targetMissing: 'Please choose the fund to move into',
  sipMissing: 'Please choose the SIP to step up',
  stepUpCancelled: 'This SIP is cancelled, so it cannot be stepped up',
  stepUpEnded: 'This SIP has ended, so it cannot be stepped up',
  stepUpMandate: (reachPaise: number, year: number, limitPaise: number) =>
    `With this step-up the instalment reaches ${formatPaise(reachPaise)} in year ${year}; its mandate covers instalments up to ${formatPaise(limitPaise)}`,
  stepUpSchemeMax: (reachPaise: number, year: number, maxPaise: number) =>
    `With this step-up the instalment reaches ${formatPaise(reachPaise)} in year ${year}; this fund takes SIP instalments up to ${formatPaise(maxPaise)}`,
  stepUpMissing: 'Give the step-up as an amount or a percentage',
  /** Answered with 422 by the backend, not as an item issue. */
  foreignFolio: 'You cannot place orders on this folio',
} as const;
