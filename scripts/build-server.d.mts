// Types of build-server.mjs for the TypeScript benches.
export const SERVER_BUNDLE: string;
export function buildServer(): Promise<string>;
