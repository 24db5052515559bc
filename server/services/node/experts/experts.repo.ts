// The expert directory's reads (and the contact request's write). Only this file touches the database for
// the directory; expert.service.ts decides what to search for and what to show.
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { leads, users } from '../../../db/schema';
import type { Certification } from '../../../db/schema/users';
import { EARTH_RADIUS_KM, type LatLng } from '../../../../utils/experts/cities';

/** What the directory may show of an expert: nothing private (mobile, e-mail, address, money) is selected. */
export interface ExpertRow {
  id: string;
  name: string;
  city: string | null;
  photo_url: string | null;
  arn: string | null;
  arn_status: string;
  /** ISO date (YYYY-MM-DD). */
  arn_valid_till: string | null;
  certifications: Certification[] | null;
  experience: number | null;
  supported_languages: string[];
  products: string[];
  about: string | null;
  claimable: boolean;
  /** Only for pincode searches: 0 same pincode, 1 same district (first 3 digits), 2 nearby. */
  pincode_rank: number | null;
  distance_km: number | null;
}

export interface ExpertQuery {
  name?: string;
  /** Lower-case spellings of one city; absent for every city. */
  citySpellings?: string[];
  language?: string;
  product?: string;
  /** Where distances are measured from. */
  origin?: LatLng | null;
  /** Ranks this pincode, then its district, then experts within `radiusKm` of `origin`. */
  pincode?: { code: string; radiusKm: number };
  offset: number;
  limit: number;
}

// pg_trgm word similarity above which a name counts as a (mistyped) match, e.g. 'Rahool' for 'Rahul Mehta'.
const NAME_SIMILARITY = 0.4;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Great-circle distance in SQL, the same haversine formula as utils/experts/cities.ts. */
function distanceSql(origin: LatLng | null | undefined): SQL {
  if (!origin) return sql`NULL::float8`;
  const lat = sql`${origin.lat}::float8`;
  const lng = sql`${origin.lng}::float8`;
  return sql`CASE WHEN e.lat IS NULL OR e.lng IS NULL THEN NULL ELSE 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(e.lat::float8 - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(e.lat::float8)) * power(sin(radians(e.lng::float8 - ${lng}) / 2), 2)))) END`;
}

/** LIKE treats % and _ as wildcards; a name typed with them means the characters themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function pincodeRankSql(code: string | undefined): SQL {
  if (!code) return sql`NULL::int`;
  return sql`CASE WHEN e.pincode = ${code} THEN 0 WHEN left(e.pincode, 3) = ${code.slice(0, 3)} THEN 1 ELSE 2 END`;
}

export async function searchExpertRows(
  db: Db,
  q: ExpertQuery,
): Promise<{ rows: ExpertRow[]; total: number }> {
  const distance = distanceSql(q.origin);
  const rank = pincodeRankSql(q.pincode?.code);
  // A relationship manager's login (current_login) acts for advisors; it is not an advisor investors can choose.
  const where: SQL[] = [sql`u.name IS NOT NULL`, sql`'expert' = ANY(u.roles)`, sql`NOT e.current_login`];
  if (q.name) {
    where.push(
      sql`(u.name ILIKE ${`%${likeEscape(q.name)}%`} OR word_similarity(${q.name}, u.name) >= ${NAME_SIMILARITY})`,
    );
  }
  if (q.citySpellings?.length) {
    where.push(
      sql`lower(trim(u.city)) IN (${sql.join(
        q.citySpellings.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  if (q.language) where.push(sql`e.supported_languages @> ARRAY[${q.language}]::text[]`);
  if (q.product) where.push(sql`e.products @> ARRAY[${q.product}]::text[]`);
  if (q.pincode) {
    where.push(
      q.origin ? sql`(${rank} < 2 OR (${distance}) <= ${q.pincode.radiusKm})` : sql`${rank} < 2`,
    );
  }

  const order: SQL[] = [];
  if (q.pincode) order.push(sql`pincode_rank`);
  if (q.name) order.push(sql`word_similarity(${q.name}, u.name) DESC`);
  order.push(sql`distance_km ASC NULLS LAST`, sql`u.name`, sql`e.id`);

  const found = await rows<ExpertRow & { total: number | string }>(
    db,
    sql`SELECT e.id, u.name, u.city, e.photo_url, e.arn, e.arn_status, e.arn_valid_till::text AS arn_valid_till,
        e.certifications, e.experience, e.supported_languages, e.products, e.about, e.claimable,
        ${rank} AS pincode_rank, ${distance} AS distance_km, count(*) OVER () AS total
      FROM experts e JOIN users u ON u.id = e.user_id
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${sql.join(order, sql`, `)}
      LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  if (found.length === 0 && q.offset > 0) {
    // Past the last page the window count has no row to ride on; count separately so paging still knows the total.
    const [counted] = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM experts e JOIN users u ON u.id = e.user_id WHERE ${sql.join(where, sql` AND `)}`,
    );
    return { rows: [], total: Number(counted?.n ?? 0) };
  }
  return {
    rows: found.map(({ total: _total, ...row }) => ({
      ...row,
      distance_km: row.distance_km === null ? null : Number(row.distance_km),
      pincode_rank: row.pincode_rank === null ? null : Number(row.pincode_rank),
    })),
    total: Number(found[0]?.total ?? 0),
  };
}

/**
 * Where a pincode is, judged from the experts the directory knows: the centre of those sharing the longest
 * prefix with it (the whole pincode, then 5, 4, 3 and 2 digits: a 2-digit prefix is a postal circle such as
 * 11 Delhi or 56 Karnataka). Null when no expert shares even the postal circle.
 */
