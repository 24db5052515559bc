/**
 * The demo expert directory. Rahul Mehta (…101) and Neha Iyer (…102) are the two demo logins; the others
 * fill the directory across cities. ARN states are varied on purpose so the registered-advisor rule
 * (a validated, current ARN, or a NISM certificate) has every case: validated and current, validated but
 * expired with and without a NISM certificate, pending with and without one. Amit Bhardwaj's listing is
 * the one claimable listing: he has never logged in and wrote no demo content, and he is in Gurgaon, the
 * directory's default city, so the claim entry shows on its first page. ARNs and certificates are invented
 * for the demo.
 */
import type { DemoLocale } from './types';

export type ExpertProduct =
  'mutual-funds' | 'fixed-deposit' | 'health-insurance' | 'gold' | 'loan-against-mutual-funds';

export interface DemoExpert {
  mobile: string;
  name: string;
  pincode: string;
  languages: (DemoLocale | 'bn')[];
  products: ExpertProduct[];
  experienceYears: number;
  arn: string | null;
  arnStatus: 'validated' | 'pending';
  /** ISO date; shown to people as DD/MM/YYYY. */
  arnValidTill: string | null;
  nism: boolean;
  clientsStated: number;
  /** Assets under advice as stated on the profile, in paise. */
  aumPaise: number;
  about: string;
  /**
   * A directory listing nobody has taken over (experts.claimable): the advisor never logged in and has no demo
   * content of their own, so the directory's "Is this you? Claim this profile" flow can be shown with its ARN.
   */
  claimable?: true;
}

const CR = 100_00_000_00; // one crore rupees in paise
const LAKH = 1_00_000_00; // one lakh rupees in paise

export const RAHUL_MOBILE = '9000000101';
export const NEHA_MOBILE = '9000000102';

