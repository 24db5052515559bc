import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VideoListing from '@/components/videos/VideoListing';
import { loadShelves, loadVideoPage } from '@/components/videos/loadVideos';
import VideoPage from '@/pages/videos/[id]';
import { getShellState, resetShellState, setShellState } from '@/components/layout/shellStore';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { logInInvestor, serveFeature } from '../../support/session';
import { contentHandlers, resetContent, ME } from '../../mocks/handlers/content';
import { mockRouter, resetRouter, setRoute } from '../../support/router';

setupMockServer();
serveFeature(contentHandlers, resetContent);
beforeEach(() => resetRouter());
afterEach(() => server.events.removeAllListeners());

describe('/videos/{id}', () => {
  it('shows the notice and the default-language video, loading the player only on play', async () => {
    setRoute('/videos/direct-vs-regular?lang=hi', '/videos/[id]');
    const props = (await loadVideoPage('direct-vs-regular', 'hi'))!;
    const u = userEvent.setup();
    renderWithProviders(<VideoPage {...props} />);
    expect(screen.getByText('This video is not available in Hindi!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Direct or regular plan?' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await u.click(screen.getByRole('button', { name: /Play video: Direct or regular plan\?/ }));
    const frame = screen.getByTitle('Direct or regular plan?');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/DEMOdiren01\?autoplay=1/));
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('shows no notice when the language has the video', async () => {
    setRoute('/videos/direct-vs-regular?lang=gu', '/videos/[id]');
    renderWithProviders(<VideoPage {...(await loadVideoPage('direct-vs-regular', 'gu'))!} />);
    expect(screen.queryByText(/is not available/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/videos/direct-vs-regular');
  });

  it('reads the video again after a comment, and shows the comments it answers', async () => {
    logInInvestor(ME);
    setRoute('/videos/direct-vs-regular', '/videos/[id]');
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/video/direct-vs-regular/')) reads.push(new URL(request.url).pathname);
    });
    const u = userEvent.setup();
    renderWithProviders(<VideoPage {...(await loadVideoPage('direct-vs-regular', 'en'))!} />);
    reads.length = 0;
    await u.type(await screen.findByLabelText('Add a comment'), 'Which plan has lower costs?');
    await u.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Which plan has lower costs?')).toBeInTheDocument();
    expect(reads).toEqual(['/api/node/video/direct-vs-regular/en']);
  });

  it("opens the page in the language chosen in the header (the shell's lang)", async () => {
    resetShellState();
    setRoute('/videos/direct-vs-regular?lang=gu', '/videos/[id]');
    renderWithProviders(<VideoPage {...(await loadVideoPage('direct-vs-regular', 'gu'))!} />);
    expect(getShellState().lang).toBe('gu');
    expect(mockRouter.push).not.toHaveBeenCalled();
    act(() => {
      setShellState({ lang: 'pj' });
    });
    expect(mockRouter.push).toHaveBeenCalledWith('/videos/direct-vs-regular?lang=pj');
  });
});

describe('/videos', () => {
  it('shows the category notice where a language has no videos, with the English ones', async () => {
    setRoute('/videos?lang=pj', '/videos');
    const shelves = await loadShelves('pj');
    renderWithProviders(<VideoListing shelves={shelves} lang="pj" category={null} seo={{ title: 'Videos', description: 'd' }} />);
    const tax = screen.getByRole('region', { name: 'Tax' });
    expect(within(tax).getByText('Videos are not available in Punjabi!')).toBeInTheDocument();
    expect(within(tax).getByRole('link', { name: 'ELSS in three minutes' })).toHaveAttribute('href', '/videos/elss-explained');
    expect(screen.getByRole('link', { name: 'Punjabi' })).toHaveAttribute('aria-current', 'page');
  });

  it("follows the shell's lang when the address has no ?lang=", async () => {
    setRoute('/videos', '/videos');
    const shelves = await loadShelves('en');
    setShellState({ lang: 'hi' });
    renderWithProviders(<VideoListing shelves={shelves} lang="en" category={null} seo={{ title: 'Videos', description: 'd' }} />);
    expect(mockRouter.replace).toHaveBeenCalledWith('/videos?lang=hi');
    expect(getShellState().lang).toBe('hi');
  });
});
