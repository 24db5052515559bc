// The ARN register the backend uses. Only the sandbox exists: a real adapter (AMFI's ARN search) would sit
// beside it behind the same interface.
import { createSandboxArnRegistry } from './sandbox';
import type { ArnRegistry } from './types';

export type { ArnCheck, ArnRegistry } from './types';
export {
  SANDBOX_LAPSED_SUFFIX,
  SANDBOX_LAPSED_TILL,
  SANDBOX_UNKNOWN_SUFFIX,
  createSandboxArnRegistry,
  sandboxValidTill,
} from './sandbox';

export function createArnRegistry(): ArnRegistry {
  return createSandboxArnRegistry();
}