export async function pincodeCentre(
  db: Db,
  code: string,
): Promise<(LatLng & { prefix: number }) | null> {
  const lengths = [6, 5, 4, 3, 2];
  const shared = sql.join(
    lengths.map((n) => sql`WHEN left(e.pincode, ${n}) = ${code.slice(0, n)} THEN ${n}`),
    sql` `,
  );
  const [row] = await rows<{ prefix: number; lat: number | string; lng: number | string }>(
    db,
    sql`SELECT prefix, avg(lat) AS lat, avg(lng) AS lng FROM (
        SELECT CASE ${shared} ELSE 0 END AS prefix, e.lat::float8 AS lat, e.lng::float8 AS lng
        FROM experts e WHERE e.pincode IS NOT NULL AND e.lat IS NOT NULL AND e.lng IS NOT NULL
      ) s WHERE prefix >= 2 GROUP BY prefix ORDER BY prefix DESC LIMIT 1`,
  );
  return row ? { prefix: Number(row.prefix), lat: Number(row.lat), lng: Number(row.lng) } : null;
}

export async function findExpertRow(
  db: Db,
  id: string,
): Promise<(ExpertRow & { user_id: string }) | null> {
  const [row] = await rows<ExpertRow & { user_id: string }>(
    db,
    sql`SELECT e.id, e.user_id, u.name, u.city, e.photo_url, e.arn, e.arn_status, e.arn_valid_till::text AS arn_valid_till,
        e.certifications, e.experience, e.supported_languages, e.products, e.about, e.claimable,
        NULL::int AS pincode_rank, NULL::float8 AS distance_km
      FROM experts e JOIN users u ON u.id = e.user_id
      WHERE e.id = ${id}::uuid AND u.name IS NOT NULL AND 'expert' = ANY(u.roles)`,
  );
  return row ?? null;
}

/** A visitor asks an expert to get in touch: one open lead per visitor and expert (asking twice adds nothing). */
export async function recordContactLead(
  db: Db,
  input: { expertId: string; userId: string; product?: string },
): Promise<'created' | 'exists' | 'no_user'> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ name: users.name, mobileNo: users.mobileNo, city: users.city })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!person) return 'no_user';
    const [open] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.expertId, input.expertId),
          eq(leads.userId, input.userId),
          eq(leads.status, 'new'),
        ),
      )
      .limit(1);
    if (open) return 'exists';
    // The advisor may already hold a lead for this mobile (added by hand, or at a later stage): keep that one.
    const added = await tx
      .insert(leads)
      .values({
        expertId: input.expertId,
        userId: input.userId,
        name: person.name,
        mobileNo: person.mobileNo,
        city: person.city,
        product: input.product ?? null,
        source: 'expert-directory',
      })
      .onConflictDoNothing()
      .returning({ id: leads.id });
    return added.length > 0 ? 'created' : 'exists';
  });
}
