// Inputs of the advisor profile calls: the stage bodies and EUINs follow the shared rules
// (utils/validation/expertProfile.ts, advisorProfile.ts); the payout account follows the KYC bank rules.
import { z } from 'zod';
export {
  employeeSchema as employeeBody,
  profileStage1Schema as stage1Body,
  profileStage2Schema as stage2Body,
  profileStage3Schema as stage3Body,
} from '../../../../utils/validation/advisorProfile';
export { bankAccountSchema as payoutAccountBody } from '../../../../utils/validation/kyc';

export const employeeParam = z.object({ id: z.uuid({ error: 'Employee not found' }) });
