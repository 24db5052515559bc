// The sandbox consent page: names are escaped, and its policy lets exactly its own style block through.
import { createHash } from 'node:crypto';
import { SANDBOX_PAGE_CSP, consentPage, createSandboxIdentity } from '@/server/providers/identity';

describe('sandbox consent page', () => {
  it('escapes the name it shows', async () => {
    const page = String(await consentPage('digilocker', '<img src=x onerror=alert(1)> & Co'));
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(page).not.toContain('<img');
  });

  it('hashes its own style block into the policy, so the page is styled and nothing else runs', async () => {
    const page = String(await consentPage('esign', 'Asha Verma'));
    const style = page.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(SANDBOX_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(SANDBOX_PAGE_CSP).toContain("default-src 'none'");
  });
});

describe('sandbox identity providers', () => {
  it('answer as the real ones do: success / aadhar_sign_success, or denied', () => {
    const digilocker = createSandboxIdentity('digilocker', '/api/py');
    const esign = createSandboxIdentity('esign', '/api/py');
    expect([digilocker.resultOf('allow'), digilocker.resultOf('deny')]).toEqual([
      'success',
      'denied',
    ]);
    expect([esign.resultOf('allow'), esign.resultOf('deny')]).toEqual([
      'aadhar_sign_success',
      'denied',
    ]);
    expect(esign.consentUrl('abc')).toBe('/api/py/identity/sandbox/esign/abc');
  });
});
