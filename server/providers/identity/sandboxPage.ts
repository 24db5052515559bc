// The sandbox consent page: plain HTML, every value escaped (hono/html), no script at all, and a policy that
// allows nothing but its own style block and posting its form back to the same origin.
import { html } from 'hono/html';
import type { IdentitySessionKind } from '../../db/schema/kyc';
import { sandboxShell } from '../sandboxHtml';

const TITLE: Record<IdentitySessionKind, string> = {
  digilocker: 'DigiLocker',
  esign: 'Aadhaar e-sign',
};
const ASK: Record<IdentitySessionKind, string> = {
  digilocker: 'share the details of your Aadhaar from DigiLocker with ZF for your KYC',
  esign: 'sign your KYC modification form with Aadhaar',
};

const SHELL = sandboxShell(`form{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.7rem 1.6rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
.allow{background:#1d4ed8;color:#fff}.deny{background:#fff;color:#1d4ed8}`);

/** The page's own header: nothing loads from anywhere, only the style block above runs, forms post to us only. */
export const SANDBOX_PAGE_CSP = SHELL.csp;
const page = SHELL.page;

export function consentPage(kind: IdentitySessionKind, personName: string) {
  const name = TITLE[kind];
  return page(
    `${name} (sandbox)`,
    html`<p class="badge">SANDBOX: this is not the real ${name}</p>
      <h1>${name}</h1>
      <p>This test page stands in for ${name}. No Aadhaar data is read, signed or sent anywhere.</p>
      <p><strong>${personName}</strong>, do you allow ZF to ${ASK[kind]}?</p>
      <form method="post">
        <button class="allow" type="submit" name="decision" value="allow">Allow</button>
        <button class="deny" type="submit" name="decision" value="deny">Deny</button>
      </form>`,
  );
}

export function usedLinkPage(kind: IdentitySessionKind, expired: boolean) {
  const name = TITLE[kind];
  const why = expired ? 'This link has expired.' : 'This link was already used.';
  return page(
    `${name} (sandbox)`,
    html`<p class="badge">SANDBOX</p>
      <h1>${why}</h1>
      <p>Each ${name} link works once. Go back to your KYC and start ${name} again.</p>`,
  );
}

export function unknownLinkPage() {
  return page(
    'Link not found',
    html`<h1>This link is not valid.</h1>
      <p>Go back to your KYC and start again.</p>`,
  );
}

export function noDecisionPage() {
  return page(
    'Allow or deny',
    html`<h1>Please press Allow or Deny.</h1>
      <p>Go back to the previous page to answer.</p>`,
  );
}
