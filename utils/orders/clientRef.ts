/**
 * A fresh idempotency key for one "Add" (the cart adds an item once per key). randomUUID exists only in secure
 * contexts (https, localhost); a demo opened over plain http on a LAN address still has getRandomValues.
 */
export function newClientRef(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
