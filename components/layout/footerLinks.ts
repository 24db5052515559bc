// Link tables for the footer. Plain data so the footer component stays a renderer and tests can read the groups.

export interface FooterLink {
  label: string;
  href: string;
}

export interface QuickLinkGroup {
  title: string;
  links: FooterLink[];
}

/** The public site's routes. 'Become ZF Expert' is dropped when the business offer is hidden. */
export function footerLinks(hideBusiness = false): FooterLink[] {
  const links: FooterLink[] = [
    { label: 'About', href: '/about' },
    { label: 'Contact Us', href: '/contact-us' },
    { label: 'Newsroom', href: '/newsroom' },
    { label: 'Mutual Funds', href: '/mutual-funds' },
    { label: 'Saving Schemes', href: '/m/saving-schemes' },
    { label: 'Articles', href: '/m' },
    { label: 'Videos', href: '/videos' },
    { label: 'Questions', href: '/questions' },
    { label: 'Experts', href: '/experts' },
    { label: 'Become ZF Expert', href: '/mutual-fund-distributor' },
    { label: 'Health Insurance', href: '/health_insurance' },
    { label: 'Calculators', href: '/calculators' },
    { label: 'SmartBank Transaction Report', href: '/smartbank/txnreport' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Code of Conduct', href: '/code_of_conduct' },
  ];
  return hideBusiness ? links.filter((l) => l.href !== '/mutual-fund-distributor') : links;
}

export const CALCULATOR_LINKS: FooterLink[] = [
  { label: 'SIP Calculator', href: '/calculators/sip-calculator' },
  { label: 'Daily SIP Calculator', href: '/calculators/daily-sip-calculator' },
  { label: 'Lumpsum Calculator', href: '/calculators/lumpsum' },
  { label: 'SWP Calculator', href: '/calculators/swp-calculator' },
  { label: 'Step-Up SIP Calculator', href: '/calculators/step-up-sip-calculator' },
  { label: 'NPS Calculator', href: '/calculators/nps-calculator' },
  { label: 'Fixed Deposit Calculator', href: '/calculators/fixed-deposite' },
  { label: 'Loan Against Mutual Fund Calculator', href: '/calculators/loan-against-mutual-fund' },
];

// Learning pages live in the article area (/m/...), which the content feature serves by slug.
export const QUICK_LINK_GROUPS: QuickLinkGroup[] = [
  {
    title: 'Become Mutual Fund Distributor',
    links: [
      { label: 'Become a Mutual Fund Distributor', href: '/mutual-fund-distributor' },
      { label: 'How to get an ARN', href: '/m/how-to-get-arn' },
    ],
  },
  { title: 'Calculator', links: CALCULATOR_LINKS },
  {
    title: 'NISM Mock Test',
    links: [
      { label: 'NISM Series V-A Mock Test', href: '/m/nism-series-v-a-mock-test' },
      { label: 'NISM Series X-A Mock Test', href: '/m/nism-series-x-a-mock-test' },
    ],
  },
  {
    title: 'NISM Important Pages',
    links: [
      { label: 'NISM V-A Syllabus', href: '/m/nism-v-a-syllabus' },
      { label: 'NISM Exam Registration', href: '/m/nism-exam-registration' },
    ],
  },
  {
    title: 'ARN & EUIN',
    links: [
      { label: 'What is an ARN', href: '/m/what-is-arn' },
      { label: 'What is an EUIN', href: '/m/what-is-euin' },
      { label: 'ARN Renewal', href: '/m/arn-renewal' },
    ],
  },
  {
    title: 'Loan Against Mutual Fund',
    links: [
      { label: 'Loan Against Mutual Fund', href: '/m/loan-against-mutual-fund' },
      {
        label: 'Loan Against Mutual Fund Interest Rates',
        href: '/m/loan-against-mutual-fund-interest-rates',
      },
    ],
  },
  {
    title: 'Top AMC Mutual Funds',
    links: [
      { label: 'Largest fund houses', href: '/m/top-amc-mutual-funds' },
      { label: 'SBI Mutual Fund', href: '/mutual-funds?amc=sbi-mutual-fund' },
      { label: 'HDFC Mutual Fund', href: '/mutual-funds?amc=hdfc-mutual-fund' },
      {
        label: 'ICICI Prudential Mutual Fund',
        href: '/mutual-funds?amc=icici-prudential-mutual-fund',
      },
      { label: 'Nippon India Mutual Fund', href: '/mutual-funds?amc=nippon-india-mutual-fund' },
      { label: 'Axis Mutual Fund', href: '/mutual-funds?amc=axis-mutual-fund' },
    ],
  },
  {
    title: 'Mutual Funds',
    links: [
      { label: 'Equity Funds', href: '/mutual-funds?category=equity' },
      { label: 'Debt Funds', href: '/mutual-funds?category=debt' },
      { label: 'Hybrid Funds', href: '/mutual-funds?category=hybrid' },
      { label: 'ELSS Tax Saving Funds', href: '/mutual-funds?category=elss' },
      { label: 'Index Funds', href: '/mutual-funds?category=index' },
    ],
  },
];

/** The Quick Links groups, without links to the 'Become ZF Expert' offer when the business is hidden. */
export function quickLinkGroups(hideBusiness = false): QuickLinkGroup[] {
  if (!hideBusiness) return QUICK_LINK_GROUPS;
  return QUICK_LINK_GROUPS.map((g) => ({ ...g, links: g.links.filter((l) => l.href !== '/mutual-fund-distributor') }));
}

export type SocialNetwork = 'linkedin' | 'twitter' | 'facebook' | 'youtube' | 'instagram';

// Profile addresses of the reference deployment; a real deployment sets its own.
export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  {
    network: 'linkedin',
    label: 'ZF on LinkedIn',
    href: 'https://www.linkedin.com/company/zf-investments',
  },
  { network: 'twitter', label: 'ZF on Twitter', href: 'https://twitter.com/zf_investments' },
  { network: 'facebook', label: 'ZF on Facebook', href: 'https://www.facebook.com/zfinvestments' },
  { network: 'youtube', label: 'ZF on YouTube', href: 'https://www.youtube.com/@zfinvestments' },
  {
    network: 'instagram',
    label: 'ZF on Instagram',
    href: 'https://www.instagram.com/zfinvestments',
  },
];

export const APP_STORE_URL = 'https://apps.apple.com/in/app/zf-investments/id0000000000';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.zf.investments';
