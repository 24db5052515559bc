import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import DeclarationsPage from '@/pages/kyc/declarations';
import { KYC_MESSAGES } from '@/utils/validation/kyc';
import { writeLocal, writeSession } from '@/utils/storage';
import { at } from '../../../mocks/handlers';
import { kycFailed, kycMock } from '../../../mocks/handlers/kyc';
import { server } from '../../../mocks/server';
import { mockSession } from '../../../mocks/session';
import { renderWithProviders } from '../../../support/render';
import { mockRouter } from '../../../support/router';
import { itRetriesAFailedLoad, kycStepSuite, openStep, type User } from '../../../support/kycStep';

kycStepSuite('declarations');

const open = () => openStep(DeclarationsPage, '/kyc/declarations', 'Declarations');

async function fillFatca(u: User) {
  await u.type(screen.getByLabelText('Place of birth'), 'Pune');
  await u.selectOptions(screen.getByLabelText('Source of wealth'), 'salary');
  await u.click(screen.getByLabelText('No, I am not a politically exposed person'));
}

async function fillNominee(u: User, n: number, { name, dob, share }: { name: string; dob: string; share: string }) {
  await u.type(screen.getByLabelText(`Nominee ${n} name`), name);
  await u.selectOptions(screen.getByLabelText(`Nominee ${n} relation`), 'spouse');
  await u.type(screen.getByLabelText(`Nominee ${n} date of birth`), dob);
  const share$ = screen.getByLabelText(`Nominee ${n} share`);
  await u.clear(share$);
  await u.type(share$, share);
}

const saves = () => kycMock.calls.filter((c) => c.path === 'declarations');

describe('/kyc/declarations', () => {
  it('saves FATCA/CRS, PEP and one nominee with the whole share, then goes to the bank step', async () => {
    const u = await open();
    await fillFatca(u);
    await fillNominee(u, 1, { name: 'Anita Rao', dob: '01011985', share: '100' });
    expect(screen.getByText('Shares total 100%')).toBeInTheDocument();
    await u.click(screen.getByLabelText(/I confirm that the information above is true/));
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/kyc/bank_details'));
    expect(saves()[0].body).toMatchObject({
      user_id: 'u-2',
      fatca: { place_of_birth: 'Pune', country_of_birth: 'India', nationality: 'Indian', source_of_wealth: 'salary', pep: 'no', tax_residencies: [] },
      nomination: { opt_out: false, nominees: [{ name: 'Anita Rao', relation: 'spouse', dob: '01/01/1985', share: 100 }] },
      accepted: true,
    });
  });

  it('shows the running total and refuses shares that do not make 100%', async () => {
    const u = await open();
    await fillFatca(u);
    await fillNominee(u, 1, { name: 'Anita Rao', dob: '01011985', share: '60' });
    await u.click(screen.getByRole('button', { name: 'Add another nominee' }));
    await fillNominee(u, 2, { name: 'Kiran Rao', dob: '02021960', share: '39' });
    expect(screen.getByText('Shares total 99% — 1% still to give')).toBeInTheDocument();
    await u.click(screen.getByLabelText(/I confirm that the information above is true/));
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(KYC_MESSAGES.nomineeSharesTotal)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('asks for a guardian when a nominee is a minor', async () => {
    const u = await open();
    await fillFatca(u);
    expect(screen.queryByLabelText('Guardian of nominee 1')).not.toBeInTheDocument();
    await fillNominee(u, 1, { name: 'Tara Rao', dob: '01012020', share: '100' });
    const guardian = screen.getByLabelText('Guardian of nominee 1');
    await u.click(screen.getByLabelText(/I confirm that the information above is true/));
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(KYC_MESSAGES.guardianEmpty)).toBeInTheDocument();
    await u.type(guardian, 'Vikram Rao');
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({ nomination: { nominees: [{ guardian_name: 'Vikram Rao' }] } });
  });

  it('opting out needs the declaration confirmed', async () => {
    const u = await open();
    await fillFatca(u);
    await u.click(screen.getByLabelText('Opt out of nomination'));
    expect(screen.queryByLabelText('Nominee 1 name')).not.toBeInTheDocument();
    await u.click(screen.getByLabelText(/I confirm that the information above is true/));
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(KYC_MESSAGES.optOutDeclaration)).toBeInTheDocument();
    await u.click(screen.getByLabelText(/I do not wish to nominate anyone/));
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({ nomination: { opt_out: true, declaration: true } });
  });

  it('a foreign tax residency needs a TIN or a reason code, and at most four', async () => {
    const u = await open();
    await u.click(screen.getByLabelText('Yes'));
    await u.type(screen.getByLabelText('Country'), 'Singapore');
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(KYC_MESSAGES.tinOrReason)).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) await u.click(screen.getByRole('button', { name: 'Add another country' }));
    expect(screen.getAllByLabelText('Country')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add another country' })).not.toBeInTheDocument();
  });

  it("puts the server's field errors under their fields", async () => {
    server.use(
      http.put(at('node', '/kyc/declarations'), () =>
        kycFailed('Place of birth is not known', 400, [{ path: 'fatca.place_of_birth', message: 'Place of birth is not known' }]),
      ),
    );
    const u = await open();
    await fillFatca(u);
    await fillNominee(u, 1, { name: 'Anita Rao', dob: '01011985', share: '100' });
    await u.click(screen.getByLabelText(/I confirm that the information above is true/));
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Place of birth is not known')).toBeInTheDocument();
    expect(screen.getByLabelText('Place of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('an advisor with transactionAllowed fills it for the selected client, named in the frame', async () => {
    localStorage.clear();
    writeLocal('access-token', mockSession.start().accessToken);
    writeLocal('role', ['expert']);
    writeLocal('expertId', 'e-1');
    writeLocal('transactionAllowed', true);
    writeSession('SELECTED_USER_ID', 'u-2');
    writeSession('SELECTED_USER_NAME', 'Sunita Deshpande');
    renderWithProviders(<DeclarationsPage />, { route: '/kyc/declarations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Declarations for Sunita Deshpande' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Declarations' })).toBeInTheDocument();
  });
});

itRetriesAFailedLoad(DeclarationsPage, '/kyc/declarations', 'Declarations');
