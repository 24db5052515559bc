import Document, { type DocumentContext, type DocumentInitialProps, Html, Head, Main, NextScript } from 'next/document';
import { contentSecurityPolicy, cspHeaderName } from '@/utils/contentSecurity';

interface Props extends DocumentInitialProps {
  /** A fresh nonce, for an answer rendered for one request; none for pages pre-rendered at build time. */
  nonce?: string;
  /** Gives this answer the nonce's policy in place of next.config.js's policy without a nonce. */
  applyPolicy?: () => void;
}

function isSharedAnswer(cacheControl: string | number | string[] | undefined): boolean {
  return String(cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .some((directive) => directive.trim() === 'public');
}

export default class ZfDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const { res } = ctx;
    // An answer that shared caches may keep (Cache-Control: public, set by the page's getServerSideProps before the
    // document renders) goes to many people, as a render-cache page does: its nonce would repeat, so it has none
    // and keeps the stricter policy without one (the fund list's views are kept by the web server itself:
    // scripts/page-cache.mjs).
    if (!res || isSharedAnswer(res.getHeader?.('Cache-Control'))) return initial;
    const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
    const policy = contentSecurityPolicy({ nonce, development: process.env.NODE_ENV === 'development' });
    const applyPolicy = () => {
      if (!res.headersSent) res.setHeader(cspHeaderName(process.env.CSP_REPORT_ONLY === '1'), policy);
    };
    return { ...initial, nonce, applyPolicy };
  }

  render() {
    const { __NEXT_DATA__: data, applyPolicy } = this.props;
    // Only getServerSideProps renders an answer for one request. A getStaticProps page is kept in the render cache
    // and served to many: a nonce in its HTML would be stale for everyone after the first (and is not needed).
    // (getInitialProps gives no nonce to a getServerSideProps answer that shared caches may keep, for that reason.)
    const perRequest = data.gssp === true || process.env.NODE_ENV === 'development';
    if (perRequest) applyPolicy?.();
    const nonce = perRequest ? this.props.nonce : undefined;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          <link rel="icon" href="/favicon.ico" />
          <meta name="theme-color" content="#0b5c6b" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
