// Inputs of the python KYC call.
import { z } from 'zod';

export const userParam = z.object({
  id: z.uuid({ error: 'Please send the user id of the investor' }),
});
/** The only action the web app sends: submit the completed KYC to the KRA. */
export const updateBody = z.object({
  action: z.literal('submit', { error: "action must be 'submit'" }),
});
