import Document, { type DocumentContext, type DocumentInitialProps, Html, Head, Main, NextScript } from 'next/document';
import { NONCE_HEADER } from '@/utils/contentSecurity';

interface Props extends DocumentInitialProps {
  /** The Content-Security-Policy nonce middleware.ts made for this answer; none for pages pre-rendered at build time. */
  nonce?: string;
}

export default class ZfDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const header = ctx.req?.headers[NONCE_HEADER];
    return { ...initial, nonce: typeof header === 'string' ? header : undefined };
  }

  render() {
    const { nonce } = this.props;
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
