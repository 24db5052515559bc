import type { Guide } from '../guide/types';
import { SRC } from './sources';

const UPDATED = '2026-11-22';

export const WHAT_IS_ARN: Guide = {
  path: '/m/what-is-arn',
  title: 'What is an ARN (AMFI Registration Number)? | ZF',
  description:
    'The AMFI Registration Number every mutual fund distributor must hold: who needs one, what it takes, how long it is valid and how investors can check it.',
  heading: 'What is an ARN?',
  crumb: 'What is an ARN',
  lead: 'The ARN is the code that identifies a mutual fund distributor registered with AMFI. Without one, no fund house may pay you for bringing in investments.',
  updated: UPDATED,
  sections: [
    {
      heading: 'The short answer',
      blocks: [
        {
          kind: 'p',
          text: 'ARN stands for AMFI Registration Number. AMFI (the Association of Mutual Funds in India) gives it to a person or firm that has passed the NISM Series V-A certification and completed registration. SEBI made registration with AMFI compulsory for intermediaries, and mutual funds will not deal with intermediaries who do not hold an ARN.',
        },
      ],
    },
    {
      heading: 'Who needs an ARN',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Individuals who distribute mutual funds on their own account and earn commission.',
            'Firms that distribute mutual funds: companies, partnerships, banks and others. A firm needs at least one employee who has passed NISM Series V-A and holds an EUIN before it can get an ARN.',
            'The sales staff of a distributing firm do not get their own ARN; they are identified by an EUIN under the firm\u2019s ARN.',
          ],
        },
      ],
    },
    {
      heading: 'What it takes',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Be at least 18 years old.',
            'Pass NISM Series V-A: Mutual Fund Distributors Certification Examination.',
            'Complete Know Your Distributor (KYD): identity, address, PAN and bank proofs checked in person, with biometrics, through CAMS for AMFI.',
            'Apply to AMFI for registration and pay the fee.',
          ],
        },
        { kind: 'links', links: [{ label: 'Step-by-step: how to get an ARN', href: '/m/how-to-get-arn' }] },
      ],
    },
    {
      heading: 'How long it lasts',
      blocks: [
        {
          kind: 'p',
          text: 'For individuals the ARN is valid as long as the NISM certificate behind it, three years, and must then be renewed. AMFI asks holders to apply for renewal up to six months before expiry so that the validity continues without a break.',
        },
        { kind: 'links', links: [{ label: 'How ARN renewal works', href: '/m/arn-renewal' }] },
      ],
    },
    {
      heading: 'For investors: check before you invest',
      blocks: [
        {
          kind: 'p',
          text: 'Every application form and transaction slip has a box for the distributor\u2019s ARN. Ask your distributor for their ARN and check on AMFI\u2019s website that it is valid. Our own registration (ARN, first registration date and validity) is printed in the footer of every page.',
        },
      ],
    },
  ],
  faq: [
    { q: 'What is the full form of ARN?', a: 'AMFI Registration Number, given by the Association of Mutual Funds in India to registered mutual fund distributors.' },
    { q: 'Is an ARN the same as SEBI registration as an investment adviser?', a: 'No. An ARN lets you distribute mutual funds and be paid commission by fund houses. Giving investment advice for a fee is a different activity that needs registration with SEBI as an investment adviser.' },
  ],
  sources: [SRC.amfiBecome, SRC.amfiImportant, SRC.kyd, SRC.amfiRenewal, SRC.sebiIa],
  related: [
    { label: 'What is an EUIN', href: '/m/what-is-euin' },
    { label: 'ARN renewal', href: '/m/arn-renewal' },
    { label: 'Become a ZF Expert', href: '/mutual-fund-distributor' },
  ],
  cta: 'distributor',
};

