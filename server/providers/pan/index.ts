// The PAN service the backend uses. Only the sandbox exists: a real adapter (NSDL/Protean PAN verification)
// would sit beside it behind the same interface.
import { createSandboxPan } from './sandbox';
import type { PanProvider } from './types';

export type { PanCheck, PanProvider, PanStatus } from './types';
export { SANDBOX_OTHER_NAME, createSandboxPan, panDigits } from './sandbox';

export function createPanProvider(): PanProvider {
  return createSandboxPan();
}
