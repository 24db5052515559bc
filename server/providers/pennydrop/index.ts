// The penny drop provider. Only the sandbox exists: no production gateway is written that cannot be tested here.
export type { PennyDropAccount, PennyDropOutcome, PennyDropProvider } from './types';
export { createSandboxPennyDrop } from './sandbox';
export { MATCH_THRESHOLD, nameMatchScore, namesMatch } from './nameMatch';
