// The sandbox's pages (UPI app, QR, bank page, mandate registration): plain HTML, every value escaped (hono/html),
// no script, and a policy that allows only its own style block and posting its forms back to the same origin.
// Each button posts a signed callback, exactly what the gateway itself would send.
import { html } from 'hono/html';
import { sandboxShell } from '../sandboxHtml';
import type { CallbackFields, CallbackOutcome, CallbackSubject, PaymentProvider } from './types';

const SHELL = sandboxShell(`.actions{display:flex;gap:1rem;margin-top:1.5rem;flex-wrap:wrap}button{font:inherit;padding:.7rem 1.6rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer;background:#fff;color:#1d4ed8}
.primary{background:#1d4ed8;color:#fff}`);

export const PAYMENT_PAGE_CSP = SHELL.csp;
const page = SHELL.page;

export interface PageButton {
  outcome: CallbackOutcome;
  label: string;
  primary?: boolean;
}

function button(fields: CallbackFields, callbackUrl: string, choice: PageButton) {
  return html`<form method="post" action="${callbackUrl}">
    <input type="hidden" name="subject" value="${fields.subject}" />
    <input type="hidden" name="id" value="${fields.id}" />
    <input type="hidden" name="outcome" value="${fields.outcome}" />
    <input type="hidden" name="nonce" value="${fields.nonce}" />
    <input type="hidden" name="signature" value="${fields.signature}" />
    <button type="submit" class="${choice.primary ? 'primary' : ''}">${choice.label}</button>
  </form>`;
}

export interface SandboxPageInput {
  provider: Pick<PaymentProvider, 'signCallback'>;
  subject: CallbackSubject;
  id: string;
  title: string;
  /** Lines shown above the buttons (amount, UPI ID, QR intent…). */
  lines: string[];
  buttons: PageButton[];
  callbackUrl: string;
}

export function sandboxPage(input: SandboxPageInput) {
  const forms = input.buttons.map((choice) =>
    button(input.provider.signCallback(input.subject, input.id, choice.outcome), input.callbackUrl, choice),
  );
  return page(
    `${input.title} (Sandbox)`,
    html`<p class="badge">Sandbox: no real money moves</p>
      <h1>${input.title}</h1>
      ${input.lines.map((line) => html`<p>${line}</p>`)}
      <div class="actions">${forms}</div>`,
  );
}

export function sandboxMessagePage(title: string, message: string) {
  return page(`${title} (Sandbox)`, html`<p class="badge">Sandbox</p><h1>${title}</h1><p>${message}</p>`);
}
