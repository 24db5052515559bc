// Limits of one event-tracking batch, kept by the web app's queue and enforced by the backend.
export const EVENTS_PER_BATCH = 100;
export const EVENT_MAX_BYTES = 2048;

/** Size of an event as the JSON the batch carries. */
export function eventBytes(event: unknown): number {
  return new TextEncoder().encode(JSON.stringify(event)).length;
}