export const WHAT_IS_EUIN: Guide = {
  path: '/m/what-is-euin',
  title: 'What is an EUIN (Employee Unique Identification Number)? | ZF',
  description:
    'The EUIN identifies the sales person who advised an investor. Why SEBI introduced it, who gets one, when it must be quoted and what an execution-only transaction is.',
  heading: 'What is an EUIN?',
  crumb: 'What is an EUIN',
  lead: 'Where the ARN identifies a distributor, the EUIN identifies the person who actually spoke to the investor.',
  updated: UPDATED,
  sections: [
    {
      heading: 'Why it exists',
      blocks: [
        {
          kind: 'p',
          text: 'In its circular of 13 September 2012, SEBI asked AMFI to create a unique identity number for every employee, relationship manager or sales person of a distributor who interacts with investors, in addition to the distributor\u2019s ARN. Application forms carry a box for it. Because the number stays with the person even when they change employer, any mis-selling can be traced to the individual.',
        },
      ],
    },
    {
      heading: 'Who gets an EUIN',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Employees and sales staff of distributing firms who hold a valid NISM certificate, registered under the firm\u2019s ARN.',
            'Individual and sole-proprietor ARN holders, in their own capacity as sales persons.',
          ],
        },
        {
          kind: 'p',
          text: 'The EUIN database is kept for AMFI by CAMS, which shares new and changed EUINs with the registrars of all fund houses.',
        },
      ],
    },
    {
      heading: 'When it must be quoted',
      blocks: [
        {
          kind: 'p',
          text: 'The EUIN is required for advised transactions: purchases, switches and new registrations of SIPs and STPs made on a distributor\u2019s advice. It is not needed for instalments of an existing SIP, STP or SWP, for redemptions, or for reinvested income distributions.',
        },
        {
          kind: 'p',
          text: 'If the distributor only carried out what the investor had decided, without advice, the box may be left blank. The form then carries a declaration that the transaction is "execution-only".',
        },
      ],
    },
  ],
  faq: [
    { q: 'Is EUIN the same as ARN?', a: 'No. The ARN identifies the distributor (a person or a firm); the EUIN identifies the individual sales person who dealt with the investor.' },
    { q: 'Can the EUIN box be left blank?', a: 'Only for an execution-only transaction, where no advice was given, with the declaration on the form signed.' },
    { q: 'Does an EUIN need renewal?', a: 'Yes. EUINs are renewed like ARNs, with a valid NISM certificate or CPE certificate.' },
  ],
  sources: [SRC.sebiEuin, SRC.amfiBecome, SRC.euinFaq, SRC.sundaramEuin, SRC.amfiRenewal],
  related: [
    { label: 'What is an ARN', href: '/m/what-is-arn' },
    { label: 'ARN and EUIN renewal', href: '/m/arn-renewal' },
  ],
  cta: 'distributor',
};

export const ARN_RENEWAL: Guide = {
  path: '/m/arn-renewal',
  title: 'ARN and EUIN renewal: when and how to renew | ZF',
  description:
    'When to apply for renewal of your ARN or EUIN, what you need (a valid NISM or CPE certificate, KYD), and what happens if you renew after expiry.',
  heading: 'Renewing your ARN or EUIN',
  crumb: 'ARN renewal',
  lead: 'An ARN lapses with the NISM certificate behind it. Renew early and there is no gap in which you cannot be paid.',
  updated: UPDATED,
  sections: [
    {
      heading: 'When to apply',
      blocks: [
        {
          kind: 'p',
          text: 'AMFI asks ARN and EUIN holders to apply for renewal on or up to six months before the expiry of their validity. If the application reaches AMFI before expiry and is in order, the new validity continues straight on from the old one.',
        },
        {
          kind: 'p',
          text: 'If you apply after expiry, the renewed ARN or EUIN is valid only from the date of the application, up to the validity date on your NISM or CPE certificate. Until then you cannot be paid for new business.',
        },
      ],
    },
    {
      heading: 'What you need',
      blocks: [
        {
          kind: 'ol',
          items: [
            'A valid NISM certificate: pass NISM Series V-A again, or attend NISM\u2019s Continuing Professional Education (CPE) programme for mutual fund distributors.',
            'A completed Know Your Distributor (KYD) record with AMFI.',
            'The renewal application with the fee for your category, as listed on AMFI\u2019s renewal page.',
          ],
        },
      ],
    },
    {
      heading: 'A simple renewal calendar',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Nine months before expiry: book the CPE programme or the exam.',
            'Six months before: apply for renewal as soon as you have the new certificate.',
            'Check the new validity date on AMFI\u2019s website once renewal is done, and send it to the fund houses you are empanelled with if they ask.',
          ],
        },
      ],
    },
  ],
  faq: [
    { q: 'How often must an ARN be renewed?', a: 'Every three years for individuals, in line with the validity of the NISM certificate or CPE certificate.' },
    { q: 'Can I renew without taking the exam again?', a: 'Yes, by attending NISM\u2019s Continuing Professional Education programme for mutual fund distributors.' },
    { q: 'What if my ARN has already expired?', a: 'You can still renew, but the new validity starts from the date you apply, so there is a gap in which you cannot be paid for new business.' },
  ],
  sources: [SRC.amfiRenewal, SRC.nismMfd, SRC.kyd],
  related: [
    { label: 'What is an ARN', href: '/m/what-is-arn' },
    { label: 'NISM V-A syllabus and exam pattern', href: '/m/nism-v-a-syllabus' },
  ],
  cta: 'mock-test',
};
