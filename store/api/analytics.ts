// The advisor's reports in the browser, cached per view and period under the Report tag.
import type * as AnalyticsCalls from '@/services/analytics.api';
import type { Period, ReportView, Reports } from '@/services/analytics.types';
import { analyticsApi } from './analyticsApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof AnalyticsCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/analytics.api'), signal);

export const reportsApi = analyticsApi.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<Reports[ReportView], { view: ReportView; period: Period }>({
      query: ({ view, period }) => call((c, signal) => c.getReport(view, period, signal)),
      providesTags: (_a, _e, { view }) => [{ type: 'Report' as const, id: view }],
    }),
  }),
});

/** One view's report for a period, typed by the view. */
export function useReport<V extends ReportView>(view: V, period: Period) {
  const result = reportsApi.useGetReportQuery({ view, period });
  return { ...result, data: result.data as Reports[V] | undefined };
}
