// The shell of every sandbox page (identity consent, payment, mandate): plain HTML, no script, one style block
// allowed by its hash, forms that post back to the same origin only.
import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';

const BASE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;background:#fff4d6;color:#7a4b00;border:1px solid #e8c36a;border-radius:6px;padding:.25rem .6rem;font-weight:700}`;

export interface SandboxShell {
  /** The Content-Security-Policy the pages must be served with. */
  csp: string;
  page(title: string, body: ReturnType<typeof html>): ReturnType<typeof html>;
}

export function sandboxShell(extraStyle: string): SandboxShell {
  const style = `${BASE_STYLE}\n${extraStyle}`;
  // Built outside the html template so that formatting the template can never change the hashed text.
  const styleElement = raw(`<style>${style}</style>`);
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${styleElement}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
  return { csp, page };
}
