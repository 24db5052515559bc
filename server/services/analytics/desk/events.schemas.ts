// The event-tracking batch: 1–100 events, each at most 2 KiB as JSON. The web app's tracking client keeps to the
// same limits (utils/tracking/limits.ts).
import { z } from 'zod';
import { isoDateSchema } from '../../../../utils/validation/cart';
import { EVENT_MAX_BYTES, EVENTS_PER_BATCH } from '../../../../utils/tracking/limits';

export { EVENT_MAX_BYTES, EVENTS_PER_BATCH };

const short = (max: number) => z.string().trim().min(1).max(max);

export const trackedEventSchema = z.object({
  event_type: short(64),
  device_id: short(128),
  event_properties: z
    .object({
      app_name: short(64),
      app_version: short(32),
      platform: z.literal('web'),
      screen_name: short(200).optional(),
    })
    .catchall(z.unknown()),
});

export const eventsBatchSchema = z.object({ events: z.array(trackedEventSchema).min(1).max(EVENTS_PER_BATCH) });

export const screenViewsQuery = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to', path: ['from'] });

export type TrackedEvent = z.output<typeof trackedEventSchema>;
