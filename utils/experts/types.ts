/** The expert directory's answers as the backend sends them and the web app reads them. */

export type PincodeMatch = 'pincode' | 'district' | 'nearby';

/** An expert as anyone may see them. ARNs are public (AMFI publishes them); phone numbers never leave. */
export interface PublicExpert {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  photo_url: string | null;
  arn: string | null;
  arn_status: 'validated' | 'pending';
  /** DD/MM/YYYY, as the spec shows it. */
  arn_valid_till: string | null;
  certifications: { name: string; url: string }[];
  experience: number | null;
  supported_languages: string[];
  products: string[];
  about: string | null;
  /** The spec's registered-advisor rule (utils/advisor.ts). */
  registered: boolean;
  /** A listing nobody has taken over yet: its advisor may claim it. */
  claimable: boolean;
  distance_km?: number | null;
  match?: PincodeMatch;
}

export interface ExpertSearchResult {
  items: PublicExpert[];
  total: number;
  page: number;
  limit: number;
  /** The city searched with its centre (distances are measured from it); null for every city. */
  city: { city: string; lat: number | null; lng: number | null } | null;
  pincode: string | null;
}
