/** The folio page of one folio and scheme; `u` lets the client guard send a stale link to the selected client. */
export function folioHref(userId: string, folioId: string, schemeCode: string): string {
  const query = new URLSearchParams({ folio: folioId, scheme: schemeCode, u: userId });
  return `/portfolio/folio-details?${query.toString()}`;
}
