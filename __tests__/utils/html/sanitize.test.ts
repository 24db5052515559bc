import { LINK_REL, htmlToText, sanitizeHtmlBody } from '@/utils/html/sanitize';

describe('sanitizeHtmlBody', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Why</h2><p>A <strong>SIP</strong> is <em>steady</em>.</p><ul><li>one</li></ul><blockquote>q</blockquote><code>c</code>';
    expect(sanitizeHtmlBody(html)).toBe(html);
  });

  it.each([
    ['<p onclick="steal()">text</p>', '<p>text</p>'],
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg onload=alert(1)><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<h1 class="big" style="color:red">T</h1>', 'T'],
  ])('removes what could run or restyle: %s', (input, expected) => {
    expect(sanitizeHtmlBody(input)).toBe(expected);
  });

  it('marks http(s) and mailto links nofollow ugc noopener and drops other attributes', () => {
    expect(sanitizeHtmlBody('<a href=" https://amfiindia.com/x" target="_blank" rel="opener">AMFI</a>')).toBe(
      `<a href="https://amfiindia.com/x" rel="${LINK_REL}">AMFI</a>`,
    );
    expect(sanitizeHtmlBody('<a href="mailto:help@zf.test">mail</a>')).toBe(`<a href="mailto:help@zf.test" rel="${LINK_REL}">mail</a>`);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.test', 'vbscript:x'])(
    'keeps the text but not the link for href %p',
    (href) => {
      expect(sanitizeHtmlBody(`<a href="${href}">click</a>`)).toBe('click');
    },
  );

  it('answers empty text for nothing', () => {
    expect(sanitizeHtmlBody(null)).toBe('');
    expect(sanitizeHtmlBody(undefined)).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps the words and drops tags and script text', () => {
    expect(htmlToText('<p>Hello <b>world</b></p>\n<script>bad()</script><p>again</p>')).toBe('Hello world again');
    expect(htmlToText('<p>one</p><p>two</p><ul><li>three</li><li>four</li></ul>')).toBe('one two three four');
  });
});
