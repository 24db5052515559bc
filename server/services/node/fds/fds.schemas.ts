// Inputs of the FD calls; the booking and payment bodies are the shared schemas the booking screen uses too.
import { z } from 'zod';

export { fdBookingSchema as bookingBody, fdPaySchema as payBody } from '../../../../utils/validation/fds';

export const productParam = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'This fixed deposit is not offered' }),
});
export const userParam = z.object({ userId: z.uuid({ error: 'Please send the user id of the investor' }) });
export const bookingParam = z.object({ id: z.uuid({ error: 'No such booking' }) });
