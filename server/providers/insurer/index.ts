// Health insurance quotes and payments. Only the sandbox exists: a real insurer implements InsurerProvider and is
// picked here by configuration (no production adapter is written that cannot be tested here).
import type { AppConfig } from '../../config';
import { createSandboxInsurer } from './sandbox';
import type { InsurerProvider } from './types';

export type * from './types';
export { PAYMENT_OPTIONS } from './types';
export { ALL_COVERS, planById } from './catalogue';
export { ILLNESSES } from './pricing';
export { cityTier } from './cities';

export function createInsurerProvider(config: Pick<AppConfig, 'authSecret' | 'pyPublicBase'>): InsurerProvider {
  return createSandboxInsurer({ authSecret: config.authSecret, pyPublicBase: config.pyPublicBase });
}
