import { apiOrigins, contentSecurityPolicy } from '@/utils/contentSecurity';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]));

describe('the Content-Security-Policy', () => {
  it("keeps everything else to this origin: a default, forms, calls, images, frames", () => {
    const policy = directives(contentSecurityPolicy({ apiUrls: [] }));
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('img-src')).toBe("'self' data: blob:");
    expect(policy.get('frame-src')).toBe("'self' blob: https://www.youtube-nocookie.com");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'self'");
  });

  it('lets the browser call an API configured at another origin, and nothing else', () => {
    const policy = directives(contentSecurityPolicy({ apiUrls: ['https://api.example.in/node', 'https://api.example.in/py', '/api/search', undefined, 'not a url'] }));
    expect(policy.get('connect-src')).toBe("'self' https://api.example.in");
    expect(apiOrigins(['http://127.0.0.1:4000/node', 'ftp://x'])).toEqual(['http://127.0.0.1:4000']);
  });
});
