// The advisor's reports in the browser, cached per view and period under the Report tag.
import type * as AnalyticsCalls from '@/services/analytics.api';
import type { Period, ReportView, Reports } from '@/services/analytics.types';
import type { DashboardTiles } from '@/utils/analytics/wire';
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
    /** The dashboard's tiles; today's follow-ups are one of them, so a follow-up done or added refreshes it. */
    getDashboardTiles: build.query<DashboardTiles, void>({
      query: () => call((c, signal) => c.getDashboardTiles(signal)),
      providesTags: [
        { type: 'Report', id: 'dashboard' },
        { type: 'FollowUp', id: 'TODAY' },
      ],
    }),
  }),
});

export const { useGetDashboardTilesQuery } = reportsApi;

/** One view's report for a period, typed by the view. */
export function useReport<V extends ReportView>(view: V, period: Period) {
  const result = reportsApi.useGetReportQuery({ view, period });
  return { ...result, data: result.data as Reports[V] | undefined };
}
