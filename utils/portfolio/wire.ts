// The portfolio statement's calls (docs/PORTFOLIO.md "Statement"): what the browser sends and what it gets back.
// The server parses the same schema, so a bad period is refused with the same words on both sides.
import { z } from '../validation/z';
import { isoDateSchema } from '../validation/cart';
import { financialYear } from './capitalGains';

export const STATEMENT_MESSAGES = {
  fromAfterTo: 'The period must start on or before its last day',
  fy: 'The financial year is written like 2025-26',
  linkGone: 'This statement link has already been used. Ask for a new one.',
  linkExpired: 'This statement link has expired. Ask for a new one.',
  linkNotFound: 'This statement link is not valid',
} as const;

/** `from`/`to` default to the financial year to date, `fy` to the current financial year (the server's today). */
export const statementQuery = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    fy: z
      .string()
      .refine((fy) => financialYear(fy) !== null, { error: STATEMENT_MESSAGES.fy })
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: STATEMENT_MESSAGES.fromAfterTo, path: ['from'] });

export type StatementQuery = z.input<typeof statementQuery>;

/** The answer to a link request: the path on the web origin (the browser makes it absolute) and its expiry. */
export interface StatementLink {
  path: string;
  expires_at: string;
  from: string;
  to: string;
  fy: string;
}

/** The one-time link's page on the web app; the download itself is `/api/node/portfolio/statement-links/{token}`. */
export const statementLinkPath = (token: string) => `/statement/${token}`;
export const statementDownloadPath = (token: string) => `/api/node/portfolio/statement-links/${encodeURIComponent(token)}`;
