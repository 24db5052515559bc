// How a birthday reads in the list: 'Today', 'Tomorrow' or 'Fri, 27 Nov', against India's today.

/** 'YYYY-MM-DD' of an instant in India (no daylight saving: a fixed +05:30). */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export function birthdayLabel(birthday: string, today: string): string {
  const days = Math.round((Date.parse(`${birthday}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return DAY.format(new Date(`${birthday}T00:00:00Z`));
}
