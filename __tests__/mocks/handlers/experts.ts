// Contract-shaped handlers for the expert directory (server/services/node/expert): a small in-memory directory
// that filters by city, pincode, language and product like the backend. Tests add them with
// server.use(...expertHandlers).
import { http, HttpResponse } from 'msw';
import type { PublicExpert } from '@/utils/experts/types';
import { at } from './at';

export function expertFixture(over: Partial<PublicExpert> = {}): PublicExpert {
  return {
    id: '718e4a94-72db-52ed-87ab-f81d00f46677',
    name: 'Rahul Mehta',
    slug: 'rahul-mehta',
    city: 'Gurgaon',
    photo_url: null,
    arn: '245871',
    arn_status: 'validated',
    arn_valid_till: '29/05/2028',
    certifications: [],
    experience: 12,
    supported_languages: ['en', 'hi', 'pj'],
    products: ['mutual-funds', 'fixed-deposit'],
    about: 'Goal-based planning for salaried families.',
    registered: true,
    claimable: false,
    ...over,
  };
}

export const DIRECTORY: PublicExpert[] = [
  expertFixture(),
  expertFixture({
    id: 'b54edd93-f626-56f6-8669-9f6ee8b6009e',
    name: 'Sameer Deshpande',
    slug: 'sameer-deshpande',
    city: 'Mumbai',
    arn: '156702',
    supported_languages: ['en', 'hi', 'mh'],
    products: ['mutual-funds', 'health-insurance'],
  }),
  expertFixture({
    id: 'bde54ac2-273b-5fa2-8631-13c5b96a9d7a',
    name: 'Rohit Pai',
    slug: 'rohit-pai',
    city: 'Mumbai',
    arn: null,
    arn_status: 'pending',
    arn_valid_till: null,
    experience: 1,
    supported_languages: ['en'],
    products: ['mutual-funds'],
    registered: false,
    claimable: true,
  }),
];

const CENTRES: Record<string, { lat: number; lng: number }> = {
  Gurgaon: { lat: 28.4595, lng: 77.0266 },
  Mumbai: { lat: 19.076, lng: 72.8777 },
};

export const contactRequests: string[] = [];

export const expertHandlers = [
  http.get(at('node', '/expert/search'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    const city = q.get('city') ?? 'Gurgaon';
    const items = DIRECTORY.filter(
      (e) =>
        (city === 'all' || e.city === city) &&
        (!q.get('language') || e.supported_languages.includes(q.get('language')!)) &&
        (!q.get('product') || e.products.includes(q.get('product')!)),
    );
    return HttpResponse.json({
      status: 'success',
      data: {
        items,
        total: items.length,
        page: Number(q.get('page') ?? 1),
        limit: Number(q.get('limit') ?? 12),
        city:
          city === 'all'
            ? null
            : { city, lat: CENTRES[city]?.lat ?? null, lng: CENTRES[city]?.lng ?? null },
        pincode: null,
      },
    });
  }),

  http.post(at('node', '/user/expert/pincode'), async ({ request }) => {
    const body = (await request.json()) as { pincode?: string };
    const items = body.pincode?.startsWith('122')
      ? [{ ...DIRECTORY[0], match: 'pincode' as const }]
      : [];
    return HttpResponse.json({
      status: 'success',
      data: { items, total: items.length, page: 1, limit: 12, city: null, pincode: body.pincode },
    });
  }),

  http.get(at('node', '/expert/:id'), ({ params }) => {
    const found = DIRECTORY.find((e) => e.id === params.id);
    if (!found)
      return HttpResponse.json({ status: 'failed', message: 'No expert found' }, { status: 404 });
    return HttpResponse.json({ status: 'success', data: found });
  }),

  http.post(at('node', '/expert/:id/contact'), ({ params, request }) => {
    if (!request.headers.get('access-token'))
      return HttpResponse.json(
        { status: 'failed', message: 'Please log in again' },
        { status: 401 },
      );
    const found = DIRECTORY.find((e) => e.id === params.id);
    if (!found)
      return HttpResponse.json({ status: 'failed', message: 'No expert found' }, { status: 404 });
    contactRequests.push(found.id);
    return HttpResponse.json({
      status: 'success',
      message: `Thank you. ${found.name} will get in touch with you soon.`,
      data: { repeated: false },
    });
  }),
];
