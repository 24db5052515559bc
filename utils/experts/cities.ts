/**
 * Cities of the expert directory with a centre point each, for the city filter and distance ordering.
 * The default city is Gurgaon (28.4595, 77.0266, as the app's city search starts with).
 * The others are the cities the demo directory lists; coordinates are approximate city centres.
 * A city outside this table can still be searched by name; it just has no centre to sort by.
 */

export interface ExpertCity {
  city: string;
  /** Other names people use for it (Gurugram, Bombay, ...). */
  aliases: readonly string[];
  lat: number;
  lng: number;
}

export const DEFAULT_EXPERT_CITY = 'Gurgaon';
/** The URL and API value that lifts the city filter. */
export const ALL_CITIES = 'all';

// prettier-ignore
export const EXPERT_CITIES: readonly ExpertCity[] = [
  { city: 'Gurgaon', aliases: ['Gurugram'], lat: 28.4595, lng: 77.0266 },
  { city: 'Delhi', aliases: ['New Delhi'], lat: 28.6139, lng: 77.209 },
  { city: 'Mumbai', aliases: ['Bombay'], lat: 19.076, lng: 72.8777 },
  { city: 'Pune', aliases: ['Poona'], lat: 18.5204, lng: 73.8567 },
  { city: 'Bengaluru', aliases: ['Bangalore'], lat: 12.9716, lng: 77.5946 },
  { city: 'Ahmedabad', aliases: ['Amdavad'], lat: 23.0225, lng: 72.5714 },
  { city: 'Chandigarh', aliases: [], lat: 30.7333, lng: 76.7794 },
];

const key = (name: string) => name.trim().toLowerCase();

/** 'gurugram', ' Gurgaon ' -> the Gurgaon entry; undefined for a city the table does not know. */
export function findExpertCity(name: string | null | undefined): ExpertCity | undefined {
  if (!name) return undefined;
  const wanted = key(name);
  return EXPERT_CITIES.find(
    (c) => key(c.city) === wanted || c.aliases.some((a) => key(a) === wanted),
  );
}

/** Every lower-case spelling that stands for this city (its name and aliases), for matching stored cities. */
export function citySpellings(name: string): string[] {
  const found = findExpertCity(name);
  return found ? [found.city, ...found.aliases].map(key) : [key(name)];
}

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine); the backend orders by the same formula in SQL. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export { EARTH_RADIUS_KM };
