// The query parameters that change how a page behaves (noHeader, mob, mlang, token, lang, source),
// read in one place.

export type RawQuery = Record<string, string | string[] | undefined>;

export interface PageQuery {
  /** Hide the header (and, on header-only pages, everything): embedded views in partner apps. */
  noHeader: boolean;
  /** Rendered inside the mobile app: use the mobile layout whatever the viewport. */
  mob: boolean;
  /** Language the mobile app asks for. */
  mlang: string | null;
  /** A one-time token handed over by the mobile app for verify-by-token login. */
  token: string | null;
  /** Content language asked for in the URL. */
  lang: string | null;
  /** The visitor came from a cart (source=cart). */
  fromCart: boolean;
}

function first(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined ? null : v;
}

/** A flag is on when present with no value, or with 'true', '1', 'y' or 'yes'. */
function flag(value: string | string[] | undefined): boolean {
  const v = first(value);
  if (v === null) return false;
  return ['', 'true', '1', 'y', 'yes'].includes(v.trim().toLowerCase());
}

function text(value: string | string[] | undefined): string | null {
  const v = first(value)?.trim();
  return v ? v : null;
}

export function readPageQuery(query: RawQuery | URLSearchParams): PageQuery {
  const q: RawQuery =
    query instanceof URLSearchParams ? Object.fromEntries(query.entries()) : query;
  return {
    noHeader: flag(q.noHeader),
    mob: flag(q.mob),
    mlang: text(q.mlang),
    token: text(q.token),
    lang: text(q.lang),
    fromCart: first(q.source) === 'cart',
  };
}
