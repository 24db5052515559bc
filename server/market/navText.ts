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
  return isIsoDate(iso) ? iso : null;
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

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * `Date,NAV` history file (ISO dates) -> points. Strict, unlike NAVAll: these files are our own processed
 * copy, so a bad line is a defect to report with its line number, not AMFI noise to step over.
 */
export function parseNavHistoryCsv(text: string): { date: string; nav: string }[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!/^date\s*,\s*nav$/i.test(lines[0]?.trim() ?? '')) {
    throw new Error(`A NAV history file starts with the header "Date,NAV", found "${(lines[0] ?? '').slice(0, 40)}"`);
  }
  const points: { date: string; nav: string }[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const [date = '', navText = '', ...rest] = line.split(',').map((f) => f.trim());
    const nav = normaliseNav(navText);
    if (rest.length > 0 || !isIsoDate(date) || nav === null) {
      throw new Error(`NAV history line ${i + 2} is not "YYYY-MM-DD,NAV": "${line.slice(0, 60)}"`);
    }
    points.push({ date, nav });
  });
  return points;
}
