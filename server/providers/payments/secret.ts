// The secret that signs payment and mandate callbacks: PAYMENTS_SECRET, else a file generated once beside the
// other secrets (so a restart, or a second backend copy, verifies what the first one signed).
import path from 'node:path';
import { readOrCreateSecretFile } from '../../../utils/session/secret';

const MIN_SECRET_LENGTH = 32;

export function loadPaymentsSecret(env: Record<string, string | undefined>): string {
  const fromEnv = env.PAYMENTS_SECRET;
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`PAYMENTS_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return fromEnv;
  }
  return readOrCreateSecretFile(path.resolve(env.DATA_DIR || '.data', 'payments-secret'));
}
