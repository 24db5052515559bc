// The leads board: the list with stage counts and filter, adding a lead (the login rule's message, the server's
// duplicate message on the mobile field), moving a stage, a disposition on a lead, deleting after a confirmation,
// and the empty, loading and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import LeadsBoard from '@/components/desk/LeadsBoard';
import { writeLocal } from '@/utils/storage';
import { at } from '../../mocks/handlers/at';
import { desk, resetDesk } from '../../mocks/handlers/analytics';
import { leadFixture, leadsDesk, resetLeadsDesk } from '../../mocks/handlers/deskLeads';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';

// Typing a whole form takes a few seconds when the machine is busy.
jest.setTimeout(20_000);

setupMockServer();

beforeEach(() => {
  resetDesk();
  resetLeadsDesk();
  localStorage.clear();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
});

const leadRow = async (name: string) => (await screen.findByText(name, { selector: 'strong' })).closest('li') as HTMLElement;

async function addLead(name: string, mobile: string) {
  await userEvent.type(screen.getByLabelText('Name'), name);
  await userEvent.type(screen.getByLabelText('Mobile number'), mobile);
  await userEvent.click(screen.getByRole('button', { name: 'Save lead' }));
}

it('shows an empty board, then adds a lead under New; the login rule and the duplicate message show on the form', async () => {
  renderWithProviders(<LeadsBoard rmId="e-1" />);
  expect(await screen.findByText('No leads yet. Add the people you mean to call.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add lead' }));
  await addLead('Kiran Rao', '5123456789');
  expect(await screen.findByText('Not a valid number')).toBeInTheDocument();
  expect(leadsDesk.leads).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Mobile number'));
  await userEvent.type(screen.getByLabelText('Mobile number'), '9876500001');
  await userEvent.click(screen.getByRole('button', { name: 'Save lead' }));
  expect(await leadRow('Kiran Rao')).toHaveTextContent('9876500001');
  expect(screen.getByRole('button', { name: 'New (1)' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add lead' }));
  await addLead('Kiran R', '9876500001');
  expect(await screen.findByText('A lead with this mobile number already exists')).toBeInTheDocument();
  expect(leadsDesk.leads).toHaveLength(1);
});

it('moves a lead to another stage with its select and filters the list by stage', async () => {
  leadsDesk.leads = [leadFixture({ id: 'l-1', name: 'Kiran Rao' }), leadFixture({ id: 'l-2', name: 'Lata Das', mobile_no: '9876500002' })];
  renderWithProviders(<LeadsBoard rmId="e-1" />);
  const kiran = await leadRow('Kiran Rao');
  await userEvent.selectOptions(within(kiran).getByRole('combobox', { name: 'Stage of Kiran Rao' }), 'contacted');
  expect(await screen.findByRole('button', { name: 'Contacted (1)' })).toBeInTheDocument();
  expect(leadsDesk.leads.find((l) => l.id === 'l-1')?.stage).toBe('contacted');

  await userEvent.click(screen.getByRole('button', { name: 'Contacted (1)' }));
  const list = await screen.findByRole('list', { name: 'Contacted leads' });
  expect(within(list).getByText('Kiran Rao', { selector: 'strong' })).toBeInTheDocument();
  expect(within(list).queryByText('Lata Das', { selector: 'strong' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Contacted (1)' })).toHaveAttribute('aria-pressed', 'true');
});

it('records a disposition on a lead with the server options', async () => {
  leadsDesk.leads = [leadFixture({ id: 'l-1', name: 'Kiran Rao' })];
  renderWithProviders(<LeadsBoard rmId="e-1" />);
  const kiran = await leadRow('Kiran Rao');
  await screen.findByRole('option', { name: 'Call back later' });
  await userEvent.selectOptions(within(kiran).getByRole('combobox', { name: 'Disposition for Kiran Rao' }), 'call_back');
  await waitFor(() => expect(desk.dispositions).toEqual([{ option: 'call_back', lead_id: 'l-1' }]));
  expect(await within(kiran).findByRole('status')).toHaveTextContent('Disposition saved');
});

it('deletes a lead only after the confirmation', async () => {
  leadsDesk.leads = [leadFixture({ id: 'l-1', name: 'Kiran Rao', client_user_id: 'u-9' })];
  renderWithProviders(<LeadsBoard rmId="e-1" />);
  const kiran = await leadRow('Kiran Rao');
  expect(within(kiran).getByText('Your client')).toBeInTheDocument();
  await userEvent.click(within(kiran).getByRole('button', { name: 'Delete lead Kiran Rao' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Keep lead' }));
  expect(leadsDesk.leads).toHaveLength(1);

  await userEvent.click(within(kiran).getByRole('button', { name: 'Delete lead Kiran Rao' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete lead' }));
  expect(await screen.findByText('No leads yet. Add the people you mean to call.')).toBeInTheDocument();
  expect(leadsDesk.leads).toHaveLength(0);
});

it('shows loading, then a failure with a retry', async () => {
  server.use(http.get(at('analytics', '/rm/leads'), () => HttpResponse.json({ status: 'failed', message: 'Down for a moment' }, { status: 503 })));
  renderWithProviders(<LeadsBoard rmId="e-1" />);
  expect(screen.getByText('Loading leads…')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it("edits a lead's fields with the creation's rules: a bad mobile is refused on the field, a blank city clears it", async () => {
  leadsDesk.leads = [
    leadFixture({ id: 'l-1', name: 'Kiran Rao', city: 'Pune', remarks: 'Wants an ELSS' }),
    leadFixture({ id: 'l-2', name: 'Lata Das', mobile_no: '9876500002' }),
  ];
  renderWithProviders(<LeadsBoard rmId="e-1" />);
  const kiran = await leadRow('Kiran Rao');
  await userEvent.click(within(kiran).getByRole('button', { name: 'Edit lead Kiran Rao' }));
  const form = within(kiran).getByRole('form', { name: 'Edit lead Kiran Rao' });
  expect(within(form).getByLabelText('Mobile number')).toHaveValue('9876500001');

  await userEvent.clear(within(form).getByLabelText('Mobile number'));
  await userEvent.type(within(form).getByLabelText('Mobile number'), '12345');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await within(form).findByText('Not a valid number')).toBeInTheDocument();
  expect(leadsDesk.leads[0].mobile_no).toBe('9876500001');

  // Lata's mobile: the server's duplicate message shows on the field.
  await userEvent.clear(within(form).getByLabelText('Mobile number'));
  await userEvent.type(within(form).getByLabelText('Mobile number'), '9876500002');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await within(form).findByText('A lead with this mobile number already exists')).toBeInTheDocument();

  await userEvent.clear(within(form).getByLabelText('Mobile number'));
  await userEvent.type(within(form).getByLabelText('Mobile number'), '9876500009');
  await userEvent.clear(within(form).getByLabelText('Name'));
  await userEvent.type(within(form).getByLabelText('Name'), 'Kiran Rao Iyer');
  await userEvent.clear(within(form).getByLabelText('City'));
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  const edited = await leadRow('Kiran Rao Iyer');
  expect(edited).toHaveTextContent('9876500009');
  expect(edited).not.toHaveTextContent('Pune');
  expect(within(edited).queryByRole('form')).not.toBeInTheDocument();
  expect(leadsDesk.leads[0]).toMatchObject({ name: 'Kiran Rao Iyer', mobile_no: '9876500009', city: null, remarks: 'Wants an ELSS' });
});

it('offers "Convert to client" (the Add client page for this lead) until the lead is converted', async () => {
  leadsDesk.leads = [
    leadFixture({ id: 'l-1', name: 'Kiran Rao' }),
    leadFixture({ id: 'l-2', name: 'Lata Das', mobile_no: '9876500002', stage: 'converted', client_user_id: 'u-9' }),
  ];
  renderWithProviders(<LeadsBoard rmId="e-1" />);
  const kiran = await leadRow('Kiran Rao');
  expect(within(kiran).getByRole('link', { name: 'Convert Kiran Rao to client' })).toHaveAttribute('href', '/add-client?lead=l-1');

  const lata = await leadRow('Lata Das');
  expect(within(lata).getByText('Converted')).toBeInTheDocument();
  expect(within(lata).queryByRole('link', { name: /Convert/ })).not.toBeInTheDocument();
  // Converted by adding the client: the stage is that record, not a select.
  expect(within(lata).queryByRole('combobox', { name: 'Stage of Lata Das' })).not.toBeInTheDocument();
});
