/**
 * The relationship manager and the sub-agents of the demo. Karan Malhotra (…901) is the manager Rahul's desk names:
 * his login carries the current-login flag and acts for the advisors whose rm_id is his (Rahul, Sunil Khanna and
 * Kavita Arora). Rahul is also a principal (merchant ZFM1001): three sub-agents sell under him, each with a few
 * clients of their own, so All Agents and New Sales have something to show. Names, ARNs and numbers are invented.
 */
import type { ClientOptions } from '../clients';
import { LOCALITIES } from './places';
import { RAHUL_PROFILE } from './expertDesk';
import type { DemoExpert } from './experts';

const LAKH = 1_00_000_00; // one lakh rupees in paise

export const MANAGER = {
  mobile: RAHUL_PROFILE.rmMobile,
  name: RAHUL_PROFILE.rmName,
  /** RM + the last four digits of the manager's number, as Rahul's row already names him. */
  rmId: `RM${RAHUL_PROFILE.rmMobile.slice(-4)}`,
} as const;

/** Advisors under the manager besides Rahul (their rm_id is the manager's). */
export const MANAGED_ADVISOR_MOBILES = ['9000000103', '9000000106'] as const;

// One sub-agent per line: the list reads as a table.
// prettier-ignore
export const SUB_AGENTS: DemoExpert[] = [
  { mobile: '9000000131', name: 'Pooja Bansal', pincode: '122001', languages: ['en', 'hi'], products: ['mutual-funds'], experienceYears: 4, arn: '261140', arnStatus: 'validated', arnValidTill: '2028-03-31', nism: true, clientsStated: 4, aumPaise: 12 * LAKH, about: 'Sub-agent of ZF Wealth Gurgaon: SIPs for young salaried investors. (Demo profile.)' },
  { mobile: '9000000132', name: 'Manish Tyagi', pincode: '122018', languages: ['en', 'hi', 'pj'], products: ['mutual-funds', 'fixed-deposit'], experienceYears: 6, arn: '264415', arnStatus: 'validated', arnValidTill: '2027-12-31', nism: true, clientsStated: 3, aumPaise: 9 * LAKH, about: 'Sub-agent of ZF Wealth Gurgaon: family portfolios on Sohna Road. (Demo profile.)' },
  { mobile: '9000000133', name: 'Sneha Kapoor', pincode: '110017', languages: ['en', 'hi'], products: ['mutual-funds'], experienceYears: 2, arn: '271093', arnStatus: 'validated', arnValidTill: '2029-01-31', nism: true, clientsStated: 2, aumPaise: 3 * LAKH, about: 'Sub-agent of ZF Wealth Gurgaon in South Delhi. (Demo profile.)' },
];

/** How many generated clients each sub-agent has, in SUB_AGENTS order. */
export const SUB_AGENT_CLIENT_COUNTS = [4, 3, 2] as const;

/** The sub-agents' clients: recent starters (2025), so New Sales has first orders to count by month. */
export const AGENT_CLIENT_OPTIONS: ClientOptions = {
  mobileBase: 9000003001,
  series: 'agent-client',
  earliestSipMonth: '2025-01',
  maxFolios: 2,
  localities: LOCALITIES.filter((l) => l.city === 'Gurgaon' || l.city === 'Delhi'),
};
