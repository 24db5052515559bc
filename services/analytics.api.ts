// The advisor's report calls (/analytics/reports, docs/ANALYTICS.md) on the analytics client (its headers and
// refresh rules apply): each view as JSON, and the same view as a CSV file.
import { analyticsClient } from './http';
import type { Period, ReportView, Reports } from './analytics.types';
import type { DashboardTiles } from '@/utils/analytics/wire';

export type * from './analytics.types';

/** Only the months set: the backend's default period is the last twelve months. */
const params = (period: Period) => Object.fromEntries(Object.entries(period).filter(([, v]) => v));

export async function getReport<V extends ReportView>(view: V, period: Period, signal?: AbortSignal): Promise<Reports[V]> {
  const { data } = await analyticsClient.get<{ data: Reports[V] }>(`/reports/${view}`, { params: params(period), signal });
  return data.data;
}

export async function getReportCsv(view: ReportView, period: Period): Promise<Blob> {
  const { data } = await analyticsClient.get<Blob>(`/reports/${view}.csv`, { params: params(period), responseType: 'blob' });
  return data;
}

/** Today's figures for the advisor dashboard's tiles. */
export async function getDashboardTiles(signal?: AbortSignal): Promise<DashboardTiles> {
  const { data } = await analyticsClient.get<{ data: DashboardTiles }>('/reports/dashboard', { signal });
  return data.data;
}
