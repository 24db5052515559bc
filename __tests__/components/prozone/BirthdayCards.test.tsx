// /prozone/birthday: this week's birthdays with a drawn card each (client's name, advisor's name, ARN, initials,
// mobile), "Download card" saving a PNG through an <a download>, the empty state, and a failure with a retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import BirthdayCards from '@/components/prozone/BirthdayCards';
import { at } from '../../mocks/handlers/at';
import { prozone } from '../../mocks/handlers/prozone';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { drawnTexts, recordDownloads, setupProzoneScreen } from './prozoneScreen';

setupProzoneScreen();

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-25T06:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
});
afterEach(() => jest.useRealTimers());

it('lists the birthdays of the next 7 days with a card for each, and downloads a card as PNG', async () => {
  renderWithProviders(<BirthdayCards />);
  const list = await screen.findByRole('list', { name: 'Client birthdays' });
  const arjun = within(list).getByRole('heading', { name: 'Arjun Gupta' }).closest('li') as HTMLElement;
  expect(within(arjun).getByText('Tomorrow · turns 44 · XXXXXX1011')).toBeInTheDocument();
  expect(within(list).getByText('Fri, 27 Nov · turns 61 · XXXXXX1012')).toBeInTheDocument();
  expect(prozone.asked).toEqual(['7']);
  expect(within(arjun).getByRole('img', { name: /Happy Birthday, Arjun Gupta! From Rahul Mehta/ })).toBeInTheDocument();

  // Once drawn the button no longer says "please wait".
  const download = await within(arjun).findByRole('button', { name: 'Download card' });
  expect(drawnTexts).toEqual(expect.arrayContaining(['Happy Birthday, Arjun Gupta!', 'Rahul Mehta', 'ARN-245871 · EUIN E123456', 'Call 9000000101', 'RM']));

  const downloads = recordDownloads();
  await userEvent.click(download);
  expect(downloads).toEqual(['birthday-card-arjun-gupta.png']);
  expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/png' }));
});

it('says so when no client has a birthday in the next 7 days', async () => {
  prozone.birthdays = [];
  renderWithProviders(<BirthdayCards />);
  expect(await screen.findByRole('heading', { name: 'No client birthdays in the next 7 days' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download card/ })).not.toBeInTheDocument();
});

it('shows a failure with a retry that loads the list', async () => {
  let fail = true;
  server.use(
    http.get(at('node', '/prozone/birthdays'), () =>
      fail ? HttpResponse.json({ status: 'failed', message: 'Down for a moment' }, { status: 503 }) : undefined,
    ),
  );
  renderWithProviders(<BirthdayCards />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Arjun Gupta' })).toBeInTheDocument();
});