// One expert per line: the directory reads as a table.
// prettier-ignore
export const DEMO_EXPERTS: DemoExpert[] = [
  { mobile: RAHUL_MOBILE, name: 'Rahul Mehta', pincode: '122002', languages: ['en', 'hi', 'pj'], products: ['mutual-funds', 'fixed-deposit', 'health-insurance'], experienceYears: 12, arn: '245871', arnStatus: 'validated', arnValidTill: '2028-05-29', nism: true, clientsStated: 25, aumPaise: 60 * LAKH, about: 'Goal-based mutual fund planning for salaried families in Gurgaon: SIPs, tax saving and retirement. (Demo profile.)' },
  { mobile: NEHA_MOBILE, name: 'Neha Iyer', pincode: '560034', languages: ['en', 'hi'], products: ['mutual-funds'], experienceYears: 2, arn: '318204', arnStatus: 'pending', arnValidTill: null, nism: false, clientsStated: 0, aumPaise: 0, about: 'New distributor helping young professionals start their first SIP. ARN verification pending. (Demo profile.)' },
  { mobile: '9000000103', name: 'Sunil Khanna', pincode: '122001', languages: ['en', 'hi', 'pj'], products: ['mutual-funds', 'fixed-deposit', 'loan-against-mutual-funds'], experienceYears: 18, arn: '104522', arnStatus: 'validated', arnValidTill: '2027-11-30', nism: true, clientsStated: 310, aumPaise: 42 * CR, about: 'Retirement and income planning with debt funds and SWPs. (Demo profile.)' },
  { mobile: '9000000104', name: 'Priyanka Saini', pincode: '122018', languages: ['en', 'hi'], products: ['mutual-funds', 'health-insurance'], experienceYears: 3, arn: null, arnStatus: 'pending', arnValidTill: null, nism: true, clientsStated: 40, aumPaise: 2 * CR, about: 'NISM-certified; ARN application in progress. Focus on first-time investors. (Demo profile.)' },
  { mobile: '9000000105', name: 'Amit Bhardwaj', pincode: '122001', languages: ['en', 'hi'], products: ['mutual-funds', 'gold'], experienceYears: 9, arn: '187340', arnStatus: 'validated', arnValidTill: '2029-02-28', nism: true, clientsStated: 150, aumPaise: 11 * CR, about: 'Equity SIPs and gold for long-term goals. (Demo profile.)', claimable: true },
  { mobile: '9000000106', name: 'Kavita Arora', pincode: '110017', languages: ['en', 'hi'], products: ['mutual-funds', 'fixed-deposit'], experienceYears: 14, arn: '129876', arnStatus: 'validated', arnValidTill: '2028-09-15', nism: true, clientsStated: 260, aumPaise: 35 * CR, about: 'Family portfolios and children\'s education goals in South Delhi. (Demo profile.)' },
  { mobile: '9000000107', name: 'Imran Qureshi', pincode: '110001', languages: ['en', 'hi'], products: ['mutual-funds'], experienceYears: 7, arn: '203311', arnStatus: 'validated', arnValidTill: '2025-06-30', nism: true, clientsStated: 90, aumPaise: 6 * CR, about: 'ARN renewal due; NISM certificate current. (Demo profile.)' },
  { mobile: '9000000108', name: 'Deepak Goel', pincode: '110085', languages: ['hi'], products: ['fixed-deposit'], experienceYears: 20, arn: '099871', arnStatus: 'validated', arnValidTill: '2024-12-31', nism: false, clientsStated: 120, aumPaise: 8 * CR, about: 'Fixed deposits and senior-citizen savings. (Demo profile.)' },
  { mobile: '9000000109', name: 'Sameer Deshpande', pincode: '400050', languages: ['en', 'hi', 'mh'], products: ['mutual-funds', 'fixed-deposit', 'health-insurance'], experienceYears: 16, arn: '156702', arnStatus: 'validated', arnValidTill: '2029-08-31', nism: true, clientsStated: 400, aumPaise: 60 * CR, about: 'Comprehensive planning for doctors and business owners. (Demo profile.)' },
  { mobile: '9000000110', name: 'Farah Khan', pincode: '400001', languages: ['en', 'hi'], products: ['mutual-funds'], experienceYears: 8, arn: '211845', arnStatus: 'validated', arnValidTill: '2027-04-30', nism: true, clientsStated: 130, aumPaise: 9 * CR, about: 'Tax saving with ELSS and hybrid funds. (Demo profile.)' },
  { mobile: '9000000111', name: 'Rohit Pai', pincode: '400076', languages: ['en'], products: ['mutual-funds'], experienceYears: 1, arn: null, arnStatus: 'pending', arnValidTill: null, nism: false, clientsStated: 5, aumPaise: 0, about: 'Preparing for NISM Series V-A. (Demo profile.)' },
  { mobile: '9000000112', name: 'Aparna Kulkarni', pincode: '411038', languages: ['en', 'hi', 'mh'], products: ['mutual-funds', 'fixed-deposit'], experienceYears: 11, arn: '168455', arnStatus: 'validated', arnValidTill: '2028-01-15', nism: true, clientsStated: 220, aumPaise: 24 * CR, about: 'SIPs for IT professionals in Pune. (Demo profile.)' },
  { mobile: '9000000113', name: 'Vivek Joshi', pincode: '411057', languages: ['en', 'mh'], products: ['mutual-funds'], experienceYears: 4, arn: '297730', arnStatus: 'pending', arnValidTill: null, nism: true, clientsStated: 35, aumPaise: 1 * CR, about: 'NISM certified; ARN under verification. (Demo profile.)' },
  { mobile: '9000000114', name: 'Lakshmi Narayanan', pincode: '560066', languages: ['en', 'hi'], products: ['mutual-funds', 'health-insurance'], experienceYears: 13, arn: '140987', arnStatus: 'validated', arnValidTill: '2028-12-31', nism: true, clientsStated: 280, aumPaise: 31 * CR, about: 'Long-term equity investing for tech families in Whitefield. (Demo profile.)' },
  { mobile: '9000000115', name: 'Hetal Shah', pincode: '380009', languages: ['en', 'gu', 'hi'], products: ['mutual-funds', 'fixed-deposit', 'gold'], experienceYears: 15, arn: '133620', arnStatus: 'validated', arnValidTill: '2029-05-31', nism: true, clientsStated: 340, aumPaise: 45 * CR, about: 'Gujarati-speaking families, business owners and NRIs. (Demo profile.)' },
  { mobile: '9000000116', name: 'Jignesh Patel', pincode: '380015', languages: ['gu', 'hi'], products: ['mutual-funds', 'loan-against-mutual-funds'], experienceYears: 10, arn: '176548', arnStatus: 'validated', arnValidTill: '2027-08-31', nism: true, clientsStated: 190, aumPaise: 15 * CR, about: 'Loans against mutual funds and SIP planning. (Demo profile.)' },
  { mobile: '9000000117', name: 'Gurpreet Kaur', pincode: '160017', languages: ['pj', 'hi', 'en'], products: ['mutual-funds', 'fixed-deposit', 'health-insurance'], experienceYears: 12, arn: '152219', arnStatus: 'validated', arnValidTill: '2028-07-31', nism: true, clientsStated: 230, aumPaise: 22 * CR, about: 'Financial planning for defence and government employees in Chandigarh. (Demo profile.)' },
  { mobile: '9000000118', name: 'Manpreet Sandhu', pincode: '160022', languages: ['pj', 'hi'], products: ['mutual-funds'], experienceYears: 2, arn: null, arnStatus: 'pending', arnValidTill: null, nism: false, clientsStated: 12, aumPaise: 0, about: 'Starting out; ARN application pending. (Demo profile.)' },
];

export function demoNismCertificate(expert: DemoExpert): { name: string; url: string }[] {
  if (!expert.nism) return [];
  // The .invalid top-level domain can never resolve, which makes the demo certificate links obviously fake.
  // Keyed by name, not mobile number: the directory shows certificate links to anyone, and phones stay private.
  const key = expert.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return [
    {
      name: 'NISM Series V-A: Mutual Fund Distributors Certification',
      url: `https://certificates.demo.invalid/nism-va/${key}.pdf`,
    },
  ];
}
