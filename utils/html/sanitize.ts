/**
 * The one HTML sanitiser of the web app (article bodies and any other formatted text). An allow-list:
 * paragraphs, h2-h4 headings, lists, emphasis, block quotes, code and links. Links keep only http(s) and
 * mailto targets and always get rel="nofollow ugc noopener", so a stored body can never run script, load
 * a frame or pass our reputation to a link. Call it on the server (getStaticProps/getServerSideProps) and
 * send the clean HTML to the page: sanitize-html and its parser then stay out of the browser bundle.
 */
import sanitizeHtml from 'sanitize-html';

export const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code'] as const;
export const LINK_REL = 'nofollow ugc noopener';
// Browsers ignore control characters and spaces inside a scheme ('java\tscript:'); none may appear before ':'.
const SAFE_HREF = /^\s*(https?:\/\/|mailto:)[^\s]/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Text inside dropped elements such as <script> or <style> is dropped with them, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link whose target is not http(s) or mailto (javascript:, data:, relative tricks) loses the link but
    // keeps its text: 'span' is not allowed, so discard mode drops the tag and keeps what is inside.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      SAFE_HREF.test(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href.trim(), rel: LINK_REL } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Clean HTML for dangerouslySetInnerHTML; anything outside the allow-list is removed. */
export function sanitizeHtmlBody(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}

/** The text alone (tags removed, entities kept encoded), e.g. for descriptions and reading time. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // A space after each block, so that '<p>one</p><p>two</p>' reads as two words.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div|td|th)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/\s+/g, ' ')
    .trim();
}
