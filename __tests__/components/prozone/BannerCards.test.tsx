// /prozone/banners and /prozone: the banner templates personalised with the advisor's card details, downloaded as
// PNG or shared where the browser shares files; the home's count of this week's birthdays.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BannerCards from '@/components/prozone/BannerCards';
import ProzoneHome from '@/components/prozone/ProzoneHome';
import { prozone } from '../../mocks/handlers/prozone';
import { renderWithProviders } from '../../support/render';
import { drawnTexts, recordDownloads, setupProzoneScreen } from './prozoneScreen';

setupProzoneScreen();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

it('personalises each banner and downloads it as PNG by keyboard', async () => {
  renderWithProviders(<BannerCards />);
  const list = await screen.findByRole('list', { name: 'Banners' });
  const sip = within(list).getByRole('heading', { name: 'Start a SIP' }).closest('li') as HTMLElement;
  const download = await within(sip).findByRole('button', { name: 'Download banner' });
  expect(drawnTexts).toEqual(expect.arrayContaining(['Start a SIP', 'Rahul Mehta', 'ARN-245871 · EUIN E123456']));
  // No Web Share API here: no Share button.
  expect(within(sip).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();

  const downloads = recordDownloads();
  download.focus();
  await userEvent.keyboard('{Enter}');
  expect(downloads).toEqual(['banner-sip-habit.png']);
});

it('shares the banner as a PNG file where the browser can', async () => {
  const share = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
  renderWithProviders(<BannerCards />);
  const list = await screen.findByRole('list', { name: 'Banners' });
  const goals = within(list).getByRole('heading', { name: 'Plan your goals' }).closest('li') as HTMLElement;
  await within(goals).findByRole('button', { name: 'Download banner' });
  await userEvent.click(within(goals).getByRole('button', { name: 'Share' }));
  const [[shared]] = share.mock.calls as unknown as [[{ files: File[]; title: string }]];
  expect(shared.title).toBe('Plan your goals');
  expect(shared.files[0]).toMatchObject({ name: 'banner-goals.png', type: 'image/png' });
});

it('shows on the home how many clients have a birthday this week, and the banners', async () => {
  renderWithProviders(<ProzoneHome />);
  expect(await screen.findByText('clients have a birthday in the next 7 days')).toBeInTheDocument();
  expect(screen.getByText('2')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Start a SIP' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Birthday greetings' })).toHaveAttribute('href', '/prozone/birthday');
});

it('says on the home when nobody has a birthday this week', async () => {
  prozone.birthdays = [];
  renderWithProviders(<ProzoneHome />);
  expect(await screen.findByText('No client birthdays in the next 7 days')).toBeInTheDocument();
});
