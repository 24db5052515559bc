import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import DocumentsStep, { DOC_CHECK_FAILED } from '@/components/kyc/DocumentsStep';
import { DOCUMENT_MESSAGES } from '@/components/kyc/documentRules';
import { at } from '../../mocks/handlers';
import { documentsOf, kycMock, kycRecordFixture } from '../../mocks/handlers/kyc';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { serveKyc } from './support';

serveKyc();
beforeEach(() => {
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'upload_documents' }));
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
// Node's File: the test environment's FormData (Node's) sends only its own Blobs as files; a browser sends any.
const file = (bytes: (string | Uint8Array)[], name: string, type: string) =>
  new NodeFile(bytes, name, { type }) as unknown as File;
const png = (name = 'photo.png') => file([new Uint8Array(PNG)], name, 'image/png');
const card = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

function seed(kind: string) {
  documentsOf('u-2').set(kind, {
    kind: kind as 'pan',
    mime: 'image/png',
    size_bytes: 2048,
    uploaded_at: '2026-11-20T10:00:00.000Z',
    bytes: new Uint8Array(PNG),
  });
}

async function open() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<DocumentsStep />, { route: '/kyc/upload_document' });
  await screen.findByRole('region', { name: /^Photo/ });
  return user;
}

it('uploads a photo, then shows it as uploaded with a preview and offers to replace it', async () => {
  const user = await open();
  await user.upload(within(card('Photo')).getByLabelText('Upload photo'), png());
  expect(
    await within(card('Photo')).findByRole('img', { name: 'Preview of your photo' }),
  ).toHaveAttribute('src', 'blob:preview');
  expect(within(card('Photo')).getByText(/^PNG, 1 KB, uploaded/)).toBeInTheDocument();
  expect(within(card('Photo')).getByLabelText('Replace photo')).toBeInTheDocument();
  expect(kycMock.documents.get('u-2')?.get('photo')?.mime).toBe('image/png');
});

it('refuses a file over 5 MB in the browser, without sending it', async () => {
  const user = await open();
  const big = file([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', 'image/png');
  await user.upload(within(card('PAN card')).getByLabelText('Upload PAN card'), big);
  expect(await screen.findByText(DOCUMENT_MESSAGES.tooLarge)).toBeInTheDocument();
  expect(kycMock.calls.some((c) => c.path === 'documents/pan')).toBe(false);
});

it('refuses a file that is not JPEG, PNG or PDF in the browser', async () => {
  const user = await open();
  const exe = file(['MZ'], 'setup.exe', 'application/x-msdownload');
  await user.upload(within(card('Signature')).getByLabelText('Upload signature'), exe);
  expect(await screen.findByText(DOCUMENT_MESSAGES.wrongType)).toBeInTheDocument();
  expect(kycMock.calls.some((c) => c.path === 'documents/signature')).toBe(false);
});

it("shows the server's message when it refuses the content (a renamed file)", async () => {
  const user = await open();
  const renamed = file(['MZ not an image'], 'photo.png', 'image/png');
  await user.upload(within(card('Photo')).getByLabelText('Upload photo'), renamed);
  expect(
    await screen.findByText('Only JPEG, PNG or PDF files can be uploaded'),
  ).toBeInTheDocument();
});

it('names what is missing on Continue', async () => {
  seed('photo');
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Still missing: PAN card, Address proof and Signature.',
  );
  expect(mockRouter.push).not.toHaveBeenCalled();
  // Each upload leaves the list at once, and the message goes with the last one (issue 33, item 16).
  await user.upload(within(card('Signature')).getByLabelText('Upload signature'), png('sign.png'));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Still missing: PAN card and Address proof.'));
  await user.upload(within(card('PAN card')).getByLabelText('Upload PAN card'), png('pan.png'));
  await user.upload(within(card('Address proof')).getByLabelText('Upload address proof'), png('address.png'));
  await waitFor(() => expect(screen.queryByText(/Still missing/)).not.toBeInTheDocument());
});

it('goes on to the declarations once all four are in', async () => {
  ['pan', 'address_proof', 'photo', 'signature'].forEach(seed);
  const user = await open();
  expect(
    within(card('Signature')).getByText(/PNG, 2 KB, uploaded 20\/11\/2026/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/kyc/declarations'));
});

it('says the check failed when kycDocCheck fails (the call answers false)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(
    http.post(at('node', '/kyc/kycDocCheck'), () =>
      HttpResponse.json({ status: 'failed', message: 'x' }, { status: 429 }),
    ),
  );
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(DOC_CHECK_FAILED);
});

it('shows a document uploaded earlier on request, fetched from the server', async () => {
  seed('pan');
  const user = await open();
  await user.click(
    within(card('PAN card')).getByRole('button', { name: 'Show the uploaded PAN card' }),
  );
  expect(
    await within(card('PAN card')).findByRole('img', { name: 'Preview of your PAN card' }),
  ).toBeInTheDocument();
  expect(within(card('PAN card')).getByLabelText('Replace PAN card')).toBeInTheDocument();
});

it('shows the progress of an upload under way', async () => {
  let release: () => void = () => undefined;
  server.use(
    http.put(at('node', '/kyc/documents/:kind'), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return undefined;
    }),
  );
  const user = await open();
  await user.upload(within(card('Signature')).getByLabelText('Upload signature'), png('sign.png'));
  expect(
    await screen.findByRole('progressbar', { name: 'Uploading signature' }),
  ).toBeInTheDocument();
  expect(within(card('Signature')).getByLabelText('Upload signature')).toBeDisabled();
  release();
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(within(card('Signature')).getByLabelText('Replace signature')).toBeInTheDocument();
});
