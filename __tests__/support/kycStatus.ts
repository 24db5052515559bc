// A logged-in investor whose account answers with a given KYC status (the dashboard and fund page tests).
import { http, HttpResponse } from 'msw';
import { clearAll } from '@/utils/storage';
import { at } from '../mocks/handlers';
import { server } from '../mocks/server';
import { logInInvestor } from './session';

export function investorWithKyc(status: string, userId = 'u-9') {
  clearAll();
  logInInvestor(userId);
  server.use(
    http.get(at('node', '/user/detailnew/:id'), () =>
      HttpResponse.json({ status: 'success', data: { id: userId, name: 'Asha', kyc: { status } } }),
    ),
  );
}
