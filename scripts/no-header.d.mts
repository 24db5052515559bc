import type { IncomingMessage, ServerResponse } from 'node:http';

/** Whether the address asks for no site header (?noHeader as a flag, or the distributor's marker in the path). */
export function hidesHeader(url: string | undefined): boolean;
export function withoutSiteHeader(html: string): string;
/** true when the answer will lose its header (the request is then asked for uncompressed and in full). */
export function prepareRequest(req: IncomingMessage): boolean;
export function dropSiteHeader(req: IncomingMessage, res: ServerResponse): void;
