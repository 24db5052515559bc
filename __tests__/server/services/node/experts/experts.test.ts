// The expert directory over the seeded demo experts: city, pincode, name, language and product searches, their
// order, paging, the public profile, and that nothing private (phone, e-mail, address) ever leaves.
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { SUB_AGENTS } from '@/server/db/seed/content/agents';
import { DEMO_EXPERTS, type DemoExpert } from '@/server/db/seed/content/experts';
import { localityByPincode } from '@/server/db/seed/content/places';
import { expertId, userId } from '@/server/db/seed/ids';
import { issueAccessToken } from '@/server/auth';
import { haversineKm, type LatLng } from '@/utils/experts/cities';
import { TEST_SECRET, type TestApp, TestClock, createTestApp } from '../../../support/testApp';

jest.setTimeout(120_000);

// The clock the registered-advisor rule is judged by; fixed so ARN expiry dates in the seed keep their meaning.
const NOW = new Date('2026-11-22T06:00:00Z');
const GURGAON: LatLng = { lat: 28.4595, lng: 77.0266 };
const MUMBAI: LatLng = { lat: 19.076, lng: 72.8777 };

let handle: DbHandle;
let app: TestApp['app'];

beforeAll(async () => {
  ({ app, handle } = await createTestApp({ seed: 'people', services: ['node'], clock: new TestClock(NOW) }));
});
afterAll(async () => {
  await handle?.close();
});

interface Item {
  id: string;
  name: string;
  city: string;
  registered: boolean;
  match?: string;
  distance_km?: number;
  [key: string]: unknown;
}
interface SearchBody {
  status: string;
  data: {
    items: Item[];
    total: number;
    page: number;
    limit: number;
    city: { city: string; lat: number; lng: number } | null;
  };
}

