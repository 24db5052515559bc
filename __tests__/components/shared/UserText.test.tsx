import { screen } from '@testing-library/react';
import UserText, { USER_LINK_REL } from '@/components/shared/UserText';
import { splitLinks } from '@/components/shared/linkify';
import { XSS_PAYLOADS } from '@/e2e/fixtures/xss-payloads';
import { renderWithProviders } from '../../support/render';

describe('UserText', () => {
  it('shows markup as text: nothing people type becomes an element', () => {
    const text = '<img src=x onerror="window.__xss++"> and <script>alert(1)</script> and <b>bold</b>';
    const { container } = renderWithProviders(<UserText text={text} />);
    const p = container.querySelector('[data-user-text]') as HTMLElement;
    expect(p.textContent).toBe(text);
    expect(p.children).toHaveLength(0);
    expect(p.innerHTML).toContain('&lt;img src=x onerror="window.__xss++"&gt;');
  });

  it.each(XSS_PAYLOADS.map((p) => [p.name, p.payload]))('keeps the %s payload as text, with no element but safe links', (_name, payload) => {
    const { container } = renderWithProviders(<UserText text={payload} />);
    const p = container.querySelector('[data-user-text]') as HTMLElement;
    expect(p.textContent).toBe(payload);
    for (const el of Array.from(p.querySelectorAll('*'))) {
      expect(el.tagName).toBe('A');
      expect(el.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(el.getAttribute('rel')).toBe(USER_LINK_REL);
      expect(el.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
    }
  });

  it('turns http and https addresses into links with rel="nofollow ugc noopener"', () => {
    renderWithProviders(<UserText text={'Read https://www.amfiindia.com/investor-corner. Or http://example.in/a?b=1 (old).'} />);
    const amfi = screen.getByRole('link', { name: 'https://www.amfiindia.com/investor-corner' });
    expect(amfi).toHaveAttribute('href', 'https://www.amfiindia.com/investor-corner');
    expect(amfi).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.getByRole('link', { name: 'http://example.in/a?b=1' })).toHaveAttribute('rel', USER_LINK_REL);
  });

  it('never links javascript:, data: or vbscript: addresses', () => {
    const { container } = renderWithProviders(
      <UserText text={'javascript:alert(1) data:text/html,<script>alert(1)</script> vbscript:msgbox(1) JAVASCRIPT://x.in/%0aalert(1)'} />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });

  it('ends a link where quotes or angle brackets start', () => {
    renderWithProviders(<UserText text={'https://example.com/"><img src=x onerror=alert(1)>'} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://example.com/');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('splitLinks', () => {
  it('keeps the text around links and trailing punctuation out of them', () => {
    expect(splitLinks('See https://x.in/a, then (https://y.in/b).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://x.in/a', href: 'https://x.in/a' },
      { kind: 'text', text: ', then (' },
      { kind: 'link', text: 'https://y.in/b', href: 'https://y.in/b' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('leaves text without an address as one run, and a bare scheme as text', () => {
    expect(splitLinks('no links here')).toEqual([{ kind: 'text', text: 'no links here' }]);
    expect(splitLinks('https:// only')).toEqual([{ kind: 'text', text: 'https:// only' }]);
  });
});
