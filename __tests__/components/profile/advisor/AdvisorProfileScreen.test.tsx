import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdvisorProfileScreen, { PROFILE_COMPLETE } from '@/components/profile/advisor/AdvisorProfileScreen';
import { NISM_NOTE } from '@/components/profile/advisor/Stage3Form';
import { REGISTERED_ADVISOR_LABEL } from '@/utils/advisor';
import { MESSAGES } from '@/utils/validation/messages';
import { renderWithProviders } from '../../../support/render';
import { callsTo, profileMock, profileSuite, type User } from './support';

profileSuite();

const TODAY = '2026-11-24';

async function open(): Promise<User> {
  const u = userEvent.setup();
  const view = renderWithProviders(<AdvisorProfileScreen today={TODAY} />);
  await screen.findByRole('form', { name: 'Profile details' });
  return Object.assign(u, { store: view.store });
}

async function retype(u: User, label: string, text: string) {
  await u.clear(screen.getByLabelText(label));
  if (text) await u.type(screen.getByLabelText(label), text);
}

const saveAndContinue = (u: User) => u.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('/expert-profile/profile, stage 1', () => {
  it("shows the pending ARN without the badge, and refuses a 5-character ARN with the spec's message before any call", async () => {
    const u = await open();
    expect(screen.getByText('ARN pending')).toBeInTheDocument();
    expect(screen.queryByText(REGISTERED_ADVISOR_LABEL)).toBeNull();
    await retype(u, 'ARN', '31820');
    await retype(u, 'Address', '');
    await retype(u, 'Experience (years)', '81');
    await retype(u, 'Number of clients', 'ten');
    await saveAndContinue(u);
    expect(await screen.findByText(MESSAGES.arnInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.addressEmpty)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.experienceInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.onlyNumbers)).toBeInTheDocument();
    expect(screen.getByLabelText('ARN')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT', '/stage/1')).toHaveLength(0);
  });

  it("puts the register's refusal under the ARN field and stays on stage 1", async () => {
    const u = await open();
    await retype(u, 'ARN', '412000');
    await saveAndContinue(u);
    expect(await screen.findByText("This ARN is not on AMFI's register of distributors")).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Profile details' })).toBeInTheDocument();
  });

  it('shows a failed save that names no field as the stage error', async () => {
    profileMock.failNext = { status: 409, body: { status: 'failed', message: 'This ARN belongs to another advisor' } };
    const u = await open();
    await saveAndContinue(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('This ARN belongs to another advisor');
  });

  it('saves with the authorization header, shows the validated ARN and the badge, and moves to stage 2', async () => {
    const u = await open();
    await retype(u, 'AUM', '2500000');
    await saveAndContinue(u);
    expect(await screen.findByRole('form', { name: 'Capabilities and languages' })).toBeInTheDocument();
    const [put] = callsTo('PUT', '/stage/1');
    expect(put.authorization).toMatch(/^Bearer access-/);
    expect(put.body).toMatchObject({ arn: '318204', aum: 2500000, experience: 2, isUpdateStage: true });
    expect(screen.getByText('ARN validated, valid till 23/11/2029')).toBeInTheDocument();
    expect(screen.getByText(REGISTERED_ADVISOR_LABEL)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Profile stages' })).getByText('(done)')).toBeInTheDocument();
  });
});

describe('stages 2 and 3', () => {
  beforeEach(() => {
    profileMock.profile.stage = 2;
  });

  it('refuses no language, then saves the ticked capabilities, languages and products', async () => {
    const u = userEvent.setup();
    renderWithProviders(<AdvisorProfileScreen today={TODAY} />);
    await screen.findByRole('form', { name: 'Capabilities and languages' });
    await u.click(screen.getByRole('checkbox', { name: 'English' }));
    await saveAndContinue(u);
    expect(await screen.findByText('Choose at least one language')).toBeInTheDocument();
    expect(callsTo('PUT', '/stage/2')).toHaveLength(0);
    await u.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    await u.click(screen.getByRole('checkbox', { name: 'SIP' }));
    await u.click(screen.getByRole('checkbox', { name: 'Gold' }));
    await saveAndContinue(u);
    expect(await screen.findByRole('form', { name: 'Certifications' })).toBeInTheDocument();
    const [put] = callsTo('PUT', '/stage/2');
    expect(put.authorization).toMatch(/^Bearer /);
    expect(put.body).toEqual({ capabilities: ['sip'], supported_languages: ['hi'], products: ['mutual-funds', 'gold'], stage: 3 });
  });

  it('adds a NISM certificate (the badge rule noticed as it is typed), checks the link and EUIN, then completes', async () => {
    profileMock.profile.stage = 3;
    const u = userEvent.setup();
    renderWithProviders(<AdvisorProfileScreen today={TODAY} />);
    await screen.findByRole('form', { name: 'Certifications' });
    expect(screen.queryByText(REGISTERED_ADVISOR_LABEL)).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Add a certificate' }));
    await u.type(screen.getByLabelText('Certificate 1 name'), 'NISM Series V-A');
    expect(screen.queryByText(NISM_NOTE)).toBeNull();
    await u.type(screen.getByLabelText('Certificate 1 link'), 'javascript:alert(1)');
    await u.type(screen.getByLabelText('EUIN'), 'E12345');
    expect(screen.getByText(NISM_NOTE)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a valid link (https://…)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid EUIN')).toBeInTheDocument();
    expect(callsTo('PUT', '/stage/3')).toHaveLength(0);
    await retype(u, 'Certificate 1 link', 'https://example.org/nism.pdf');
    await retype(u, 'EUIN', 'E318204');
    await u.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_COMPLETE)).toBeInTheDocument();
    expect(callsTo('PUT', '/stage/3')[0].body).toMatchObject({
      certifications: [{ name: 'NISM Series V-A', url: 'https://example.org/nism.pdf' }],
      euin: 'E318204',
    });
    expect(screen.getByText(REGISTERED_ADVISOR_LABEL)).toBeInTheDocument();
  });

  it('goes back to stage 1 with Back', async () => {
    const u = userEvent.setup();
    renderWithProviders(<AdvisorProfileScreen today={TODAY} />);
    await screen.findByRole('form', { name: 'Capabilities and languages' });
    await u.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Profile details' })).toBeInTheDocument());
  });
});
