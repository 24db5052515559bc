import { http, HttpResponse } from 'msw';
import { at } from './at';

export const marketHandlers = [
  http.get(at('market', '/nav/:schemeCode'), ({ params }) =>
    HttpResponse.json({
      status: 'success',
      data: { scheme_code: params.schemeCode, nav: '45.6789', date: '2026-01-02' },
    }),
  ),
];
