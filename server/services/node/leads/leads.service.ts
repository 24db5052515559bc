// Lead enquiries are public, so a form anyone can post to must not fill the partner team's call list: at most
// LEAD_LIMIT enquiries per client address an hour, counted on the leads table itself.
import type { Db } from '../../../db/client';
import { enforceCount } from '../../../limits/rateLimit';
import { countLeadsFromAddress } from './leads.repo';

export const LEAD_LIMIT = 5;
export const LEAD_WINDOW_MS = 60 * 60 * 1000;

export const TOO_MANY_LEADS = 'You have sent several requests already. Please try again in an hour.';

export async function assertUnderLeadLimit(db: Db, key: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LEAD_WINDOW_MS);
  enforceCount(await countLeadsFromAddress(db, key, since), { max: LEAD_LIMIT, windowMs: LEAD_WINDOW_MS }, TOO_MANY_LEADS);
}
