import Head from 'next/head';
import { useRouter } from 'next/router';
import CartSummary from './CartSummary';
import { SUMMARY_TITLES, type SummaryKind } from './summaryKinds';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * A summary page's address: /cart/summary?cid=&u=&payment= for the new types, /portfolio/{type}/summary?s=&u= for
 * the old ones. The query is read once the router is ready, so the first render shows the loading state.
 */
export default function SummaryPage({ kind }: { kind: SummaryKind }) {
  const { query, isReady } = useRouter();
  // Next's router says isReady false until the query is known; test routers leave it out.
  const ready = isReady !== false;
  const title = SUMMARY_TITLES[kind];
  return (
    <>
      <Head>
        <title>{`${title} | ZF`}</title>
      </Head>
      {ready && (
        <CartSummary
          kind={kind}
          cartRef={one(kind === 'new' ? query.cid : query.s)}
          routeUserId={one(query.u)}
          paymentId={one(query.payment)}
        />
      )}
    </>
  );
}
