// What every page's structured data (schema.org JSON-LD) is made of: absolute addresses, the breadcrumb trail,
// and the script tag's text. Kept apart from any one feature's builders so that a page ships only its own.

export interface Crumb {
  name: string;
  path: string;
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** JSON for a <script> tag: '<' is escaped so no text can close the tag early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
