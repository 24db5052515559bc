// Inputs of the SIP and mandate centre's calls (docs/DESK.md "SIP and mandate centre").
import { z } from 'zod';
import { SIP_CENTRE_TABS } from '../../../../utils/orders/sipCentre';

export const sipCentreQuery = z.object({
  tab: z.enum(SIP_CENTRE_TABS).default('all'),
  client: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const sipParam = z.object({ sipId: z.uuid() });

export type SipCentreQueryIn = z.output<typeof sipCentreQuery>;
