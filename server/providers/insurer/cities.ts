// City tiers, as insurers price them: tier 1 the metros, tier 2 the larger cities, tier 3 everywhere else. A
// pincode is read by its first three digits (the sorting district); an unknown one is tier 3.
import type { CityTier } from './types';

export const DEFAULT_CITY = 'Gurgaon';
export const TIER_FACTOR: Record<CityTier, number> = { 1: 1.15, 2: 1.0, 3: 0.9 };
/** Share of a plan's metro network hospitals found in a city of each tier. */
export const TIER_NETWORK_SHARE: Record<CityTier, number> = { 1: 1, 2: 0.45, 3: 0.2 };

/** City name → its pincodes' first three digits. */
const TIER_1: Record<string, string[]> = {
  Delhi: ['110'],
  Gurgaon: ['122'],
  Noida: ['201'],
  Mumbai: ['400'],
  Bengaluru: ['560'],
  Chennai: ['600'],
  Hyderabad: ['500'],
  Kolkata: ['700'],
  Pune: ['411'],
  Ahmedabad: ['380'],
};
const TIER_2: Record<string, string[]> = {
  Jaipur: ['302'],
  Lucknow: ['226'],
  Chandigarh: ['160'],
  Indore: ['452'],
  Bhopal: ['462'],
  Nagpur: ['440'],
  Surat: ['395'],
  Kochi: ['682'],
  Coimbatore: ['641'],
  Vadodara: ['390'],
  Visakhapatnam: ['530'],
  Patna: ['800'],
  Bhubaneswar: ['751'],
  Dehradun: ['248'],
  Ludhiana: ['141'],
  Kanpur: ['208'],
  Thiruvananthapuram: ['695'],
  Guwahati: ['781'],
};
const ALIASES: Record<string, string> = { 'new delhi': 'Delhi', gurugram: 'Gurgaon', bangalore: 'Bengaluru', bombay: 'Mumbai', madras: 'Chennai', calcutta: 'Kolkata' };

const TIERS: [CityTier, Record<string, string[]>][] = [
  [1, TIER_1],
  [2, TIER_2],
];

function byName(name: string): { name: string; tier: CityTier } {
  const key = name.trim().toLowerCase();
  const canonical = ALIASES[key] ?? key;
  for (const [tier, cities] of TIERS) {
    const found = Object.keys(cities).find((city) => city.toLowerCase() === canonical.toLowerCase());
    if (found) return { name: found, tier };
  }
  return { name: name.trim(), tier: 3 };
}

function byPincode(pincode: string): { name: string; tier: CityTier } {
  const prefix = pincode.slice(0, 3);
  for (const [tier, cities] of TIERS) {
    const found = Object.entries(cities).find(([, prefixes]) => prefixes.includes(prefix));
    if (found) return { name: found[0], tier };
  }
  return { name: `PIN ${pincode}`, tier: 3 };
}

/** A pincode wins over a city name; neither gives the default city. */
export function cityTier(input: { city?: string; pincode?: string }): { name: string; tier: CityTier } {
  if (input.pincode) return byPincode(input.pincode);
  if (input.city?.trim()) return byName(input.city);
  return byName(DEFAULT_CITY);
}
