import { addressRefusal, resolvedRefusal } from '@/utils/imageProxy/address';
import { imageTypeOf, sniffImageType } from '@/utils/imageProxy/image';
import { allowedHosts, checkImageUrl } from '@/utils/imageProxy/url';

const policy = { hosts: ['www.zf.example', 'images.zf.example', '*.cdn.zf.example'], siteOrigin: 'https://www.zf.example' };
const reasonOf = (raw: string) => {
  const check = checkImageUrl(raw, policy);
  return check.ok ? 'allowed' : check.reason;
};

describe('checkImageUrl', () => {
  it('allows https on an allowed host, a subdomain of a wildcard entry, and the own origin', () => {
    expect(reasonOf('https://images.zf.example/a/photo.png')).toBe('allowed');
    expect(reasonOf('https://x.cdn.zf.example/p.jpg')).toBe('allowed');
    const local = checkImageUrl('http://shop.zf.local:3000/p.png', { hosts: ['shop.zf.local'], siteOrigin: 'http://shop.zf.local:3000' });
    expect(local.ok).toBe(true);
  });

  it.each([
    ['http://127.0.0.1:4000/health', 'Loopback addresses are refused'],
    ['https://127.0.0.1/x.png', 'Loopback addresses are refused'],
    ['https://169.254.169.254/latest/meta-data/', 'Link-local and metadata addresses are refused'],
    ['https://[::1]/x.png', 'Loopback addresses are refused'],
    ['https://[::ffff:127.0.0.1]/x.png', 'IPv4-mapped IPv6 addresses are refused'],
    ['https://[::ffff:8.8.8.8]/x.png', 'IPv4-mapped IPv6 addresses are refused'],
    ['https://[fd00::1]/x.png', 'Private IPv6 (unique local) addresses are refused'],
    ['https://[fe80::1]/x.png', 'Link-local and metadata addresses are refused'],
    ['https://0.0.0.0/x.png', 'The unspecified address (0.0.0.0 or ::) is refused'],
    ['https://10.0.0.5/x.png', 'Private network addresses are refused'],
    ['https://172.16.3.4/x.png', 'Private network addresses are refused'],
    ['https://192.168.1.1/x.png', 'Private network addresses are refused'],
    ['https://100.64.0.1/x.png', 'Shared (CGNAT) addresses are refused'],
    ['https://2130706433/x.png', 'IP addresses written in decimal, octal or hex are refused'],
    ['https://0x7f.0.0.1/x.png', 'IP addresses written in decimal, octal or hex are refused'],
    ['https://0177.0.0.1/x.png', 'IP addresses written in decimal, octal or hex are refused'],
    ['https://127.1/x.png', 'IP addresses written in decimal, octal or hex are refused'],
    ['https://0/x.png', 'IP addresses written in decimal, octal or hex are refused'],
    ['https:\\\\2130706433/x.png', 'IP addresses written in decimal, octal or hex are refused'],
    ['https://user:pass@images.zf.example/x.png', 'Addresses with a user name or password are refused'],
    ['https://images.zf.example@127.0.0.1/x.png', 'Addresses with a user name or password are refused'],
    ['ftp://images.zf.example/x.png', 'Only https:// image addresses are allowed'],
    ['file:///etc/passwd', 'Only https:// image addresses are allowed'],
    ['data:image/png;base64,AAAA', 'Only https:// image addresses are allowed'],
    ['http://images.zf.example/x.png', 'Only https:// image addresses are allowed'],
    ['https://8.8.8.8/x.png', '8.8.8.8 is not one of our image hosts'],
    ['https://evil.example/x.png', 'evil.example is not one of our image hosts'],
    ['https://images.zf.example.evil.example/x.png', 'images.zf.example.evil.example is not one of our image hosts'],
    ['https://cdn.zf.example/x.png', 'cdn.zf.example is not one of our image hosts'],
    ['not a url', 'Not a valid URL'],
  ])('refuses %s', (raw, reason) => {
    expect(reasonOf(raw)).toBe(reason);
  });
});

describe('addresses', () => {
  it('passes public unicast addresses only', () => {
    expect(addressRefusal('93.184.216.34')).toBeNull();
    expect(addressRefusal('2606:4700::1111')).toBeNull();
    expect(addressRefusal('224.0.0.1')).toBe('Reserved addresses are refused (multicast)');
    expect(addressRefusal('64:ff9b::7f00:1')).toBe('Reserved addresses are refused (rfc6052)');
  });

  it('refuses a name when any one of its addresses is refused', () => {
    expect(resolvedRefusal(['93.184.216.34', '10.0.0.1'])).toBe('The image host resolves to a refused address: private network addresses are refused');
    expect(resolvedRefusal([])).toBe('The image host does not resolve');
    expect(resolvedRefusal(['93.184.216.34'])).toBeNull();
  });
});

describe('image types', () => {
  it('passes raster types and refuses SVG, HTML and missing types', () => {
    expect(imageTypeOf('image/PNG; charset=binary')).toBe('image/png');
    expect(imageTypeOf('image/svg+xml')).toBeNull();
    expect(imageTypeOf('text/html')).toBeNull();
    expect(imageTypeOf(undefined)).toBeNull();
  });

  it('recognises the first bytes of PNG and JPEG, not of text', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });
});

describe('allowedHosts', () => {
  it('reads IMAGE_PROXY_HOSTS, else the site host and its images. subdomain', () => {
    expect(allowedHosts(' A.example , b.example ,', 'https://www.zf.example')).toEqual(['a.example', 'b.example']);
    expect(allowedHosts(undefined, 'https://www.zf.example')).toEqual(['www.zf.example', 'images.zf.example']);
  });
});

describe('redirect targets', () => {
  it('checks a relative Location against the address it came from', () => {
    const base = new URL('https://images.zf.example/a/b.png');
    expect(checkImageUrl('/c.png', policy, base)).toMatchObject({ ok: true });
    expect(checkImageUrl('//2130706433/x', policy, base)).toEqual({ ok: false, reason: 'IP addresses written in decimal, octal or hex are refused' });
    expect(checkImageUrl('//169.254.169.254/x', policy, base)).toEqual({ ok: false, reason: 'Link-local and metadata addresses are refused' });
  });
});
