import Head from 'next/head';
import { useRouter } from 'next/router';
import CartSummary from './CartSummary';
import CartTopLine from './CartTopLine';
import LinkedCart, { LINK_TITLE } from './LinkedCart';
import { ORDERS_TITLE, SUMMARY_TITLES, type SummaryKind } from './summaryKinds';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * A summary page's address: /cart/summary?cid=&u=&payment= for the new types (?checkout= for a confirmed checkout's
 * receipt), /portfolio/{type}/summary?s=&u= for
 * the old ones (?session_id= too: the cart service's POST /link spells it so); /cart/summary?token= is the cart an
 * advisor sent the investor. The query is read once the router is ready, so the first render shows the loading state.
 */
export default function SummaryPage({ kind }: { kind: SummaryKind }) {
  const { query, isReady } = useRouter();
  // Next's router says isReady false until the query is known; test routers leave it out.
  const ready = isReady !== false;
  const token = kind === 'new' ? one(query.token) : null;
  const ordered = kind === 'new' && Boolean(one(query.checkout) ?? one(query.payment));
  const title = token ? LINK_TITLE : ordered ? ORDERS_TITLE : SUMMARY_TITLES[kind];
  return (
    <>
      {/* Until the query is known; then each state's SummaryFrame titles the document with what it shows. */}
      {!ready && (
        <Head>
          <title>{`${title} | ZF`}</title>
        </Head>
      )}
      {/* /cart/summary is bare (no site header): its own line says whose cart it is and leads back. */}
      {kind === 'new' && ready && <CartTopLine routeUserId={one(query.u)} linked={Boolean(token)} />}
      {ready && token && <LinkedCart token={token} />}
      {ready && !token && (
        <CartSummary
          kind={kind}
          cartRef={one(kind === 'new' ? query.cid : (query.s ?? query.session_id))}
          routeUserId={one(query.u)}
          paymentId={one(query.payment)}
          checkoutId={kind === 'new' ? one(query.checkout) : null}
        />
      )}
    </>
  );
}
