/**
 * Rahul Mehta's working day: follow-ups, notes, leads and the disposition choices of the RM tools
 * (the /rm analytics calls), plus the relationship manager and merchant the spec's side menu shows.
 * Follow-ups are dated relative to the day the seed runs (so "today's follow-ups" is never empty);
 * everything else is fixed.
 */

export const RAHUL_PROFILE = {
  expertCode: 'ZFX0101',
  merchantId: 'ZFM1001',
  assignedMerchant: 'ZF Wealth Gurgaon (demo)',
  rmName: 'Karan Malhotra',
  rmMobile: '9000000901',
  address: 'Office 402, Tower B, DLF Phase 2, Gurgaon 122002 (demo address)',
};

/** Outcomes an expert can record against a follow-up call. */
export const DISPOSITION_OPTIONS = [
  { value: 'interested', label: 'Interested' },
  { value: 'call_back', label: 'Call back later' },
  { value: 'not_reachable', label: 'Not reachable' },
  { value: 'not_interested', label: 'Not interested' },
  { value: 'documents_pending', label: 'Documents pending' },
  { value: 'converted', label: 'Converted' },
  { value: 'wrong_number', label: 'Wrong number' },
];

export interface DemoFollowUp {
  clientMobile: string;
  /** Days from the seed date: 0 is today. */
  dayOffset: number;
  timeSlot: string;
  purpose: string;
  disposition: string | null;
}

export const RAHUL_FOLLOW_UPS: DemoFollowUp[] = [
  {
    clientMobile: '9000000001',
    dayOffset: 0,
    timeSlot: '10:30AM-11:00AM',
    purpose: 'Review SIP step-up for the new financial year',
    disposition: null,
  },
  {
    clientMobile: '9000001008',
    dayOffset: 0,
    timeSlot: '12:00PM-12:30PM',
    purpose: 'Explain the lumpsum cart waiting for payment',
    disposition: null,
  },
  {
    clientMobile: '9000001003',
    dayOffset: 0,
    timeSlot: '03:00PM-03:30PM',
    purpose: 'KYC not started: walk through PAN, Aadhaar and bank details',
    disposition: null,
  },
  {
    clientMobile: '9000001014',
    dayOffset: 0,
    timeSlot: '05:30PM-06:00PM',
    purpose: 'Annual portfolio review and SWP plan',
    disposition: null,
  },
  {
    clientMobile: '9000001005',
    dayOffset: -1,
    timeSlot: '11:00AM-11:30AM',
    purpose: 'Confirm switch from quant Flexi Cap to Parag Parikh Flexi Cap',
    disposition: 'converted',
  },
  {
    clientMobile: '9000001012',
    dayOffset: -2,
    timeSlot: '04:00PM-04:30PM',
    purpose: 'Discuss ELSS for 80C before March',
    disposition: 'call_back',
  },
  {
    clientMobile: '9000001020',
    dayOffset: 1,
    timeSlot: '10:00AM-10:30AM',
    purpose: 'Set up a SIP for child education goal',
    disposition: null,
  },
  {
    clientMobile: '9000001022',
    dayOffset: 2,
    timeSlot: '02:30PM-03:00PM',
    purpose: 'Health insurance renewal',
    disposition: null,
  },
];

export const RAHUL_NOTES: { clientMobile: string; text: string }[] = [
  {
    clientMobile: '9000000001',
    text: 'Keeps six months of expenses in Axis Liquid. Wants to step up the PPFAS SIP by 10% every April. (Demo note.)',
  },
  {
    clientMobile: '9000000001',
    text: 'Stopped the small-cap SIP in Dec 2024 after a discussion on risk; comfortable with flexi-cap and BAF. (Demo note.)',
  },
  {
    clientMobile: '9000001008',
    text: 'Received a bonus; considering ₹50,000 in a balanced advantage fund. (Demo note.)',
  },
  {
    clientMobile: '9000001003',
    text: 'PAN-Aadhaar link pending; KYC can start once it is done. (Demo note.)',
  },
  {
    clientMobile: '9000001014',
    text: 'Retiring in 2032. Move part of equity to debt gradually from 2029. (Demo note.)',
  },
];

export interface DemoLead {
  name: string;
  mobile: string;
  city: string;
  product: string;
  source: string;
  status: 'new' | 'contacted' | 'converted' | 'lost';
}

export const RAHUL_LEADS: DemoLead[] = [
  {
    name: 'Ankit Sehgal',
    mobile: '9000002001',
    city: 'Gurgaon',
    product: 'mutual-funds',
    source: 'website',
    status: 'new',
  },
  {
    name: 'Ruchi Malik',
    mobile: '9000002002',
    city: 'Gurgaon',
    product: 'health-insurance',
    source: 'referral',
    status: 'contacted',
  },
  {
    name: 'Tarun Yadav',
    mobile: '9000002003',
    city: 'Delhi',
    product: 'fixed-deposit',
    source: 'website',
    status: 'new',
  },
  {
    name: 'Mehak Bedi',
    mobile: '9000002004',
    city: 'Gurgaon',
    product: 'mutual-funds',
    source: 'seminar',
    status: 'converted',
  },
  {
    name: 'Sahil Chauhan',
    mobile: '9000002005',
    city: 'Delhi',
    product: 'mutual-funds',
    source: 'referral',
    status: 'lost',
  },
  {
    name: 'Nidhi Rawat',
    mobile: '9000002006',
    city: 'Gurgaon',
    product: 'loan-against-mutual-funds',
    source: 'website',
    status: 'contacted',
  },
];
