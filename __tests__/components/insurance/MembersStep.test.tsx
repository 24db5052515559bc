import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InsuranceFunnel from '@/components/insurance/InsuranceFunnel';
import { DOB_MESSAGES } from '@/utils/dates/dob';
import { INSURANCE_MESSAGES } from '@/utils/validation/insuranceForm';
import { renderWithProviders } from '../../support/render';
import { bornDaysAgo, bornYearsAgo, familyState, serveInsurance } from './support';

serveInsurance();

const field = (label: string) => screen.getByLabelText(label);
async function typeInto(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}
const cont = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('step 1: who is covered', () => {
  it('shows the progress of seven steps and starts at members', async () => {
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Health insurance steps' })).toHaveTextContent('Members');
  });

  it('refuses a proposer and a spouse of 56, a child of 26 and an infant of 60 days with the rules’ messages', async () => {
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    await typeInto('Your name', 'Asha Rao');
    await typeInto('Your date of birth', bornYearsAgo(56));
    await userEvent.click(screen.getByLabelText('Cover the spouse too'));
    await typeInto("Spouse's name", 'Vikram Rao');
    await typeInto("Spouse's date of birth", bornYearsAgo(56));
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    await typeInto('Child 1 name', 'Kiran Rao');
    await userEvent.selectOptions(field('Child 1 is a'), 'son');
    await typeInto('Child 1 date of birth', bornYearsAgo(26));
    await typeInto('Child 2 name', 'Tara Rao');
    await userEvent.selectOptions(field('Child 2 is a'), 'daughter');
    await typeInto('Child 2 date of birth', bornDaysAgo(60));
    await cont();

    expect(field('Your date of birth')).toHaveAccessibleDescription(expect.stringContaining(DOB_MESSAGES.spouseOrClient));
    expect(field("Spouse's date of birth")).toHaveAccessibleDescription(expect.stringContaining(DOB_MESSAGES.spouseOrClient));
    expect(field('Child 1 date of birth')).toHaveAccessibleDescription(expect.stringContaining(DOB_MESSAGES.child));
    expect(field('Child 2 date of birth')).toHaveAccessibleDescription(expect.stringContaining(DOB_MESSAGES.child));
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  });

  it('accepts the boundaries (55, 25, 91 days), keeps the family in the store and moves on', async () => {
    const { store } = renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    await typeInto('Your name', 'Asha Rao');
    await typeInto('Your date of birth', bornYearsAgo(55));
    await userEvent.click(screen.getByLabelText('Cover the spouse too'));
    await typeInto("Spouse's name", 'Vikram Rao');
    await typeInto("Spouse's date of birth", bornYearsAgo(18));
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    await typeInto('Child 1 name', 'Kiran Rao');
    await userEvent.selectOptions(field('Child 1 is a'), 'son');
    await typeInto('Child 1 date of birth', bornYearsAgo(25));
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    await typeInto('Child 2 name', 'Tara Rao');
    await userEvent.selectOptions(field('Child 2 is a'), 'daughter');
    await typeInto('Child 2 date of birth', bornDaysAgo(91));
    await cont();

    expect(await screen.findByText('Step 2 of 7')).toBeInTheDocument();
    // Focus moves to the new step (the Continue button that had it is gone).
    expect(screen.getByRole('form', { name: 'City and health' }).parentElement).toHaveFocus();
    const state = store.getState().insurance;
    expect(state).toMatchObject({ clientName: 'Asha Rao', spouseName: 'Vikram Rao', noOfChildren: 2, memberDetails: { spouse: true, child: true } });
    expect(state.children.map((c) => c.relation)).toEqual(['son', 'daughter']);
  });

  it('offers at most four children and asks for a name', async () => {
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(screen.queryByRole('button', { name: 'Add a child' })).not.toBeInTheDocument();
    await cont();
    expect(field('Your name')).toHaveAccessibleDescription(expect.stringContaining('Name cannot be empty'));
  });
});

describe('step 2: city and illnesses', () => {
  it('asks for a city or a pincode, then keeps each member’s illnesses', async () => {
    const { store } = renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(1) });
    await typeInto('City', '');
    await cont();
    expect(field('City')).toHaveAccessibleDescription(expect.stringContaining(INSURANCE_MESSAGES.locationEmpty));
    await typeInto('Pincode', '011001');
    await cont();
    expect(field('Pincode')).toHaveAccessibleDescription(expect.stringContaining(INSURANCE_MESSAGES.pincodeInvalid));

    await typeInto('Pincode', '411001');
    const vikram = screen.getByRole('group', { name: 'Existing illnesses of Vikram Rao' });
    await userEvent.click(within(vikram).getByLabelText('Diabetes'));
    await cont();
    expect(await screen.findByText('Step 3 of 7')).toBeInTheDocument();
    expect(store.getState().insurance.existing_illness).toEqual({ self: [], spouse: ['diabetes'], child1: [], child2: [] });
    expect(store.getState().insurance.pincode).toBe('411001');
  });
});
