/** Leaves the site for the insurer's payment page (its own module so that tests can watch it). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
