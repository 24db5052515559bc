// The market and SEO services as the fund pages' server-side loading sees them, recording what was asked.
import { http, HttpResponse } from 'msw';
import { forgetFilterMeta } from '@/components/funds/sharedFilterMeta';
import { at } from '../../mocks/handlers/at';
import { server } from '../../mocks/server';
import { LIST, META, PARAG, PARAG_RETURNS, UTI_NIFTY, UTI_RETURNS } from './fixtures';

const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });
const missing = (ref: string) =>
  HttpResponse.json({ status: 'failed', message: `No fund "${ref}"` }, { status: 404 });

/** The list queries the service received, as plain objects. */
export const listQueries: Record<string, string>[] = [];
/** The SEO metadata pages asked for. */
export const seoPages: string[] = [];
/** How many times the filter values were asked for. */
export const metaCalls = { count: 0 };

export function serveMarket({ listFails = false, metaFails = false } = {}) {
  listQueries.length = 0;
  seoPages.length = 0;
  metaCalls.count = 0;
  // Each test starts without the filter values an earlier render kept.
  forgetFilterMeta();
  server.use(
    http.get(at('node', '/seo/:page'), ({ params }) => {
      seoPages.push(String(params.page));
      return params.page === 'mutual-funds'
        ? ok({
            page: 'mutual-funds',
            title: 'Mutual funds online | ZF',
            description: 'Written by our editors.',
          })
        : HttpResponse.json(
            { status: 'failed', message: 'No SEO metadata for this page' },
            { status: 404 },
          );
    }),
    http.get(at('market', '/funds'), ({ request }) => {
      listQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      if (listFails)
        return HttpResponse.json({ status: 'failed', message: 'down' }, { status: 500 });
      return ok(LIST);
    }),
    http.get(at('market', '/funds/meta/filters'), () => {
      metaCalls.count += 1;
      if (metaFails) return HttpResponse.json({ status: 'failed', message: 'down' }, { status: 500 });
      return ok(META);
    }),
    http.get(at('market', '/funds/:ref'), ({ params }) => {
      const ref = String(params.ref);
      if (ref === PARAG.slug || ref === '122640') return ok(PARAG);
      if (ref === UTI_NIFTY.slug) return ok(UTI_NIFTY);
      return missing(ref);
    }),
    http.get(at('market', '/funds/:code/returns'), ({ params }) =>
      ok(params.code === '122640' ? PARAG_RETURNS : UTI_RETURNS),
    ),
  );
}

