import { http, HttpResponse } from 'msw';
import { at } from './at';

export const lmsHandlers = [
  http.get(at('lms', '/courses'), () =>
    HttpResponse.json({
      status: 'success',
      data: [{ id: 'nism-va', title: 'NISM Series V-A mock test', questions: 100 }],
    }),
  ),
];
