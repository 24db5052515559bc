import { cartTarget, NO_SESSION_MESSAGE } from '@/components/layout/cartTarget';
import {
  logoHref,
  profileIconHref,
  publicCartHref,
  slugify,
} from '@/components/layout/headerTargets';

describe('logo target', () => {
  it('goes to the role dashboard when logged in, else home', () => {
    expect(logoHref({ loggedIn: true, role: 'expert' })).toBe('/dashboard/expert');
    expect(logoHref({ loggedIn: true, role: 'user' })).toBe('/dashboard/user');
    expect(logoHref({ loggedIn: false, role: null })).toBe('/');
  });
});

describe('profile icon target', () => {
  it('sends experts to their dashboard, users to /users/{name}-{id}, visitors to expert login', () => {
    expect(profileIconHref({ loggedIn: true, role: 'expert', name: 'Ravi', id: '9' })).toBe(
      '/dashboard/expert',
    );
    expect(profileIconHref({ loggedIn: true, role: 'user', name: 'Asha  Rao K.', id: '123' })).toBe(
      '/users/asha-rao-k-123',
    );
    expect(profileIconHref({ loggedIn: false, role: null, name: null, id: null })).toBe(
      '/account/expert',
    );
  });

  it('still gives a usable path for a user without a Latin-script name', () => {
    expect(profileIconHref({ loggedIn: true, role: 'user', name: 'अनीता', id: '5' })).toBe(
      '/users/investor-5',
    );
    expect(slugify('  Zoë  D’Souza ')).toBe('zoe-d-souza');
  });
});

describe('public cart shortcut', () => {
  it('appears only for an expert with a selected client', () => {
    expect(publicCartHref({ loggedIn: true, role: 'expert', selectedClientId: '42' })).toBe(
      '/cart/summary?u=42',
    );
    expect(publicCartHref({ loggedIn: true, role: 'expert', selectedClientId: null })).toBeNull();
    expect(publicCartHref({ loggedIn: true, role: 'user', selectedClientId: '42' })).toBeNull();
    expect(publicCartHref({ loggedIn: false, role: null, selectedClientId: '42' })).toBeNull();
  });
});

describe('expert header cart target', () => {
  it.each([
    ['purchase', { collection_id: 'c1' }, '/cart/summary?cid=c1'],
    ['purchase_sip', { collection_id: 'c2' }, '/cart/summary?cid=c2'],
    ['new_stepup', { collection_id: 7 }, '/cart/summary?cid=7'],
    ['modify_stepup', { collection_id: 'c 3' }, '/cart/summary?cid=c%203'],
    ['redemption', { session_id: 's1' }, '/portfolio/redeem/summary?s=s1'],
    ['stp', { session_id: 's2' }, '/portfolio/stp/summary?s=s2'],
    ['swp', { session_id: 's3' }, '/portfolio/swp/summary?s=s3'],
    ['switch', { session_id: 's4' }, '/portfolio/switch/summary?s=s4'],
  ])('%s cart opens its summary', (cart_type, navigation, href) => {
    expect(cartTarget({ cart_type, cart_count: 1, navigation })).toEqual({ href });
  });

  it('reports the missing session id of an old-type cart', () => {
    expect(cartTarget({ cart_type: 'redemption', navigation: { collection_id: 'c1' } })).toEqual({
      error: NO_SESSION_MESSAGE,
    });
    expect(NO_SESSION_MESSAGE).toBe('No session ID available for viewing');
  });

  it('has nowhere to go without an active cart', () => {
    expect(cartTarget(null)).toBeNull();
    expect(cartTarget({ cart_type: '', cart_count: 0 })).toBeNull();
  });
});
