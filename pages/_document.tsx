import Document, { type DocumentContext, type DocumentInitialProps, Html, Head, Main, NextScript } from 'next/document';
import { contentSecurityPolicy, cspHeaderName } from '@/utils/contentSecurity';

interface Props extends DocumentInitialProps {
  /** A fresh nonce, for an answer rendered for one request; none for pages pre-rendered at build time. */
  nonce?: string;
  /** Gives this answer the nonce's policy in place of next.config.js's policy without a nonce. */
  applyPolicy?: () => void;
}

export default class ZfDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const { res } = ctx;
    if (!res) return initial;
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
