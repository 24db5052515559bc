// Today's follow-ups on the expert dashboard: the list, the disposition picker with the server's options, and
// adding a follow-up for the selected client (the new one appears once the list refreshes).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import TodaysFollowUps from '@/components/desk/TodaysFollowUps';
import UpcomingFollowUps from '@/components/desk/UpcomingFollowUps';
import { setSelectedClient, writeLocal } from '@/utils/storage';
import { at } from '../../mocks/handlers/at';
import { desk, followUpFixture, resetDesk } from '../../mocks/handlers/analytics';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';

const CLIENT_ID = '11111111-2222-4333-8444-555555555555';

setupMockServer();

beforeEach(() => {
  resetDesk();
  localStorage.clear();
  sessionStorage.clear();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
});

it('lists the follow-ups and records a disposition chosen from the server options', async () => {
  desk.followUps = [followUpFixture({ id: 'f-1', source: 'birthday', remarks: 'Birthday: send your wishes' })];
  renderWithProviders(<TodaysFollowUps rmId="e-1" />);
  const item = (await screen.findByText(/Asha Verma · 9000000001/)).closest('li') as HTMLElement;
  expect(within(item).getByText('10:30AM-11:00AM')).toBeInTheDocument();
  expect(within(item).getByText('Birthday')).toBeInTheDocument();
  const picker = within(item).getByRole('combobox', { name: 'Disposition for Asha Verma' });
  await screen.findByRole('option', { name: 'Call back later' });
  await userEvent.selectOptions(picker, 'call_back');
  expect(desk.dispositions).toEqual([{ option: 'call_back', follow_up_id: 'f-1' }]);
});

it('says so when there is nothing today, and shows a failure with a retry', async () => {
  renderWithProviders(<TodaysFollowUps rmId="e-1" />);
  expect(await screen.findByText('No follow-ups for today.')).toBeInTheDocument();

  server.use(http.post(at('analytics', '/rm/mappings'), () => HttpResponse.json({ status: 'failed', message: 'Down for a moment' }, { status: 503 })));
  renderWithProviders(<TodaysFollowUps rmId="e-2" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('adds a follow-up for the selected client in the spec day and slot, and lists it', async () => {
  setSelectedClient({ id: CLIENT_ID, name: 'Ravi Kumar', mobileNo: '9876543210' });
  renderWithProviders(<TodaysFollowUps rmId="e-1" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add follow-up' }));
  expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
  await userEvent.clear(screen.getByLabelText('Date'));
  await userEvent.type(screen.getByLabelText('Date'), '2030-12-25');
  await userEvent.clear(screen.getByLabelText('From'));
  await userEvent.type(screen.getByLabelText('From'), '14:30');
  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '15:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
  expect(await screen.findByText(/Ravi Kumar · 9876543210/)).toBeInTheDocument();
  expect(desk.added).toEqual([
    { name: 'Ravi Kumar', contact: '9876543210', follow_up: { date: '25/12/2030', time: '02:30PM-03:00PM' }, user_id: CLIENT_ID },
  ]);
});

it('refuses an end before the start without calling the server', async () => {
  renderWithProviders(<TodaysFollowUps rmId="e-1" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add follow-up' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Prospect One');
  await userEvent.type(screen.getByLabelText('Contact'), '9876500000');
  await userEvent.clear(screen.getByLabelText('From'));
  await userEvent.type(screen.getByLabelText('From'), '15:00');
  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '14:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The end time must be after the start time');
  expect(desk.added).toEqual([]);
});

it('marks a follow-up done with its outcome, deletes one after asking, and links a client to their portfolio', async () => {
  desk.followUps = [followUpFixture({ id: 'f-1' }), followUpFixture({ id: 'f-2', name: 'Vikram Rao', contact: '9000000002', user_id: null })];
  renderWithProviders(<TodaysFollowUps rmId="e-1" />);
  const asha = (await screen.findByText(/Asha Verma · 9000000001/)).closest('li') as HTMLElement;
  expect(within(asha).getByRole('link', { name: 'Portfolio of Asha Verma' })).toHaveAttribute('href', '/portfolio/u-1');

  await userEvent.click(within(asha).getByRole('button', { name: 'Mark the follow-up with Asha Verma done' }));
  await userEvent.type(within(asha).getByRole('textbox', { name: 'Outcome' }), 'Starts a SIP in January');
  await userEvent.click(within(asha).getByRole('button', { name: 'Mark done' }));
  expect(await within(asha).findByText('Done: Starts a SIP in January')).toBeInTheDocument();
  expect(desk.followUps[0]).toMatchObject({ outcome: 'Starts a SIP in January' });

  const vikram = screen.getByText(/Vikram Rao · 9000000002/).closest('li') as HTMLElement;
  expect(within(vikram).queryByRole('link')).not.toBeInTheDocument();
  await userEvent.click(within(vikram).getByRole('button', { name: 'Delete the follow-up with Vikram Rao' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete follow-up' }));
  await screen.findByText(/Asha Verma · 9000000001/);
  expect(desk.followUps.map((f) => f.id)).toEqual(['f-1']);
  await waitFor(() => expect(screen.queryByText(/Vikram Rao · 9000000002/)).not.toBeInTheDocument());
});

it('edits a follow-up: the form opens on its day and slot, and the list shows the new time', async () => {
  desk.followUps = [followUpFixture({ id: 'f-1', user_id: CLIENT_ID, follow_up: { date: '30/11/2026', time: '10:00AM-10:30AM' }, remarks: 'Call about SIP' })];
  renderWithProviders(<TodaysFollowUps rmId="e-1" />);
  const asha = (await screen.findByText(/Asha Verma · 9000000001/)).closest('li') as HTMLElement;
  await userEvent.click(within(asha).getByRole('button', { name: 'Edit the follow-up with Asha Verma' }));
  const form = within(asha).getByRole('form', { name: 'Edit the follow-up with Asha Verma' });
  expect(within(form).getByLabelText('Date')).toHaveValue('2026-11-30');
  expect(within(form).getByLabelText('From')).toHaveValue('10:00');
  expect(within(form).getByLabelText('To')).toHaveValue('10:30');
  expect(within(form).getByLabelText('Remarks')).toHaveValue('Call about SIP');
  await userEvent.clear(within(form).getByLabelText('From'));
  await userEvent.type(within(form).getByLabelText('From'), '16:00');
  await userEvent.clear(within(form).getByLabelText('To'));
  await userEvent.type(within(form).getByLabelText('To'), '16:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(desk.followUps[0].follow_up).toEqual({ date: '30/11/2026', time: '04:00PM-04:30PM' }));
  expect(desk.followUps[0]).toMatchObject({ user_id: CLIENT_ID, remarks: 'Call about SIP' });
  await waitFor(() => expect(within(asha).queryByRole('form', { name: 'Edit the follow-up with Asha Verma' })).not.toBeInTheDocument());
});

it('lists the upcoming follow-ups by day', async () => {
  desk.followUps = [
    followUpFixture({ id: 'f-1', follow_up: { date: '30/11/2026', time: '10:00AM-10:30AM' } }),
    followUpFixture({ id: 'f-2', name: 'Vikram Rao', follow_up: { date: '02/12/2026', time: '04:00PM-04:30PM' } }),
  ];
  renderWithProviders(<UpcomingFollowUps rmId="e-1" />);
  const monday = await screen.findByRole('region', { name: 'Follow-ups on 30/11/2026' });
  expect(within(monday).getByText(/Asha Verma · 9000000001/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Follow-ups on 02/12/2026' })).getByText(/Vikram Rao · 9000000001/)).toBeInTheDocument();
});
