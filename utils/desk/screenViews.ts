// The operator's screen views, summed two ways for the page: per India day (the chart and its table) and per
// screen (the top screens).
import type { ScreenViewCount } from './wire';

export interface DayViews {
  day: string;
  views: number;
}

export interface ScreenViews {
  screen: string;
  views: number;
}

/** A screen view sent without a name still counts; it is listed under this. */
export const UNNAMED_SCREEN = '(no name)';

export function viewsPerDay(rows: readonly ScreenViewCount[]): DayViews[] {
  const days = new Map<string, number>();
  for (const r of rows) days.set(r.day, (days.get(r.day) ?? 0) + r.views);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, views]) => ({ day, views }));
}

export function topScreens(rows: readonly ScreenViewCount[], limit = 10): ScreenViews[] {
  const screens = new Map<string, number>();
  for (const r of rows) {
    const screen = r.screen_name || UNNAMED_SCREEN;
    screens.set(screen, (screens.get(screen) ?? 0) + r.views);
  }
  return [...screens.entries()]
    .map(([screen, views]) => ({ screen, views }))
    .sort((a, b) => b.views - a.views || a.screen.localeCompare(b.screen))
    .slice(0, limit);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as dates are shown to people. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
