// Payment and mandate providers. Only the sandbox exists: no production adapter is written that cannot be tested
// here; a real gateway implements PaymentProvider and is picked here by configuration.
import type { AppConfig } from '../../config';
import { createSandboxPayments } from './sandbox';
import type { PaymentProvider } from './types';

export type * from './types';
export { createSandboxPayments, DECLINED_VPA, DECLINED_REASON, SANDBOX_PAYEE_VPA, enachRegistersAt } from './sandbox';

export function createPaymentProvider(config: Pick<AppConfig, 'paymentsSecret' | 'nodePublicBase'>): PaymentProvider {
  return createSandboxPayments({ secret: config.paymentsSecret, nodePublicBase: config.nodePublicBase });
}
