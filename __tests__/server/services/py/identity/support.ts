// Driving the DigiLocker and e-sign round trips as a browser would: the redirect_url, the sandbox page, the form.
import { as } from '../../../support/kycApp';
import type { LoginApp, Session } from '../../../support/loginApp';
import { call } from '../../../support/loginApp';

export function identityCalls(t: LoginApp) {
  return {
    digilockerUrl: (s: Session, userId: string, query = 'return_path=/kyc/bank_details') =>
      call(t, 'GET', `/py/identity/digilocker/url/${userId}/?${query}`, undefined, as(s)),
    esignUrl: (
      s: Session,
      userId: string,
      body: Record<string, unknown> = { return_path: '/kyc' },
    ) => call(t, 'POST', `/py/identity/esign/kyc/${userId}/`, body, as(s)),
    startModification: (s: Session, userId: string) =>
      call(t, 'POST', '/node/kyc/kycModification', { user_id: userId }, as(s)),
    modification: (s: Session, userId: string) =>
      call(t, 'GET', `/node/kyc/kycModification/${userId}`, undefined, as(s)),
  };
}

/** The path the backend serves a redirect_url at: the web origin's /api/py prefix is the rewrite's. */
export const backendPath = (redirectUrl: unknown) =>
  String(redirectUrl).replace(/^\/api\/py/, '/py');

export const openPage = (t: LoginApp, url: unknown) => t.app.request(backendPath(url));

export const answer = (t: LoginApp, url: unknown, decision: string) =>
  t.app.request(backendPath(url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  });
