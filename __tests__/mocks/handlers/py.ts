import { http, HttpResponse } from 'msw';
import { authed } from '../session';
import { at } from './at';

export const pyHandlers = [
  http.post(
    at('py', '/kyc/v1/update/user/:id'),
    authed(({ params }) => HttpResponse.json({ status: 'success', data: { user_id: params.id } })),
  ),
  http.get(
    at('py', '/identity/digilocker/url/:id/'),
    authed(({ params }) =>
      HttpResponse.json({
        results: { redirect_url: `https://digilocker.sandbox.test/${params.id}` },
      }),
    ),
  ),
];
