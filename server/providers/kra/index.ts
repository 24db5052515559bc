// The KRA the backend uses. Only the sandbox exists: a real adapter (CVL, NDML, CAMS KRA…) would sit beside it
// behind the same interface.
import type { AppConfig } from '../../config';
import { createSandboxKra } from './sandbox';
import type { KraProvider } from './types';

export type { KraAddress, KraDecision, KraLookup, KraProvider, KraStatus } from './types';
export {
  KRA_HOLD_REASON,
  KRA_REJECT_REASON,
  SANDBOX_KRA_RECORD,
  createSandboxKra,
} from './sandbox';

export function createKraProvider(config: Pick<AppConfig, 'kraDelaySeconds'>): KraProvider {
  return createSandboxKra(config.kraDelaySeconds);
}
