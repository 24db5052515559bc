/** Hands the window to an outside page (DigiLocker, e-sign): the same window, as the providers expect. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
