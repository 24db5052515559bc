// Shared steps of the article and video component tests: the content handlers and a logged-in investor.
import { writeLocal } from '@/utils/storage';
import { ME, contentHandlers, resetContent } from '../../mocks/handlers/content';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';

export function setupContentHandlers() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetContent();
    server.use(...contentHandlers);
  });
}

export function logInInvestor() {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['user']);
  writeLocal('user_id', ME);
  writeLocal('user_name', 'Ravi Kumar');
}
