// Text of the 'Become ZF Expert' page: the path to becoming a distributor and what ZF gives its partners.
import type { SourceRef } from '@/components/learn/Sources';
import type { FaqItem } from '@/components/learn/seo';

export const DISTRIBUTOR_UPDATED = '2026-11-22';

export const STEPS: { title: string; text: string; href: string; link: string }[] = [
  {
    title: 'Pass NISM Series V-A',
    text: 'The certification SEBI requires of everyone who sells mutual funds: 100 questions in two hours, 50% to pass, valid for three years.',
    href: '/m/nism-v-a-syllabus',
    link: 'Syllabus and exam pattern',
  },
  {
    title: 'Complete Know Your Distributor (KYD)',
    text: 'Identity, address, PAN and bank proofs verified in person with a biometric record, through CAMS for AMFI. Required since 1 September 2010.',
    href: '/m/how-to-get-arn',
    link: 'What KYD needs',
  },
  {
    title: 'Get your ARN and EUIN from AMFI',
    text: 'Register with AMFI for your AMFI Registration Number. As an individual you also get an EUIN, the number that identifies you on every transaction you advise.',
    href: '/m/what-is-arn',
    link: 'What is an ARN',
  },
  {
    title: 'Empanel with fund houses, or partner with ZF',
    text: 'Each fund house registers you before it pays commission. As a ZF Expert you work through our platform with the fund houses it offers.',
    href: '/m/what-is-euin',
    link: 'What is an EUIN',
  },
];

export const BENEFITS: { title: string; text: string }[] = [
  { title: 'Your clients in one place', text: 'A partner dashboard with your clients, their portfolios, an order book and your commissions.' },
  { title: 'Do the paperwork with them', text: 'Complete a client\u2019s KYC and build carts of SIPs, lumpsums, switches and redemptions for them to approve.' },
  { title: 'Know your business', text: 'Analytics of assets, SIPs, clients and transactions, with follow-up reminders for your calls.' },
  { title: 'Be found', text: 'A public profile in the ZF expert directory, with the registered-expert badge once your ARN is verified.' },
  { title: 'Keep in touch', text: 'Pro Zone: birthday greetings and banners to share with your clients.' },
  { title: 'Learn as you grow', text: 'Free NISM mock tests and guides to ARN renewal and the rules you must follow.' },
];

export const DISTRIBUTOR_FAQ: FaqItem[] = [
  {
    q: 'Do I need to pass NISM Series V-A before joining?',
    a: 'To sell mutual funds and earn commission, yes: SEBI requires the NISM Series V-A certificate and an ARN from AMFI. You can leave your details while you prepare, and we will help you with the steps.',
  },
  {
    q: 'How do mutual fund distributors earn?',
    a: 'Fund houses pay trail commission out of the expenses of regular plans, for as long as your clients stay invested. Since SEBI\u2019s circular of 22 October 2018 there is no upfront commission, apart from a narrow exception for small SIPs of new investors.',
  },
  {
    q: 'Does it cost anything to become a ZF Expert?',
    a: 'There is no fee to join ZF. The NISM exam and AMFI registration have their own fees, payable to NISM and AMFI.',
  },
  {
    q: 'What rules must I follow?',
    a: 'The AMFI Code of Conduct and SEBI rules: recommend what suits the client, disclose the commissions you earn on the schemes you recommend, quote your ARN and EUIN, and never pass commission back to clients.',
  },
];

export const DISTRIBUTOR_SOURCES: SourceRef[] = [
  { name: 'AMFI, Become a Mutual Fund Distributor', url: 'https://www.amfiindia.com/distributor-corner/become-mutual-fund-distributor', date: 'read November 2026' },
  { name: 'AMFI, Important Information for Mutual Fund Distributors', url: 'https://www.amfiindia.com/distributor-corner/ImportantInformation_Distributors', date: 'read November 2026' },
  { name: 'NISM, NISM-Series-V-A: Mutual Fund Distributors Certification Examination', url: 'https://www.nism.ac.in/mutual-fund-distributors/', date: 'examination as revised with effect from 14-Aug-2018; read November 2026' },
  { name: 'HDFC Mutual Fund, Know Your Distributor norms (AMFI circular 35P/MEM-COR/13/10-11)', url: 'https://www.hdfcfund.com/information/know-your-distributor-norms', date: 'AMFI circular of 27-Aug-2010' },
  { name: 'SEBI circular CIR/IMD/DF/21/2012 (EUIN)', date: '13-Sep-2012' },
  { name: 'SEBI circular on total expense ratio and distributor commissions (full-trail model)', date: '22-Oct-2018' },
];
