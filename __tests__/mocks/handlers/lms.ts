import { http, HttpResponse } from 'msw';
import { at } from './at';

// The learning service's default answers: one paper on the list; tests that need a paper or a score add
// their own handlers (see __tests__/components/learn/fixtures.ts).
export const lmsHandlers = [
  http.get(at('lms', '/mock-tests'), () =>
    HttpResponse.json({
      status: 'success',
      data: [
        {
          id: 'nism-va-mock-1',
          exam: 'nism-series-v-a',
          title: 'NISM Series V-A mock test 1',
          description: 'A balanced paper across all six topic groups.',
          question_count: 25,
          duration_minutes: 30,
          pass_percent: 50,
          negative_mark_per_wrong: 0,
          topics: ['Mutual fund basics'],
        },
      ],
    }),
  ),
];
