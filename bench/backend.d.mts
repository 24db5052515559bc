// Types of backend.mjs for the TypeScript benches.
export function startBackend(port: number, env?: Record<string, string>): string;
export function stopBackend(): void;
export function waitForHealth(url: string, ms: number): Promise<void>;
