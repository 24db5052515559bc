// Mock tests in the browser: scoring an attempt (the papers themselves are server-rendered).
import type { MockTestAnswers, MockTestResult } from '@/services/lms.api';
import { lmsApi } from './lmsApi';

export const mockTestsApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    submitMockTest: build.mutation<MockTestResult, { id: string; answers: MockTestAnswers; timeTakenSeconds?: number }>({
      query: ({ id, answers, timeTakenSeconds }) => async () =>
        (await import('@/services/lms.api')).submitMockTest(id, answers, timeTakenSeconds),
    }),
  }),
});
