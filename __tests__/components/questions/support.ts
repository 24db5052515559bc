// Shared steps of the question component tests: the question handlers and a logged-in investor.
import { writeLocal } from '@/utils/storage';
import { questionHandlers, resetQuestions } from '../../mocks/handlers/questions';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';

export function setupQuestionHandlers() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetQuestions();
    server.use(...questionHandlers);
  });
}

/** A session the mock backend accepts (the access-token header); the screens get loggedIn as a prop. */
export function logInInvestor() {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['user']);
  writeLocal('user_id', 'u-1');
  writeLocal('user_name', 'Ravi Kumar');
}
