import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import ArticlePage, { type ArticleView } from '@/components/articles/ArticlePage';
import { REGISTERED_ADVISOR_LABEL } from '@/utils/advisor';
import { articleFixture, contentHandlers, resetContent } from '../../mocks/handlers/content';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter, setRoute } from '../../support/router';
import { serveFeature } from '../../support/session';

setupMockServer();
serveFeature(contentHandlers, resetContent);
beforeEach(() => {
  resetRouter();
  setRoute('/m/what-is-a-sip');
});
afterEach(() => server.events.removeAllListeners());

function view(over: Parameters<typeof articleFixture>[0] = {}): ArticleView {
  const { body: _body, ...rest } = articleFixture(over);
  return { ...rest, html: '<h2>Why it works</h2><p>Units at every NAV.</p>' };
}

it('shows the article with its author, badge, date, reading time and body', () => {
  renderWithProviders(<ArticlePage article={view()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'What is a SIP?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rahul Mehta' })).toHaveAttribute('href', '/users/rahul-mehta-u-101');
  expect(screen.getByText(REGISTERED_ADVISOR_LABEL)).toBeInTheDocument();
  // The spec's date format, DD/MM/YYYY (NAV dates alone read 21-Aug-2026).
  expect(screen.getByText('02/06/2025')).toBeInTheDocument();
  expect(screen.getByText('3 min read')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Why it works' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hindi' })).toHaveAttribute('href', '/m/hi/what-is-a-sip');
});

it('shows no badge for an author whose ARN has lapsed and who has no NISM certificate', () => {
  const article = view();
  article.author = { ...article.author!, arn_valid_till: '31/12/2024', certifications: [] };
  renderWithProviders(<ArticlePage article={article} />);
  expect(screen.queryByText(REGISTERED_ADVISOR_LABEL)).not.toBeInTheDocument();
});

it('counts the view once per page load', async () => {
  const views: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/article/view')) views.push(request.url);
  });
  const { rerender } = renderWithProviders(
    <StrictMode>
      <ArticlePage article={view()} />
    </StrictMode>,
  );
  rerender(
    <StrictMode>
      <ArticlePage article={view({ likes: 9 })} />
    </StrictMode>,
  );
  // StrictMode runs the effect twice on mount; the re-render runs it again: still one view.
  await new Promise((r) => setTimeout(r, 50));
  expect(views).toHaveLength(1);
});

it('lists related articles', () => {
  const related = { ...articleFixture(), id: 'r-1', slug: 'what-is-nav', title: 'What NAV tells you' };
  renderWithProviders(<ArticlePage article={view({ related: [related] })} />);
  const section = screen.getByRole('region', { name: 'Related articles' });
  expect(within(section).getByRole('link', { name: 'What NAV tells you' })).toHaveAttribute('href', '/m/what-is-nav');
});
