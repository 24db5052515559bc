// Rebuilds cached pages after the market data changed. Called by the backend's AMFI import with the slugs whose
// NAV changed; only a caller holding the shared secret may ask (a rebuild costs a render per page).
import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { forgetFilterMeta } from '@/components/funds/sharedFilterMeta';
import { getFilterMeta } from '@/services/market.api';
import { listViewPaths } from '@/utils/funds/listViews';
import { fundPath } from '@/utils/funds/seo';
import { REVALIDATE_SECRET_HEADER, loadRevalidateSecret, revalidateRequestSchema } from '@/utils/funds/revalidation';

function holdsSecret(req: NextApiRequest): boolean {
  const given = Buffer.from(String(req.headers[REVALIDATE_SECRET_HEADER] ?? ''));
  const secret = Buffer.from(loadRevalidateSecret());
  return given.length === secret.length && timingSafeEqual(given, secret);
}

export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ status: 'failed', message: 'Method not allowed' });
  }
  if (!holdsSecret(req)) return res.status(401).json({ status: 'failed', message: 'Not allowed' });
  const parsed = revalidateRequestSchema.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ status: 'failed', message: 'Invalid request' });

  // The data changed: the list's renders ask for the filter values again (the rebuilt views below first).
  forgetFilterMeta();
  const paths = parsed.data.slugs.map(fundPath);
  if (parsed.data.lists) paths.push(...listViewPaths(await getFilterMeta()));
  let failed = 0;
  for (const path of paths) {
    // Only pages already in the cache are rebuilt: a page nobody asked for is rendered on its first request.
    await res.revalidate(path, { unstable_onlyGenerated: true }).catch(() => (failed += 1));
  }
  return res.status(200).json({ status: 'success', data: { revalidated: paths.length - failed, failed } });
}
