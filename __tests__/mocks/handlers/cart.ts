// The cart service is served under the python prefix.
import { http, HttpResponse } from 'msw';
import { authed } from '../session';
import { at } from './at';

export const cartHandlers = [
  http.get(
    at('py', '/cart/v1/cashier/get_all_carts/:userId/:expertId'),
    authed(() =>
      HttpResponse.json({
        status: 'success',
        data: {
          data: {
            purchase: {
              items: [{ id: 'i-1', createdAt: '2026-01-05T10:00:00Z', amount: 500000 }],
              count: 1,
              total_amount: 500000,
              id: 'c-1',
            },
          },
        },
      }),
    ),
  ),
  http.post(
    at('py', '/cart/v1/insurance'),
    authed(() => HttpResponse.json({ status: 'success', cart_link: 'https://cart.test/hi/1' })),
  ),
];
