// Notes on a client: newest first; add, edit and delete (after a confirmation) one's own; another advisor's
// note shows without Edit or Delete.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClientNotes from '@/components/desk/ClientNotes';
import { writeLocal } from '@/utils/storage';
import { desk, resetDesk } from '../../mocks/handlers/analytics';
import { setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';

setupMockServer();

const note = (id: string, body: string, mine: boolean) => ({
  id,
  user_id: 'u-1',
  title: null,
  body,
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
  mine,
  written_by: mine
    ? { kind: 'manager' as const, name: 'Karan Malhotra', for_name: 'Rahul Mehta' }
    : { kind: 'advisor' as const, name: 'Priya Nair', for_name: null },
});

beforeEach(() => {
  resetDesk();
  localStorage.clear();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
});

it('adds a note, edits it and deletes it after confirming', async () => {
  renderWithProviders(<ClientNotes userId="u-1" />);
  expect(await screen.findByText('No notes on this client yet.')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Note'), 'Wants to retire at 55');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  const list = await screen.findByRole('list', { name: 'Notes on this client' });
  expect(within(list).getByText('Wants to retire at 55')).toBeInTheDocument();
  expect(screen.getByLabelText('Note')).toHaveValue('');

  await userEvent.click(within(list).getByRole('button', { name: 'Edit note: Wants to retire at 55' }));
  const editor = within(list).getByLabelText('Note');
  await userEvent.clear(editor);
  await userEvent.type(editor, 'Wants to retire at 50');
  await userEvent.click(within(list).getByRole('button', { name: 'Save note' }));
  expect(await within(list).findByText('Wants to retire at 50')).toBeInTheDocument();
  expect(desk.notes[0].body).toBe('Wants to retire at 50');

  await userEvent.click(within(list).getByRole('button', { name: 'Delete note: Wants to retire at 50' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete note' }));
  expect(await screen.findByText('No notes on this client yet.')).toBeInTheDocument();
  expect(desk.notes).toEqual([]);
});

it("shows another advisor's note without Edit or Delete", async () => {
  desk.notes = [note('n-1', 'Mine to keep', true), note('n-2', 'Written by the previous advisor', false)];
  renderWithProviders(<ClientNotes userId="u-1" />);
  const theirs = (await screen.findByText('Written by the previous advisor')).closest('li') as HTMLElement;
  expect(within(theirs).queryByRole('button')).toBeNull();
  const mine = screen.getByText('Mine to keep').closest('li') as HTMLElement;
  expect(within(mine).getByRole('button', { name: /^Delete note/ })).toBeInTheDocument();
});

it('says who wrote each note, a manager for the advisor included', async () => {
  desk.notes = [note('n-1', 'Called about the SIP', true), note('n-2', 'Met at the branch', false)];
  renderWithProviders(<ClientNotes userId="u-1" />);
  const byManager = (await screen.findByText('Called about the SIP')).closest('li') as HTMLElement;
  expect(byManager).toHaveTextContent('by Karan Malhotra for Rahul Mehta (relationship manager)');
  const byAdvisor = screen.getByText('Met at the branch').closest('li') as HTMLElement;
  expect(byAdvisor).toHaveTextContent('by Priya Nair (advisor)');
});

it('refuses an empty note beside the field, without calling the server', async () => {
  renderWithProviders(<ClientNotes userId="u-1" />);
  await screen.findByText('No notes on this client yet.');
  await userEvent.type(screen.getByLabelText('Note'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Write something in the note');
  expect(desk.notes).toEqual([]);
});
