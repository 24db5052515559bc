import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Comments, { COMMENT_ADDED, LOGIN_TO_COMMENT } from '@/components/articles/Comments';
import { MESSAGES, TEXT_LIMIT } from '@/utils/validation';
import { at } from '../../mocks/handlers';
import { ARTICLE_ID, EXISTING_COMMENT, contentHandlers, resetContent, ME } from '../../mocks/handlers/content';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter, setRoute } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

setupMockServer();
serveFeature(contentHandlers, resetContent);
beforeEach(() => {
  resetRouter();
  setRoute('/m/what-is-a-sip');
});

const EXISTING = [EXISTING_COMMENT];
const field = () => screen.getByLabelText('Add a comment');
const postButton = () => screen.getByRole('button', { name: 'Post comment' });

function countPosts(): { n: number } {
  const count = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/article/comment')) count.n += 1;
  });
  return count;
}
afterEach(() => server.events.removeAllListeners());

describe('a visitor', () => {
  it('reads the comments and is asked to log in, by modal or login page', async () => {
    const u = userEvent.setup();
    const { store } = renderWithProviders(<Comments kind="article" targetId={ARTICLE_ID} initial={EXISTING} />);
    expect(screen.getByText('Clear example.')).toBeInTheDocument();
    expect(screen.getByText(LOGIN_TO_COMMENT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/account/user?next=%2Fm%2Fwhat-is-a-sip');
    await u.click(screen.getByRole('button', { name: 'Log in to comment' }));
    expect(store.getState().ui.authModal).toEqual({ open: true, variant: 'login' });
  });
});

describe('a logged-in investor', () => {
  beforeEach(() => logInInvestor(ME));

  it("refuses an empty comment with the spec's message, without sending it", async () => {
    const posts = countPosts();
    const u = userEvent.setup();
    renderWithProviders(<Comments kind="article" targetId={ARTICLE_ID} initial={EXISTING} />);
    await u.type(await screen.findByLabelText('Add a comment'), '   ');
    await u.click(postButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.commentEmpty);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(posts.n).toBe(0);
  });

  it('refuses text over 5000 characters', async () => {
    const posts = countPosts();
    const u = userEvent.setup();
    renderWithProviders(<Comments kind="article" targetId={ARTICLE_ID} initial={[]} />);
    fireEvent.change(await screen.findByLabelText('Add a comment'), { target: { value: 'a'.repeat(TEXT_LIMIT + 1) } });
    expect(screen.getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    await u.click(postButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.textTooLong);
    expect(posts.n).toBe(0);
  });

  it('posts a comment and shows the list the answer carries in data.Attributes.comments', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Comments kind="article" targetId={ARTICLE_ID} initial={EXISTING} />);
    const text = '<b>not bold</b> see https://amfiindia.com';
    await u.type(await screen.findByLabelText('Add a comment'), text);
    await u.click(postButton());
    expect(await screen.findByText(COMMENT_ADDED)).toBeInTheDocument();
    const list = screen.getByRole('list');
    // Markup is shown as typed (escaped), and the address becomes a link that passes on no reputation.
    expect(within(list).getByText(/<b>not bold<\/b> see/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'https://amfiindia.com' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(list.querySelector('b')).toBeNull();
    expect(field()).toHaveValue('');
  });

  it("shows the server's refusal beside the field: the posting limit, or a failed status", async () => {
    server.use(
      http.put(at('node', '/article/comment'), () =>
        HttpResponse.json({ status: 'failed', message: 'You can leave at most 10 comments in 10 minutes. Please try again in 4 minutes.' }, { status: 429 }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<Comments kind="article" targetId={ARTICLE_ID} initial={[]} />);
    await u.type(await screen.findByLabelText('Add a comment'), 'Hello');
    await u.click(postButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You can leave at most 10 comments in 10 minutes. Please try again in 4 minutes.');
    expect(field()).toHaveValue('Hello');

    server.use(http.put(at('node', '/article/comment'), () => HttpResponse.json({ status: 'failed', message: 'Comments are closed' })));
    await u.click(postButton());
    expect(await screen.findByText('Comments are closed')).toBeInTheDocument();
  });

  it('lets the author edit and delete their own comment, and nobody else’s', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Comments kind="article" targetId={ARTICLE_ID} initial={EXISTING} />);
    await u.type(await screen.findByLabelText('Add a comment'), 'First try');
    await u.click(postButton());
    const mine = (await screen.findByText('First try')).closest('li') as HTMLElement;
    const theirs = screen.getByText('Clear example.').closest('li') as HTMLElement;
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await u.click(within(mine).getByRole('button', { name: 'Edit' }));
    const editField = within(mine).getByLabelText('Edit your comment');
    await u.clear(editField);
    await u.type(editField, 'Second try');
    await u.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Second try')).toBeInTheDocument();

    await u.click(within(screen.getByText('Second try').closest('li') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your comment was deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Second try')).not.toBeInTheDocument();
    expect(screen.getByText('Clear example.')).toBeInTheDocument();
  });
});
