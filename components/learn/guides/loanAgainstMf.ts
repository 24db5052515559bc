import type { Guide } from '../guide/types';
import { SRC } from './sources';

const UPDATED = '2026-11-22';
const CALCULATOR = { label: 'Loan against mutual fund calculator', href: '/calculators/loan-against-mutual-fund' };

export const LOAN_AGAINST_MF: Guide = {
  path: '/m/loan-against-mutual-fund',
  title: 'Loan against mutual funds: how it works, limits and risks | ZF',
  description:
    'Borrow against your mutual fund units without selling them: how lien marking works, how much lenders lend on equity and debt funds, what happens when markets fall, and the tax angle.',
  heading: 'Loan against mutual funds',
  crumb: 'Loan against mutual fund',
  lead: 'Need money for a few months but do not want to break your investments? You can pledge the units instead of selling them.',
  updated: UPDATED,
  sections: [
    {
      heading: 'How it works',
      blocks: [
        {
          kind: 'ol',
          items: [
            'You choose the units to pledge and the lender checks which of your schemes it accepts.',
            'A lien is marked on those units with the fund\u2019s registrar (CAMS or KFintech), usually online with a one-time password. The units stay in your name and keep earning, but you cannot redeem or switch them while the lien is on.',
            'The lender sets a limit, often as an overdraft: you draw what you need and pay interest only on what you have drawn.',
            'When you repay, the lender releases the lien and the units are fully yours again.',
          ],
        },
      ],
    },
    {
      heading: 'How much you can borrow',
      blocks: [
        {
          kind: 'p',
          text: 'Lenders lend a percentage of the current value of the pledged units, called the loan-to-value (LTV) ratio. It is lower for equity funds, whose value swings more, than for debt funds.',
        },
        {
          kind: 'table',
          caption: 'LTV ratios published by two lenders (examples, not offers)',
          head: ['Lender', 'Equity funds', 'Debt funds'],
          rows: [
            ['Mirae Asset Financial Services', '45% of value', '80% of value'],
            ['KashFin', '45% of value', '75% of value'],
          ],
        },
        {
          kind: 'p',
          text: 'Example: with ₹4,00,000 in equity funds and ₹2,00,000 in debt funds, a 45% / 80% lender would allow up to ₹1,80,000 + ₹1,60,000 = ₹3,40,000.',
        },
      ],
    },
    {
      heading: 'When markets fall',
      blocks: [
        {
          kind: 'p',
          text: 'Your limit moves with the value of the units. If the value falls so far that the loan is more than the allowed share of it, the lender asks you to repay part of the loan or pledge more units (a margin call). If you do not, the lender can redeem pledged units to recover its money, at whatever the NAV is then.',
        },
        {
          kind: 'note',
          text: 'Borrow well below your limit, and only for needs you can repay from income within months. A loan against equity funds taken at the top of a market is the one most likely to face a margin call.',
        },
      ],
    },
    {
      heading: 'Tax',
      blocks: [
        {
          kind: 'p',
          text: 'Pledging units is not a sale, so it does not by itself create capital gains. Gains are taxed only when units are redeemed, by you later or by the lender in a margin call, under the usual rules for that fund.',
        },
      ],
    },
    {
      heading: 'Before you sign',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Compare the annual percentage rate (APR) in the Key Facts Statement that lenders must give you, not only the headline interest rate.',
            'Ask about processing fees, lien-marking charges and charges for closing early.',
            'Check which of your schemes the lender accepts; ELSS units under lock-in and some other schemes may not qualify.',
          ],
        },
        { kind: 'links', links: [{ label: 'How interest on these loans is worked out', href: '/m/loan-against-mutual-fund-interest-rates' }, CALCULATOR] },
      ],
    },
  ],
  faq: [
    { q: 'Do my mutual funds keep earning while pledged?', a: 'Yes. The units stay in your name and their NAV keeps moving; income distributions, if any, are paid as usual. You only cannot redeem or switch the pledged units until the lien is released.' },
    { q: 'How much can I borrow against equity mutual funds?', a: 'It depends on the lender. The two lenders we quote lend 45% of the value of equity funds and 75% to 80% for debt funds.' },
    { q: 'What happens if I cannot repay?', a: 'The lender can redeem the pledged units to recover the loan, and any capital gains tax on that redemption is yours.' },
  ],
  sources: [SRC.miraeLamf, SRC.kashfinLamf, SRC.rbiKfs, SRC.itTransfer],
  related: [
    CALCULATOR,
    { label: 'Loan against mutual fund interest rates explained', href: '/m/loan-against-mutual-fund-interest-rates' },
  ],
  cta: 'lamf-calculator',
};

export const LAMF_INTEREST_RATES: Guide = {
  path: '/m/loan-against-mutual-fund-interest-rates',
  title: 'Loan against mutual fund interest rates: how they are charged | ZF',
  description:
    'What decides the interest rate on a loan against mutual funds, how overdraft interest is calculated, the other charges, and how to compare offers using the APR in the Key Facts Statement.',
  heading: 'Loan against mutual fund interest rates',
  crumb: 'LAMF interest rates',
  lead: 'Rates change often and differ from lender to lender, so we do not publish a rate table. Here is how to read and compare the offers you get.',
  updated: UPDATED,
  sections: [
    {
      heading: 'What decides your rate',
      blocks: [
        {
          kind: 'ul',
          items: [
            'The lender: banks and NBFCs price these loans differently.',
            'What you pledge: debt funds are steadier collateral than equity funds.',
            'The amount and the term, and whether it is an overdraft limit or a fixed loan.',
            'Your own credit history.',
          ],
        },
      ],
    },
    {
      heading: 'How overdraft interest is charged',
      blocks: [
        {
          kind: 'p',
          text: 'Most of these loans are overdraft limits. Interest is worked out daily on the amount you have actually drawn, not on the whole limit, and is usually billed monthly; you can repay the principal whenever you like.',
        },
        {
          kind: 'p',
          text: 'Example: you draw ₹2,00,000 at 10.5% a year and repay it after three months. Interest ≈ 2,00,000 × 10.5% × 3 ÷ 12 = ₹5,250, even if your limit was ₹5,00,000.',
        },
      ],
    },
    {
      heading: 'Charges besides interest',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Processing fee, often a percentage of the limit.',
            'Lien-marking and release charges.',
            'Stamp duty on the loan agreement, as per your state.',
            'Charges for late payment or for closing the loan early, if any.',
          ],
        },
      ],
    },
    {
      heading: 'Compare offers by APR',
      blocks: [
        {
          kind: 'p',
          text: 'Since 1 October 2024 the RBI requires banks and NBFCs to give borrowers of retail loans a Key Facts Statement before signing. It shows the annual percentage rate (APR): the all-in yearly cost including fees and charges. Two offers with the same interest rate can have quite different APRs.',
        },
      ],
    },
  ],
  faq: [
    { q: 'Is a loan against mutual funds cheaper than a personal loan?', a: 'Usually, because it is secured by your units. Compare the APR in each lender\u2019s Key Facts Statement to be sure.' },
    { q: 'Do I pay interest on the whole sanctioned limit?', a: 'Not on an overdraft: interest is calculated daily on the amount you have drawn.' },
    { q: 'Can I repay early?', a: 'Overdraft limits normally let you repay the principal at any time; ask whether a fixed loan carries a charge for closing early.' },
  ],
  sources: [SRC.rbiKfs, SRC.kashfinLamf, SRC.miraeLamf],
  related: [CALCULATOR, { label: 'Loan against mutual funds: how it works', href: '/m/loan-against-mutual-fund' }],
  cta: 'lamf-calculator',
};
