// Field-level readers for AMFI's text files. AMFI's data is hand-keyed by 50-odd fund houses, so every
// reader is lenient about spacing and strict about meaning: a value it cannot read becomes null, never a guess.

const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06',
  jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
};

/** Tabs and doubled spaces occur inside names and option labels; one space is what people mean. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** '21-Aug-2026' -> '2026-08-21'; null when the text is not a real calendar date. */
export function parseAmfiDate(text: string): string | null {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS[match[2].toLowerCase()];
  if (!month) return null;
  const day = match[1].padStart(2, '0');
  const iso = `${match[3]}-${month}-${day}`;
  // Date.UTC rolls 31-Feb over to March; comparing back rejects such dates.
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * AMFI NAV text -> canonical exact decimal string, or null for 'N.A.' and anything unreadable.
 * Kept as text so that no NAV ever passes through a binary float on its way to the database.
 * '10.' (seen in the files) becomes '10'; '.5' becomes '0.5'; leading zeros go.
 */
export function normaliseNav(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '') || '0';
  const fraction = match[2] ?? '';
  return fraction ? `${whole}.${fraction}` : whole;
}

/** '-' (AMFI's "no ISIN") and blanks become null. */
export function readIsin(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === '-' ? null : trimmed;
}
