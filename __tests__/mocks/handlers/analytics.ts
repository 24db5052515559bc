import { http, HttpResponse } from 'msw';
import { authed } from '../session';
import { at } from './at';

export const analyticsHandlers = [
  http.post(
    at('analytics', '/rm/followups'),
    authed(() =>
      HttpResponse.json({
        status: 'success',
        data: [
          {
            name: 'Asha Rao',
            contact: '9876543210',
            follow_up: { date: '05/01/2026', time: '10:30AM-11:00AM' },
          },
        ],
      }),
    ),
  ),
  http.get(at('analytics', '/rm/disposition-options'), () =>
    HttpResponse.json({ status: 'success', data: ['Interested', 'Call back later'] }),
  ),
];
