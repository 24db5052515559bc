// Tells the web app which fund pages an import changed, so that its render cache rebuilds them at once instead of
// waiting for their lifetime to run out. WEB_REVALIDATE_URL (e.g. http://127.0.0.1:3000/api/revalidate) names
// the web app; without it nothing is sent (a backend without a web app of ours in front). A failed call never
// fails the import: the pages' own lifetime is the safety net.
import { REVALIDATE_BATCH, REVALIDATE_SECRET_HEADER, type RevalidateRequest, loadRevalidateSecret } from '../../utils/funds/revalidation';

export interface NotifyOptions {
  url?: string;
  secret?: string;
  fetch?: typeof fetch;
}

export interface NotifyResult {
  sent: number;
  failed: number;
}

export async function notifyChangedPages(slugs: readonly string[], options: NotifyOptions = {}): Promise<NotifyResult | null> {
  const url = options.url ?? process.env.WEB_REVALIDATE_URL;
  if (!url) return null;
  const secret = options.secret ?? loadRevalidateSecret();
  const send = options.fetch ?? fetch;
  const batches: RevalidateRequest[] = [];
  for (let i = 0; i < slugs.length; i += REVALIDATE_BATCH) batches.push({ slugs: slugs.slice(i, i + REVALIDATE_BATCH) });
  // The fund list's views show the same NAVs and returns: the first call rebuilds them too.
  if (batches.length > 0) batches[0].lists = true;
  const result: NotifyResult = { sent: 0, failed: 0 };
  for (const body of batches) {
    const ok = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
      body: JSON.stringify(body),
    }).then((res) => res.ok, () => false);
    const count = body.slugs?.length ?? 0;
    if (ok) result.sent += count;
    else result.failed += count;
  }
  return result;
}
