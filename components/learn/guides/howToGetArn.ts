import type { Guide } from '../guide/types';
import { SRC } from './sources';

export const HOW_TO_GET_ARN: Guide = {
  path: '/m/how-to-get-arn',
  title: 'How to get an ARN and become a mutual fund distributor | ZF',
  description:
    'The five steps from zero to a working mutual fund distribution business in India: NISM Series V-A, KYD, the AMFI ARN and EUIN, empanelment with fund houses, and your first clients.',
  heading: 'How to get an ARN, step by step',
  crumb: 'How to get an ARN',
  lead: 'Becoming a mutual fund distributor needs no capital, only a certificate, a registration and the trust of your clients.',
  updated: '2026-11-22',
  sections: [
    {
      heading: '1. Pass NISM Series V-A',
      blocks: [
        {
          kind: 'p',
          text: 'SEBI requires anyone who sells mutual funds to pass the NISM Series V-A: Mutual Fund Distributors Certification Examination. It has 100 questions, lasts two hours and needs 50% to pass; the certificate is valid for three years.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Syllabus and exam pattern', href: '/m/nism-v-a-syllabus' },
            { label: 'Registering for the exam', href: '/m/nism-exam-registration' },
            { label: 'Free timed mock tests', href: '/m/nism-series-v-a-mock-test' },
          ],
        },
      ],
    },
    {
      heading: '2. Complete Know Your Distributor (KYD)',
      blocks: [
        {
          kind: 'p',
          text: 'Since 1 September 2010 AMFI requires every new and renewing distributor to complete KYD: proof of identity, proof of address, PAN and bank account details, verified against originals, plus a biometric record. AMFI uses CAMS as its agency for KYD, so this is done through CAMS.',
        },
      ],
    },
    {
      heading: '3. Apply to AMFI for your ARN',
      blocks: [
        {
          kind: 'p',
          text: 'With the NISM certificate and KYD done, apply to AMFI for registration and pay the fee for your category. AMFI allots the AMFI Registration Number (ARN). Individual ARN holders also receive an EUIN, which identifies them as the sales person on the transactions they advise.',
        },
        {
          kind: 'p',
          text: 'A firm (company, partnership or other entity) can get an ARN only if at least one of its employees has passed NISM Series V-A and holds an EUIN.',
        },
      ],
    },
    {
      heading: '4. Empanel with fund houses',
      blocks: [
        {
          kind: 'p',
          text: 'The ARN makes you eligible; each fund house (AMC) still needs to register you as its distributor before it pays commission. This is called empanelment: you send the AMC its empanelment form with your ARN, KYD acknowledgement and bank details. Working through a platform or a larger distributor as a partner can save you doing this with every AMC yourself.',
        },
      ],
    },
    {
      heading: '5. Start serving clients, the right way',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Complete each client\u2019s KYC before the first investment.',
            'Profile the client\u2019s goals, horizon and appetite for risk, and recommend schemes that fit them.',
            'Quote your ARN and EUIN on every advised transaction.',
            'Disclose the commissions you receive on the schemes you recommend, and never pass part of your commission back to a client to win business.',
          ],
        },
        {
          kind: 'p',
          text: 'Commission is paid by the fund house as trail, a share of the scheme\u2019s expenses for as long as the client stays invested. Since SEBI\u2019s circular of 22 October 2018 upfront commission is not paid (apart from a narrow exception for small SIPs of new investors), so a distribution business grows with the assets its clients keep invested.',
        },
      ],
    },
  ],
  faq: [
    { q: 'How long does it take to get an ARN?', a: 'Most of the time goes into preparing for and passing the NISM exam. KYD and the AMFI application follow; AMFI and CAMS publish their current processing steps on their websites.' },
    { q: 'Do I need a degree to become a distributor?', a: 'AMFI sets a minimum age of 18 for an ARN. Check AMFI\u2019s website for any other eligibility rules that apply to your category.' },
    { q: 'How do distributors earn?', a: 'Through trail commission paid by fund houses out of scheme expenses, for as long as clients stay invested in regular plans.' },
  ],
  sources: [SRC.amfiBecome, SRC.amfiImportant, SRC.nismMfd, SRC.kyd, SRC.sebiEuin, SRC.sundaramEuin, SRC.sebiTrail],
  related: [
    { label: 'What is an ARN', href: '/m/what-is-arn' },
    { label: 'What is an EUIN', href: '/m/what-is-euin' },
    { label: 'Become a ZF Expert', href: '/mutual-fund-distributor' },
  ],
  cta: 'distributor',
};