async function search(query: string): Promise<SearchBody['data']> {
  const res = await app.request(`/node/expert/search?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as SearchBody).data;
}

async function byPincode(body: unknown): Promise<Response> {
  return app.request('/node/user/expert/pincode', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Everyone the directory lists: the demo experts and Rahul's sub-agents (the manager is not an advisor). */
const DIRECTORY = [...DEMO_EXPERTS, ...SUB_AGENTS];
const place = (e: DemoExpert) => localityByPincode(e.pincode);
const names = (items: Item[]) => items.map((i) => i.name);
/** The seed's experts in one city, nearest to `from` first, ties by name: worked out without the database. */
function expectedByDistance(experts: DemoExpert[], from: LatLng): string[] {
  return experts
    .map((e) => ({ name: e.name, km: haversineKm(from, place(e)) }))
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name))
    .map((e) => e.name);
}
const inCity = (city: string) => DIRECTORY.filter((e) => place(e).city === city);

describe('city search', () => {
  it('defaults to Gurgaon, nearest to its centre (28.4595, 77.0266) first', async () => {
    const data = await search('');
    expect(data.city).toEqual({ city: 'Gurgaon', ...GURGAON });
    expect(names(data.items)).toEqual(expectedByDistance(inCity('Gurgaon'), GURGAON));
    expect(data.total).toBe(inCity('Gurgaon').length);
    const km = data.items.map((i) => i.distance_km ?? Infinity);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('lists only Mumbai experts for Mumbai, and the same for its other name Bombay', async () => {
    const mumbai = await search('city=Mumbai');
    expect(names(mumbai.items)).toEqual(expectedByDistance(inCity('Mumbai'), MUMBAI));
    expect(new Set(mumbai.items.map((i) => i.city))).toEqual(new Set(['Mumbai']));
    expect(names((await search('city=bombay')).items)).toEqual(names(mumbai.items));
  });

  it('lists every city with city=all, and pages through them without gaps or repeats', async () => {
    const all = await search('city=all&limit=50');
    expect(all.city).toBeNull();
    expect(all.total).toBe(DIRECTORY.length);
    const pages = [];
    for (let page = 1; page <= Math.ceil(DIRECTORY.length / 5); page += 1)
      pages.push(...(await search(`city=all&limit=5&page=${page}`)).items);
    expect(names(pages)).toEqual(names(all.items));
    const past = await search('city=all&limit=5&page=9');
    expect(past).toMatchObject({ items: [], total: DIRECTORY.length, page: 9 });
  });

  it('finds nobody in a city without experts, and says which city it searched', async () => {
    const data = await search('city=Kolkata');
    expect(data).toMatchObject({
      items: [],
      total: 0,
      city: { city: 'Kolkata', lat: null, lng: null },
    });
  });
});

describe('filters', () => {
  it('finds by part of a name, and by a slightly mistyped one', async () => {
    expect(names((await search('city=all&name=kulkarni')).items)).toEqual(['Aparna Kulkarni']);
    expect(names((await search('city=all&name=Kulkarny')).items)).toContain('Aparna Kulkarni');
    expect(names((await search('city=all&name=Rahul Mehta')).items)[0]).toBe('Rahul Mehta');
    // A wildcard typed into the box is a character, not "match anything".
    expect((await search('city=all&name=%25')).items).toEqual([]);
  });

  it('keeps the city filter while searching by name', async () => {
    expect((await search('name=Sameer')).items).toEqual([]); // Sameer works in Mumbai, the default city is Gurgaon
    expect(names((await search('name=Sameer&city=Mumbai')).items)).toEqual(['Sameer Deshpande']);
  });

  it('filters by a supported language', async () => {
    for (const language of ['gu', 'mh', 'pj'] as const) {
      const expected = DIRECTORY.filter((e) => e.languages.includes(language)).map(
        (e) => e.name,
      );
      const found = await search(`city=all&limit=50&language=${language}`);
      expect(names(found.items).sort()).toEqual(expected.sort());
      for (const item of found.items) expect(item.supported_languages).toContain(language);
    }
  });

  it('filters by product, together with the city', async () => {
    const loans = DIRECTORY.filter((e) => e.products.includes('loan-against-mutual-funds')).map(
      (e) => e.name,
    );
    expect(
      names((await search('city=all&product=loan-against-mutual-funds')).items).sort(),
    ).toEqual(loans.sort());
    const gurgaonGold = inCity('Gurgaon')
      .filter((e) => e.products.includes('gold'))
      .map((e) => e.name);
    expect(names((await search('product=gold')).items)).toEqual(gurgaonGold);
  });

  it('refuses values it cannot use, with a message', async () => {
    const res = await app.request('/node/expert/search?language=fr');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: 'failed',
      message: 'Please choose a language from the list',
    });
    const page = await app.request('/node/expert/search?page=0');
    expect(page.status).toBe(400);
  });
});

describe('POST /node/user/expert/pincode', () => {
  const from122002 = place(DEMO_EXPERTS.find((e) => e.pincode === '122002')!);

  it('puts the same pincode first, then its district, then the nearest within reach', async () => {
    const res = await byPincode({ pincode: '122002' });
    expect(res.status).toBe(200);
    const { items } = ((await res.json()) as SearchBody).data;
    const rank = (e: DemoExpert) =>
      e.pincode === '122002' ? 0 : e.pincode.startsWith('122') ? 1 : 2;
    const expected = DIRECTORY.map((e) => ({ e, km: haversineKm(from122002, place(e)) }))
      .filter(({ e, km }) => rank(e) < 2 || km <= 100)
      .sort((a, b) => rank(a.e) - rank(b.e) || a.km - b.km || a.e.name.localeCompare(b.e.name))
      .map(({ e }) => e.name);
    expect(names(items)).toEqual(expected);
    expect(items[0]).toMatchObject({ name: 'Rahul Mehta', match: 'pincode' });
    const district = DIRECTORY.filter((e) => rank(e) === 1);
    expect(items.filter((i) => i.match === 'district').map((i) => i.city)).toEqual(
      district.map(() => 'Gurgaon'),
    );
    // Delhi is within reach of Gurgaon; Chandigarh (about 240 km) and the other cities are not.
    expect(new Set(items.filter((i) => i.match === 'nearby').map((i) => i.city))).toEqual(
      new Set(['Delhi']),
    );
  });

  it('places an unlisted pincode by its neighbours and accepts it as a number', async () => {
    const res = await byPincode({ pincode: 122003 });
    expect(res.status).toBe(200);
    const { items } = ((await res.json()) as SearchBody).data;
    expect(items.slice(0, 4).every((i) => i.match === 'district')).toBe(true);
    expect(items.some((i) => i.match === 'pincode')).toBe(false);
  });

  it('combines the pincode with the language filter', async () => {
    const { items } = (
      (await (await byPincode({ pincode: '160017', language: 'pj' })).json()) as SearchBody
    ).data;
    expect(names(items).slice(0, 2)).toEqual(['Gurpreet Kaur', 'Manpreet Sandhu']);
    for (const item of items) expect(item.supported_languages).toContain('pj');
  });

  it('finds nobody where no expert works, and refuses a malformed pincode', async () => {
    const far = ((await (await byPincode({ pincode: '700001' })).json()) as SearchBody).data;
    expect(far).toMatchObject({ items: [], total: 0 });
    const bad = await byPincode({ pincode: '12345' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      status: 'failed',
      message: 'Please enter a valid 6-digit pincode',
    });
  });
});

describe('public fields only', () => {
  const PUBLIC_KEYS = [
    'about',
    'arn',
    'arn_status',
    'arn_valid_till',
    'certifications',
    'city',
    'claimable',
    'experience',
    'id',
    'name',
    'photo_url',
    'products',
    'registered',
    'slug',
    'supported_languages',
  ];

  it('never sends a phone number, e-mail or address, in a search or a profile', async () => {
    const res = await app.request('/node/expert/search?city=all&limit=50');
    const text = await res.text();
    const pincode = await (await byPincode({ pincode: '122002' })).text();
    const profile = await (
      await app.request(`/node/expert/${expertId(DEMO_EXPERTS[0].mobile)}`)
    ).text();
    for (const body of [text, pincode, profile]) {
      for (const e of DEMO_EXPERTS) {
        expect(body).not.toContain(e.mobile);
        expect(body).not.toContain(`${e.name.toLowerCase().replace(/\s+/g, '.')}@example.com`);
      }
      expect(body).not.toMatch(/mobile|email|address|aum|clients_count|rm_/i);
    }
    for (const item of (JSON.parse(text) as SearchBody).data.items) {
      expect(
        Object.keys(item)
          .filter((k) => k !== 'distance_km')
          .sort(),
      ).toEqual(PUBLIC_KEYS);
    }
  });
});

describe('GET /node/expert/{id}', () => {
  const rahul = DEMO_EXPERTS.find((e) => e.name === 'Rahul Mehta')!;

  it('answers the public profile with the ARN date as DD/MM/YYYY and the registered flag', async () => {
    const res = await app.request(`/node/expert/${expertId(rahul.mobile)}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Item };
    expect(data).toMatchObject({
      id: expertId(rahul.mobile),
      name: 'Rahul Mehta',
      slug: 'rahul-mehta',
      city: 'Gurgaon',
      arn: '245871',
      arn_status: 'validated',
      arn_valid_till: '29/05/2028',
      experience: 12,
      supported_languages: ['en', 'hi', 'pj'],
      registered: true,
    });
    expect(data.certifications).toEqual([
      { name: expect.stringMatching(/NISM/), url: expect.stringMatching(/^https:/) },
    ]);
  });

  it('applies the registered-advisor rule to each expert', async () => {
    const registered = async (name: string) => {
      const e = DEMO_EXPERTS.find((x) => x.name === name)!;
      return (
        (await (await app.request(`/node/expert/${expertId(e.mobile)}`)).json()) as { data: Item }
      ).data.registered;
    };
    expect(await registered('Imran Qureshi')).toBe(true); // ARN lapsed, NISM certificate current
    expect(await registered('Deepak Goel')).toBe(false); // ARN lapsed, no NISM certificate
    expect(await registered('Neha Iyer')).toBe(false); // ARN pending, no certificate
    expect(await registered('Vivek Joshi')).toBe(true); // ARN pending, NISM certificate
  });

  it('answers 404 for an unknown id and for text that is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await app.request(`/node/expert/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ status: 'failed' });
    }
  });
});

