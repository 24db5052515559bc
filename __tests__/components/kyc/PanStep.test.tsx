import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KYC_LOCKED_MESSAGE } from '@/components/kyc/KycStepPage';
import PanStep from '@/components/kyc/PanStep';
import { writeLocal, writeSession } from '@/utils/storage';
import { KYC_MESSAGES } from '@/utils/validation/kyc';
import { PAN_OF_ANOTHER_ACCOUNT, kycMock, kycRecordFixture } from '../../mocks/handlers/kyc';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { serveKyc } from './support';

serveKyc();

const pan = () => screen.getByLabelText('PAN');
const dob = () => screen.getByLabelText('Date of birth');
const save = () => screen.getByRole('button', { name: 'Save and continue' });

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<PanStep />, { route: '/kyc' });
  await screen.findByLabelText('PAN');
  return user;
}

it('shows the shared messages under the fields', async () => {
  const user = await open();
  await user.click(save());
  expect(await screen.findByText(KYC_MESSAGES.panEmpty)).toBeInTheDocument();
  await user.type(pan(), 'ABCDE12');
  await user.tab();
  expect(await screen.findByText(KYC_MESSAGES.panInvalid)).toBeInTheDocument();
  // One message at a time: the hint, which repeats the pattern, gives way to the error.
  expect(screen.queryByText('10 characters, like ABCPE1234F')).not.toBeInTheDocument();
  expect(kycMock.calls.filter((c) => c.path === 'add/kycdetails')).toHaveLength(0);
});

it.each([
  ['ABCPE1234F', /PAN verified: it belongs to Vikram Rao/],
  ['ABCPE0000F', /This PAN is not valid/],
  ['ABCPE9999F', /deactivated by the Income Tax Department/],
  ['ABCPE8888F', /does not match the name on this account/],
])('says what the PAN check found for %s', async (value, words) => {
  const user = await open();
  await user.type(pan(), value);
  await user.tab();
  expect(await screen.findByText(words)).toBeInTheDocument();
  expect(screen.getAllByText('(sandbox check)').length).toBeGreaterThan(0);
});

it('pre-fills the date of birth from the KRA and says so', async () => {
  const user = await open();
  await user.type(pan(), 'abcpe4444f');
  await user.tab();
  expect(
    await screen.findByText(/already validated with a KRA.*filled in your date of birth/),
  ).toBeInTheDocument();
  expect(dob()).toHaveValue('15/08/1990');
});

it('saves the PAN and date of birth and goes to the next step', async () => {
  const user = await open();
  await user.type(pan(), 'ABCPE1234F');
  await user.type(dob(), '01021990');
  await user.click(save());
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/kyc/personal_details'));
  expect(kycMock.calls.find((c) => c.path === 'add/kycdetails')?.body).toMatchObject({
    user_id: 'u-2',
    pancard_no: 'ABCPE1234F',
    dob: '01/02/1990',
  });
});

it('shows a PAN that belongs to another account as a form message', async () => {
  const user = await open();
  await user.type(pan(), PAN_OF_ANOTHER_ACCOUNT);
  await user.type(dob(), '01021990');
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent('This PAN belongs to another account');
  expect(mockRouter.push).not.toHaveBeenCalled();
});

it('refuses an under-age date of birth before asking the server', async () => {
  const user = await open();
  await user.type(pan(), 'ABCPE1234F');
  await user.type(dob(), '01012020');
  await user.click(save());
  expect(await screen.findByText(/18/)).toBeInTheDocument();
  expect(kycMock.calls.filter((c) => c.path === 'add/kycdetails')).toHaveLength(0);
});

it('sends a person whose record is further on to their step', async () => {
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'upload_documents' }));
  renderWithProviders(<PanStep />, { route: '/kyc' });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/kyc/upload_document'));
});

it('lets a person come back to edit the PAN step, pre-filled from the record', async () => {
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'upload_documents' }));
  renderWithProviders(<PanStep />, { route: '/kyc?edit=1' });
  expect(await screen.findByLabelText('PAN')).toHaveValue('ABCPV1234K');
  expect(dob()).toHaveValue('15/08/1990');
  expect(mockRouter.replace).not.toHaveBeenCalled();
});

it('names the sandbox and its test PANs', async () => {
  await open();
  expect(screen.getByRole('heading', { name: 'Sandbox: test PANs' })).toBeInTheDocument();
  expect(screen.getByText('ABCPE2222F')).toBeInTheDocument();
});

it('gives the reason of a KYC on hold at the KRA', async () => {
  const user = await open();
  await user.type(pan(), 'ABCPE2222F');
  await user.tab();
  expect(
    await screen.findByText(/on hold at the KRA\. Reason: Email not validated: confirm the link the KRA sent/),
  ).toBeInTheDocument();
});

it("names the client when an expert does the client's KYC", async () => {
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeSession('SELECTED_USER_ID', 'u-9');
  writeSession('SELECTED_USER_NAME', 'Meera Shah');
  renderWithProviders(<PanStep />, { route: '/kyc' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Start your KYC for Meera Shah');
  await screen.findByLabelText('PAN');
});

it('locks a submitted KYC and says why', async () => {
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'personal_details', kyc_status: 'submitted' }));
  renderWithProviders(<PanStep />, { route: '/kyc?edit=1' });
  expect(await screen.findByText(KYC_LOCKED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('PAN')).toBeDisabled();
  expect(save()).toBeDisabled();
});
