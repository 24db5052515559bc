// Inputs of the bank calls: the account itself follows the shared KYC rules (utils/validation/kyc.ts).
import { z } from 'zod';
import { bankAccountSchema, ifscSchema } from '../../../../utils/validation/kyc';

const userId = z.uuid({ error: 'user_id is not valid' });
const accountId = z.uuid({ error: 'bank_account_id is not valid' });

export const addBankAccountBody = z
  .object({ user_id: userId, is_primary: z.boolean().optional() })
  .and(bankAccountSchema);

export const accountBody = z.object({ user_id: userId, bank_account_id: accountId });

export const pennyDropResponseBody = z.object({
  user_id: userId,
  reference: z.string().trim().min(1).max(64),
});

export const ifscParam = z.object({ ifsc: ifscSchema });
