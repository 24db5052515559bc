// Types of backend.mjs for the TypeScript benches.
/** Raised OTP send limits for benches that log in on every run. */
export const BENCH_OTP_LIMITS: Record<string, string>;
export function startBackend(port: number, env?: Record<string, string>): string;
/** Stops every backend started; resolves once they have exited. */
export function stopBackend(): Promise<void[]>;
export function waitForHealth(url: string, ms: number): Promise<void>;
