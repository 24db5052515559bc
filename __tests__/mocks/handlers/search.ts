import { http, HttpResponse } from 'msw';
import { at } from './at';

const documents = [
  {
    _index: 'articles',
    _source: { id: 'a-1', title: 'What is a SIP?', display_url: '/m/what-is-sip', locale: 'en' },
  },
  { _index: 'products', _source: { id: 'p-1', scheme_name: 'Demo Flexi Cap Fund - Growth' } },
  { _index: 'forums', _source: { id: 'q-1', question: 'How is SIP return calculated?' } },
];

interface SearchBody {
  query?: unknown;
}

export const searchHandlers = [
  http.post(at('search', '/administration/v2/search'), async ({ request }) => {
    const body = (await request.json()) as SearchBody;
    const term = typeof body.query === 'string' ? body.query.toLowerCase() : '';
    const hits = documents.filter((d) => JSON.stringify(d._source).toLowerCase().includes(term));
    return HttpResponse.json({ status: 'success', data: { hits: term ? hits : [] } });
  }),
];
