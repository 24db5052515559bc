import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EMAIL_IN_USE_MESSAGE } from '@/components/kyc/PersonalDetailsForm';
import PersonalDetailsStep from '@/components/kyc/PersonalDetailsStep';
import { KYC_MESSAGES } from '@/utils/validation/kyc';
import { at } from '../../mocks/handlers';
import {
  EMAIL_IN_USE,
  kycMock,
  kycRecordFixture,
  personalDetailsFixture,
} from '../../mocks/handlers/kyc';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { serveKyc } from './support';

serveKyc();
beforeEach(() => {
  kycMock.records.set(
    'u-2',
    kycRecordFixture('u-2', { navigate_to: 'personal_details', pancard_no: 'ABCPV1234K' }),
  );
});

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<PersonalDetailsStep />, { route: '/kyc/personal_details' });
  await screen.findByRole('form', { name: 'Personal details' });
  return user;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'vikram@example.com');
  await user.click(within(screen.getByRole('group', { name: 'Gender' })).getByLabelText('Male'));
  await user.click(
    within(screen.getByRole('group', { name: 'Marital status' })).getByLabelText('Single'),
  );
  await user.type(screen.getByLabelText("Father's name"), 'Suresh Rao');
  await user.selectOptions(screen.getByLabelText('Occupation'), 'business');
  await user.selectOptions(screen.getByLabelText('Yearly income'), '5_10_lakh');
  await user.type(screen.getByLabelText('Address line 1'), '12 MG Road');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.type(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Pincode'), '411001');
}

it('starts with the PAN holder name and shows the shared messages for what is missing', async () => {
  const user = await open();
  expect(screen.getByLabelText('Full name (as on PAN)')).toHaveValue('Vikram Rao');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText(KYC_MESSAGES.emailEmpty)).toBeInTheDocument();
  expect(screen.getByText(KYC_MESSAGES.genderEmpty)).toBeInTheDocument();
  expect(screen.getByText(KYC_MESSAGES.pincodeInvalid)).toBeInTheDocument();
  expect(kycMock.calls.filter((c) => c.path === 'personal_details')).toHaveLength(0);
});

it('says when another account uses the email address', async () => {
  const user = await open();
  await user.type(screen.getByLabelText('Email'), EMAIL_IN_USE);
  await user.tab();
  expect(await screen.findByText(EMAIL_IN_USE_MESSAGE)).toBeInTheDocument();
});

it('saves and goes to the documents step', async () => {
  const user = await open();
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/kyc/upload_document'));
  expect(kycMock.personal.get('u-2')).toMatchObject({
    email: 'vikram@example.com',
    occupation: 'business',
  });
});

it("puts the server's field errors under their fields", async () => {
  server.use(
    http.put(at('node', '/kyc/personal_details'), () =>
      HttpResponse.json(
        {
          status: 'failed',
          message: 'Pincode not served',
          errors: [{ path: 'address.pincode', message: 'We cannot serve this pincode' }],
        },
        { status: 400 },
      ),
    ),
  );
  const user = await open();
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('We cannot serve this pincode')).toBeInTheDocument();
  expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
  expect(mockRouter.push).not.toHaveBeenCalled();
});

it('pre-fills what was saved before', async () => {
  kycMock.personal.set('u-2', personalDetailsFixture({ father_name: 'Mohan Rao' }));
  await open();
  expect(screen.getByLabelText("Father's name")).toHaveValue('Mohan Rao');
  expect(screen.getByLabelText('Pincode')).toHaveValue('411001');
});

it('pre-fills the address the KRA holds and says so', async () => {
  kycMock.records.set(
    'u-2',
    kycRecordFixture('u-2', { navigate_to: 'personal_details', pancard_no: 'ABCPV4444K' }),
  );
  await open();
  expect(screen.getByText(/filled in what the KRA already holds/)).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveValue('Kolkata');
});

it('offers a retry when the saved data cannot be loaded', async () => {
  let fail = true;
  server.use(
    http.get(at('node', '/kyc/kycdata/:id'), () =>
      fail
        ? HttpResponse.json({ status: 'failed', message: 'Try later' }, { status: 404 })
        : undefined,
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<PersonalDetailsStep />, { route: '/kyc/personal_details' });
  expect(await screen.findByText('We could not load what you saved')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('form', { name: 'Personal details' })).toBeInTheDocument();
});

it('sends a person who has not saved the PAN step back to it', async () => {
  kycMock.records.clear();
  renderWithProviders(<PersonalDetailsStep />, { route: '/kyc/personal_details' });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/kyc'));
});
