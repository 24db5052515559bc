import { http, HttpResponse } from 'msw';
import {
  emailAvailable,
  getKycDetails,
  isEligibleForMFCentral,
  kycDocCheck,
  savePersonalDetails,
  uploadDocument,
} from '@/services/kyc.api';
import { at } from '../mocks/handlers';
import { kycHandlers, kycMock, kycRecordFixture, personalDetailsFixture, resetKyc } from '../mocks/handlers/kyc';
import { server, setupMockServer } from '../mocks/server';
import { logInInvestor, serveFeature } from '../support/session';

setupMockServer();
serveFeature(kycHandlers, resetKyc);
beforeEach(() => logInInvestor('u-2'));
afterEach(() => jest.restoreAllMocks());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('kycdetails', () => {
  it('reads the top-level data and isDisabled', async () => {
    kycMock.records.set('u-2', kycRecordFixture('u-2', { kyc_status: 'submitted', navigate_to: 'product_page' }));
    const answer = await getKycDetails('u-2');
    expect(answer).toMatchObject({ status: 'success', isDisabled: true, data: { navigate_to: 'product_page' } });
  });

  it('answers null data when there is no record', async () => {
    expect((await getKycDetails('u-2')).data).toBeNull();
  });

  it('with hi asks ?hi=true as platform web, app-name web; otherwise as user-web', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    server.use(
      http.get(at('node', '/kyc/kycdetails/:id'), ({ request }) => {
        seen.push({ url: request.url, headers: request.headers });
        return HttpResponse.json({ status: 'success', data: null, isDisabled: false });
      }),
    );
    await getKycDetails('u-2', { hi: true });
    await getKycDetails('u-2');
    expect(seen[0].url).toContain('hi=true');
    expect(seen[0].headers.get('platform')).toBe('web');
    expect(seen[0].headers.get('app-name')).toBe('web');
    expect(seen[1].headers.get('app-name')).toBe('user-web');
    expect(seen[1].headers.get('user-id')).toBe('u-2');
  });
});

describe('yes/no calls: a failure is logged and answers false', () => {
  it.each([
    ['emailcheck', '/kyc/emailcheck', () => emailAvailable('u-2', 'a@b.in')],
    ['isEligibleForMFCentral', '/kyc/isEligibleForMFCentral', () => isEligibleForMFCentral('u-2')],
    ['kycDocCheck', '/kyc/kycDocCheck', () => kycDocCheck('u-2')],
  ])('%s', async (name, path, run) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(at('node', path), () => HttpResponse.json({ status: 'failed', message: 'no' }, { status: 422 })));
    await expect(run()).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(`[kyc] ${name} failed:`, 422);
  });

  it('emailcheck says true for a free address and false for one in use', async () => {
    await expect(emailAvailable('u-2', 'new@example.com')).resolves.toBe(true);
    await expect(emailAvailable('u-2', 'taken@example.com')).resolves.toBe(false);
  });
});

it('a saving call rejects with the server field errors, for the form to show', async () => {
  const details = personalDetailsFixture({ address: { line1: 'x', city: 'Pune', state: 'MH', pincode: '011' } });
  await expect(savePersonalDetails('u-2', details)).rejects.toMatchObject({
    response: { status: 400, data: { errors: [{ path: 'address.pincode', message: 'Please enter a valid 6-digit pincode' }] } },
  });
});

it('uploads a document as multipart, reports progress up to 100 and answers what was stored', async () => {
  const progress: number[] = [];
  const doc = await uploadDocument('u-2', 'photo', new Blob([PNG], { type: 'image/png' }), (p) => progress.push(p));
  expect(doc).toMatchObject({ kind: 'photo', mime: 'image/png', size_bytes: PNG.length });
  expect(progress.at(-1)).toBe(100);
  expect(kycMock.documents.get('u-2')?.has('photo')).toBe(true);
});
