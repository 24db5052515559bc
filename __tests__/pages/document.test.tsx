/**
 * @jest-environment node
 */
// The Content-Security-Policy nonce: a page rendered for one request (getServerSideProps) carries a fresh nonce in
// its HTML and in its policy; a page kept in the render cache (getStaticProps) carries none, and keeps the policy
// without a nonce that next.config.js gives every answer.
import type { DocumentContext, DocumentProps } from 'next/dist/shared/lib/utils';
import type { ReactElement } from 'react';
import ZfDocument from '@/pages/_document';
import { contentSecurityPolicy } from '@/utils/contentSecurity';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js');

type Element = ReactElement<{ nonce?: string; children?: Element | Element[] }>;

async function renderDocument(kind: 'gssp' | 'gsp', cacheControl?: string) {
  const headers: Record<string, string> = {};
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => (name.toLowerCase() === 'cache-control' ? cacheControl : undefined),
  };
  const ctx = {
    res,
    req: { headers: {} },
    defaultGetInitialProps: async () => ({ html: '', head: [], styles: [] }),
  } as unknown as DocumentContext;
  const initial = await ZfDocument.getInitialProps(ctx);
  const props = { ...initial, __NEXT_DATA__: { [kind]: true } } as unknown as DocumentProps;
  const html = new ZfDocument(props).render() as Element;
  const [head, body] = html.props.children as Element[];
  const script = (body.props.children as Element[])[1];
  return { headers, headNonce: head.props.nonce, scriptNonce: script.props.nonce };
}

describe('the page’s script nonce', () => {
  it('is fresh for each answer rendered per request, in the HTML and in its own policy', async () => {
    const first = await renderDocument('gssp');
    const second = await renderDocument('gssp');
    expect(first.headNonce).toMatch(/^[A-Za-z0-9+/=]{24,}$/);
    expect(first.scriptNonce).toBe(first.headNonce);
    expect(first.headers['content-security-policy']).toBe(contentSecurityPolicy({ nonce: first.headNonce }));
    expect(second.headNonce).not.toBe(first.headNonce);
  });

  it('is left out of an answer rendered per request that shared caches may keep, which keeps the shared policy', async () => {
    const shared = await renderDocument('gssp', 'public, s-maxage=300, stale-while-revalidate=86400');
    expect(shared.headNonce).toBeUndefined();
    expect(shared.scriptNonce).toBeUndefined();
    expect(shared.headers).toEqual({});
    // An answer nobody may keep (the fund list when it failed) still gets its own.
    const failed = await renderDocument('gssp', 'no-store');
    expect(failed.headNonce).toMatch(/^[A-Za-z0-9+/=]{24,}$/);
  });

  it('is left out of a page kept in the render cache, whose policy stays the shared one', async () => {
    const cached = await renderDocument('gsp');
    expect(cached.headNonce).toBeUndefined();
    expect(cached.scriptNonce).toBeUndefined();
    expect(cached.headers).toEqual({});
  });

  it('is absent from the policy next.config.js gives every answer, which is otherwise the same', async () => {
    const [all] = (await nextConfig.headers()) as { source: string; headers: { key: string; value: string }[] }[];
    expect(all.source).toBe('/:path*');
    expect(all.headers).toContainEqual({ key: 'Content-Security-Policy', value: contentSecurityPolicy() });
  });
});
