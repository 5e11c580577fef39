/**
 * Sends the browser to another site (Mercado Pago's checkout page): a full navigation, the store's
 * page is left. Only http(s) addresses are followed, so an answer can never run a `javascript:` one.
 * Its own module, so component tests can see where the page would have gone.
 */
export function leaveSiteTo(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  window.location.assign(url);
  return true;
}
