/**
 * Generated investors: Rahul Mehta's 24 other clients and the clients of the scale-test expert. Each
 * client is drawn from its own random stream (seeded by a label with its index), so client #17 is the
 * same person whether 50 or 10,000 clients are generated, and a scale run can be extended later.
 */
import { DEMO_SEED, createRandom, type Random } from './random';
import { FIRST_NAMES, LAST_NAMES, LOCALITIES, type Locality } from './content/places';
import type { DemoFolio } from './content/ashaPortfolio';
import { monthsBetween } from './portfolio';

export type KycState = 'verified' | 'pending' | 'not_started';

export interface GeneratedClient {
  mobile: string;
  name: string;
  email: string;
  locality: Locality;
  dob: string;
  pan: string;
  kyc: KycState;
  folios: DemoFolio[];
}

/** Regular-plan growth schemes with history from 2015 to late 2025, across five fund houses. */
export const CLIENT_SCHEMES = [
  122640, 100119, 104685, 112210, 100177, 100175, 109830, 101065, 104513, 103225,
];

/** The last month every scheme above has a NAV for (their histories end in late November 2025). */
export const LAST_SIP_MONTH = '2025-11';

const SIP_AMOUNTS_RUPEES = [500, 1000, 2000, 2500, 3000, 5000, 10000];
const SIP_DAYS = [1, 5, 7, 10, 15, 20, 25, 28];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

// PAN digits 5000–7999: none of the sandbox PAN and KRA test digits (0000, 1111–4444, 8888, 9999) fall there.
const PAN_DIGIT_VALUES = 3000;
const PAN_SPACE = LETTERS.length ** 4 * PAN_DIGIT_VALUES;
/**
 * Spreads consecutive numbers over the whole space, so that neighbours' PANs look unrelated. It shares no factor
 * with the space (odd, and neither 3 nor 5 divides it), so multiplying by it never sends two numbers to one PAN.
 */
const PAN_SPREAD = BigInt(615_146_647);

/**
 * A well-formed individual PAN (3 letters, P for a person, the surname's initial, 4 digits, a last letter) that
 * no other demo person has: it is the mobile number, which is unique, written in the PAN's letters and digits.
 */
export function demoPan(mobile: string, surname: string): string {
  const n = Number(mobile) - 9_000_000_000;
  if (!Number.isInteger(n) || n < 0 || n >= PAN_SPACE)
    throw new RangeError(`no demo PAN for mobile ${mobile}`);
  let code = Number((BigInt(n) * PAN_SPREAD) % BigInt(PAN_SPACE));
  const digits = 5000 + (code % PAN_DIGIT_VALUES);
  code = Math.floor(code / PAN_DIGIT_VALUES);
  const letters = Array.from({ length: 4 }, () => {
    const l = LETTERS[code % LETTERS.length];
    code = Math.floor(code / LETTERS.length);
    return l;
  });
  return `${letters[0]}${letters[1]}${letters[2]}P${surname[0].toUpperCase()}${digits}${letters[3]}`;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface ClientOptions {
  /** First mobile number of the series; client i gets base + i. */
  mobileBase: number;
  /** Label of the series, part of every client's random seed. */
  series: string;
  /** Earliest month an SIP may start; later starts mean fewer transactions per client. */
  earliestSipMonth: string;
  /** Most folios per client (at least one). */
  maxFolios: number;
  /** Localities to draw from (all of them when omitted). */
  localities?: Locality[];
}

function generateFolios(rng: Random, options: ClientOptions, kyc: KycState): DemoFolio[] {
  if (kyc !== 'verified') return []; // nobody transacts before KYC is verified
  const months = monthsBetween(options.earliestSipMonth, LAST_SIP_MONTH);
  const schemes = rng.sample(CLIENT_SCHEMES, rng.int(1, options.maxFolios));
  return schemes.map((schemeCode) => {
    const startMonth = rng.pick(months);
    const amountPaise = rng.pick(SIP_AMOUNTS_RUPEES) * 100;
    const lumpsum = rng.chance(0.3)
      ? [
          {
            date: `${startMonth}-${String(rng.int(1, 25)).padStart(2, '0')}`,
            amountPaise: amountPaise * rng.int(5, 20),
          },
        ]
      : [];
    return {
      schemeCode,
      folioNumber: String(rng.int(10_000_000, 99_999_999)),
      sipStatus: 'active' as const,
      plan: {
        lumpsums: lumpsum,
        sip: { startMonth, lastMonth: LAST_SIP_MONTH, dayOfMonth: rng.pick(SIP_DAYS), amountPaise },
      },
    };
  });
}

export function generateClient(index: number, options: ClientOptions): GeneratedClient {
  const rng = createRandom(`${DEMO_SEED}:${options.series}:${index}`);
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const roll = rng.next();
  const kyc: KycState = roll < 0.8 ? 'verified' : roll < 0.9 ? 'pending' : 'not_started';
  const mobile = String(options.mobileBase + index);
  const locality = rng.pick(options.localities ?? LOCALITIES);
  const dob = isoDate(rng.int(1962, 2002), rng.int(1, 12), rng.int(1, 28));
  // Five draws once made the PAN; they stay in the stream so that every later draw (the folios) is unchanged.
  for (let i = 0; i < 5; i += 1) rng.next();
  return {
    mobile,
    name: `${first} ${last}`,
    email: `${first}.${last}.${mobile.slice(-4)}@example.com`.toLowerCase(),
    locality,
    dob,
    pan: demoPan(mobile, last),
    kyc,
    folios: generateFolios(rng, options, kyc),
  };
}

/** Rahul Mehta's generated clients: Gurgaon and Delhi mostly, as a local distributor's book would be. */
export const RAHUL_CLIENT_OPTIONS: ClientOptions = {
  mobileBase: 9000001001,
  series: 'rahul-client',
  earliestSipMonth: '2022-01',
  maxFolios: 3,
  localities: LOCALITIES.filter((l) => l.city === 'Gurgaon' || l.city === 'Delhi'),
};

/** Scale-test clients: a short SIP history each, so 10,000 clients stay quick to insert. */
export const SCALE_CLIENT_OPTIONS: ClientOptions = {
  mobileBase: 9100000000,
  series: 'scale-client',
  earliestSipMonth: '2025-06',
  maxFolios: 2,
};
