import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import LikeButton, { LIKE_FAILED } from '@/components/articles/LikeButton';
import { LIKE_ERROR_MS } from '@/components/articles/useReactions';
import { at } from '../../mocks/handlers';
import { ARTICLE_ID, contentHandlers, resetContent, ME } from '../../mocks/handlers/content';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { logInInvestor, serveFeature } from '../../support/session';

setupMockServer();
serveFeature(contentHandlers, resetContent);
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const likeButton = () => screen.getByRole('button', { name: /like/i });

it('counts a like when the answer says success, with the count the server gives', async () => {
  logInInvestor(ME);
  const u = userEvent.setup();
  renderWithProviders(<LikeButton kind="article" id={ARTICLE_ID} likes={4} loggedIn />);
  expect(screen.getByText('4 likes')).toBeInTheDocument();
  await u.click(likeButton());
  expect(await screen.findByText('5 likes')).toBeInTheDocument();
  expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe.each([
  ['a 200 answer with status failed', () => HttpResponse.json({ status: 'failed', message: 'Could not like' })],
  ['a server error', () => HttpResponse.json({ status: 'failed', message: 'Something went wrong' }, { status: 500 })],
])('after %s', (_name, reply) => {
  it('flags the like error with the article id, keeps the count, and clears the flag after 3 s', async () => {
    logInInvestor(ME);
    server.use(http.put(at('node', '/article/like'), reply));
    jest.useFakeTimers();
    const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithProviders(<LikeButton kind="article" id={ARTICLE_ID} likes={4} loggedIn />);
    await u.click(likeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(LIKE_FAILED);
    expect(store.getState().content.article).toMatchObject({ likeError: true, likeID: ARTICLE_ID });
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');

    act(() => jest.advanceTimersByTime(LIKE_ERROR_MS - 100));
    expect(store.getState().content.article.likeError).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(store.getState().content.article).toMatchObject({ likeError: false, likeID: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('flags a failed video like in the video state', async () => {
  logInInvestor(ME);
  server.use(http.put(at('node', '/video/like'), () => HttpResponse.json({ status: 'failure' })));
  const u = userEvent.setup();
  const { store } = renderWithProviders(<LikeButton kind="video" id="v-1" likes={0} loggedIn />);
  await u.click(likeButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(LIKE_FAILED);
  expect(store.getState().content.video).toMatchObject({ likeError: true, likeID: 'v-1' });
  expect(store.getState().content.article.likeError).toBe(false);
});

it('opens the login modal for a visitor instead of sending the like', async () => {
  let sent = 0;
  server.use(
    http.put(at('node', '/article/like'), () => {
      sent += 1;
      return HttpResponse.json({ status: 'success', data: { Attributes: { likes: 5 } } });
    }),
  );
  const u = userEvent.setup();
  const { store } = renderWithProviders(<LikeButton kind="article" id={ARTICLE_ID} likes={4} loggedIn={false} />);
  await u.click(likeButton());
  expect(store.getState().ui.authModal).toEqual({ open: true, variant: 'login' });
  expect(sent).toBe(0);
});