describe('POST /node/expert/{id}/contact', () => {
  const rahul = expertId(DEMO_EXPERTS[0].mobile);
  const asha = userId('9000000001');
  const post = (path: string, token?: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
      body: JSON.stringify({ product: 'mutual-funds' }),
    });

  it('needs a login, then records one lead for the expert however often it is asked', async () => {
    expect((await post(`/node/expert/${rahul}/contact`)).status).toBe(401);
    const token = await issueAccessToken(TEST_SECRET, {
      userId: asha,
      roles: ['user'],
      role: 'user',
    });
    const first = await post(`/node/expert/${rahul}/contact`, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      status: 'success',
      message: expect.stringContaining('Rahul Mehta'),
    });
    const again = await post(`/node/expert/${rahul}/contact`, token);
    expect(await again.json()).toMatchObject({ status: 'success', data: { repeated: true } });
    const rows = await handle.db
      .select()
      .from(leads)
      .where(and(eq(leads.expertId, rahul), eq(leads.userId, asha)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mobileNo: '9000000001',
      source: 'expert-directory',
      product: 'mutual-funds',
    });
  });

  it('answers "already asked" instead of failing when the expert already holds a lead for that mobile', async () => {
    const vikram = userId('9000000002');
    // A lead the advisor moved on (no longer 'new') for the same mobile: the unique index would refuse a second.
    await handle.db.insert(leads).values({ expertId: rahul, mobileNo: '9000000002', name: 'Vikram', status: 'contacted' });
    const token = await issueAccessToken(TEST_SECRET, { userId: vikram, roles: ['user'], role: 'user' });
    const res = await post(`/node/expert/${rahul}/contact`, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'success', data: { repeated: true } });
    const rows = await handle.db.select().from(leads).where(and(eq(leads.expertId, rahul), eq(leads.mobileNo, '9000000002')));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('contacted');
  });

  it('refuses an expert contacting their own profile', async () => {
    const token = await issueAccessToken(TEST_SECRET, {
      userId: userId(DEMO_EXPERTS[0].mobile),
      roles: ['expert'],
      role: 'expert',
      expertId: rahul,
    });
    const res = await post(`/node/expert/${rahul}/contact`, token);
    expect(res.status).toBe(400);
  });
});
