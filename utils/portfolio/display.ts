// Display rules shared by the portfolio and order screens.

/** '2026-11-05' -> '05/11/2026', the spec's date format for people. */
export function formatDay(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}

/** Units as the registrar states them (4 decimals), grouped the Indian way. */
export function formatUnits(units: string | null | undefined): string {
  const n = Number(units);
  if (!units || !Number.isFinite(n)) return '—';
  return n.toLocaleString('en-IN', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
}
