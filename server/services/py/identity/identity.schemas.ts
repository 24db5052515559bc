// Inputs of the DigiLocker and e-sign calls.
import { z } from 'zod';

/**
 * Where the provider sends the browser back: a path of the web app's KYC pages only (`/kyc`, `/kyc/...`,
 * `/kyc?...`), never an address elsewhere, so the round trip cannot be turned into an open redirect. No '#':
 * the answer is appended as a query parameter.
 */
export const RETURN_PATH_PATTERN = /^\/kyc(?:[/?][A-Za-z0-9\-._~/?=&%]*)?$/;
export const RETURN_PATH_MESSAGE =
  'return_path must be a path of the KYC pages, like /kyc/bank_details';
export const DEFAULT_RETURN_PATH = '/kyc';

const returnPath = z
  .string()
  .trim()
  .max(200, { error: RETURN_PATH_MESSAGE })
  .regex(RETURN_PATH_PATTERN, { error: RETURN_PATH_MESSAGE })
  .refine((p) => !p.includes('//'), { error: RETURN_PATH_MESSAGE })
  .default(DEFAULT_RETURN_PATH);

export const userIdParam = z.object({ id: z.uuid({ error: 'user id is not valid' }) });

/** user_name is what the spec's client sends; the consent page names the person from our records instead. */
export const digilockerQuery = z.object({
  user_name: z.string().trim().max(100).optional(),
  return_path: returnPath,
});
export const digilockerBody = z
  .object({ user_name: z.string().trim().max(100).optional() })
  .loose();

export const esignBody = z.object({ return_path: returnPath }).loose();

export const sandboxParams = z.object({
  kind: z.enum(['digilocker', 'esign']),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

export const decisionForm = z.object({ decision: z.enum(['allow', 'deny']) });
