// The advisor profile calls as the web app makes them: the token in an `authorization: Bearer` header.
import { type KycPeople, createKycPeople } from '../../../support/kycApp';
import { type LoginApp, type Session, call } from '../../../support/loginApp';

export type { KycPeople };
export { createKycPeople };

export const bearer = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

export function profileCalls(t: LoginApp) {
  const base = '/node/expert/profile';
  return {
    get: (s: Session, path = '') => call(t, 'GET', `${base}${path}`, undefined, bearer(s)),
    put: (s: Session, path: string, body: unknown) => call(t, 'PUT', `${base}${path}`, body, bearer(s)),
    post: (s: Session, path: string, body: unknown) => call(t, 'POST', `${base}${path}`, body, bearer(s)),
    del: (s: Session, path: string) => call(t, 'DELETE', `${base}${path}`, undefined, bearer(s)),
  };
}

export const stage1 = (extra: Record<string, unknown> = {}) => ({
  arn: '318204',
  address: '14 Residency Road, Bengaluru 560025',
  about: 'First SIPs for young professionals.',
  experience: '3',
  no_of_clients: '12',
  aum: '2500000',
  isUpdateStage: true,
  ...extra,
});
