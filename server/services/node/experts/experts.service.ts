// The expert directory: who matches a search, in which order, and which of their fields the public may see.
import type { Db } from '../../../db/client';
import { isRegisteredAdvisor } from '../../../../utils/advisor';
import {
  ALL_CITIES,
  DEFAULT_EXPERT_CITY,
  type LatLng,
  citySpellings,
  findExpertCity,
} from '../../../../utils/experts/cities';
import { expertSlug } from '../../../../utils/experts/slug';
import type {
  ExpertSearchResult,
  PincodeMatch,
  PublicExpert,
} from '../../../../utils/experts/types';
import type { ExpertSearchQuery } from '../../../../utils/validation/experts';
import {
  type ExpertQuery,
  type ExpertRow,
  findExpertRow,
  pincodeCentre,
  searchExpertRows,
} from './experts.repo';

/** A pincode search also lists experts this close to the pincode (beyond its own pincode and district). */
export const NEARBY_RADIUS_KM = 100;

export type { ExpertSearchResult, PincodeMatch, PublicExpert };

const MATCHES: PincodeMatch[] = ['pincode', 'district', 'nearby'];

const toDisplayDate = (iso: string | null) => {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
};

export function toPublicExpert(row: ExpertRow, today: Date): PublicExpert {
  const certifications = (row.certifications ?? [])
    .filter((c) => typeof c?.name === 'string' && c.name.trim() !== '')
    .map((c) => ({ name: c.name, url: typeof c.url === 'string' ? c.url : '' }));
  const arnValidTill = toDisplayDate(row.arn_valid_till);
  const status = row.arn_status === 'validated' ? 'validated' : 'pending';
  const expert: PublicExpert = {
    id: row.id,
    name: row.name,
    slug: expertSlug(row.name),
    city: row.city,
    photo_url: row.photo_url,
    arn: row.arn,
    arn_status: status,
    arn_valid_till: arnValidTill,
    certifications,
    experience: row.experience,
    supported_languages: row.supported_languages ?? [],
    products: row.products ?? [],
    about: row.about,
    registered: isRegisteredAdvisor(
      { arn_status: status, arn_valid_till: arnValidTill, certifications },
      today,
    ),
    claimable: row.claimable,
  };
  if (row.distance_km !== null) expert.distance_km = Math.round(row.distance_km * 10) / 10;
  if (row.pincode_rank !== null) expert.match = MATCHES[row.pincode_rank] ?? 'nearby';
  return expert;
}

/** The city filter: absent means the default city (Gurgaon), 'all' lifts it. */
function cityFilter(city: string | undefined): {
  spellings?: string[];
  echo: ExpertSearchResult['city'];
  origin: LatLng;
} {
  const fallback = findExpertCity(DEFAULT_EXPERT_CITY)!;
  if (city?.toLowerCase() === ALL_CITIES) return { echo: null, origin: fallback };
  const known = findExpertCity(city ?? DEFAULT_EXPERT_CITY);
  const name = known?.city ?? city!;
  return {
    spellings: citySpellings(name),
    echo: { city: name, lat: known?.lat ?? null, lng: known?.lng ?? null },
    // A city the table does not know has no centre; distances from the default city still give a stable order.
    origin: known ?? fallback,
  };
}

export async function searchExperts(
  db: Db,
  query: ExpertSearchQuery,
  today: Date,
): Promise<ExpertSearchResult> {
  const base: ExpertQuery = {
    name: query.name,
    language: query.language,
    product: query.product,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
  let echo: ExpertSearchResult['city'] = null;
  if (query.pincode) {
    // A pincode says where the visitor is more precisely than a city, so it replaces the city filter.
    base.origin = await pincodeCentre(db, query.pincode);
    base.pincode = { code: query.pincode, radiusKm: NEARBY_RADIUS_KM };
  } else {
    const city = cityFilter(query.city);
    base.citySpellings = city.spellings;
    base.origin = city.origin;
    echo = city.echo;
  }
  const { rows, total } = await searchExpertRows(db, base);
  return {
    items: rows.map((row) => toPublicExpert(row, today)),
    total,
    page: query.page,
    limit: query.limit,
    city: echo,
    pincode: query.pincode ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public profile and the account behind it (kept server-side: it decides "is this your own profile"). */
export async function findPublicExpert(
  db: Db,
  id: string,
  today: Date,
): Promise<{ expert: PublicExpert; userId: string } | null> {
  // Not an id at all (a mistyped link): unknown, not a malformed request.
  if (!UUID.test(id)) return null;
  const row = await findExpertRow(db, id.toLowerCase());
  return row ? { expert: toPublicExpert(row, today), userId: row.user_id } : null;
}

export async function getPublicExpert(
  db: Db,
  id: string,
  today: Date,
): Promise<PublicExpert | null> {
  return (await findPublicExpert(db, id, today))?.expert ?? null;
}
