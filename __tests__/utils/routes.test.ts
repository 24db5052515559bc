import { decideClientRoute, decideServerRoute, isExpertOnly, isGuarded, type ClientSession } from '@/utils/routes';

const loggedOut = { loggedIn: false, role: null } as const;
const user = { loggedIn: true, role: 'user' } as const;
const expert = { loggedIn: true, role: 'expert' } as const;

describe('route table', () => {
  it.each([
    '/kyc',
    '/kyc/personal_details',
    '/kyc/upload_document',
    '/kyc/declarations',
    '/kyc/bank_details',
    '/dashboard/user',
    '/dashboard/expert',
    '/portfolio',
    '/portfolio/123',
    '/portfolio/folio-details',
    '/my-account',
    '/portfolio/listing',
    '/add-client',
    '/select-client',
    '/invest',
    '/select-expert',
    '/agentlist',
    '/advisor-analytics',
    '/advisor-analytics/sips',
    '/advisor-analytics/commissions',
    '/distributor/order-book',
    '/fds/7',
    '/addmodifystepup/9',
  ])('guards %s', (path) => expect(isGuarded(path)).toBe(true));

  it.each(['/', '/about', '/mutual-funds', '/kyc-guide', '/account/user', '/experts', '/calculators'])(
    'leaves %s public',
    (path) => expect(isGuarded(path)).toBe(false),
  );

  it('marks the expert-only pages and leaves an investor portfolio open to users', () => {
    expect(isExpertOnly('/portfolio/listing')).toBe(true);
    expect(isExpertOnly('/advisor-analytics/aum')).toBe(true);
    expect(isExpertOnly('/portfolio/123')).toBe(false);
    expect(isExpertOnly('/dashboard/user')).toBe(false);
  });
});

describe('decideServerRoute', () => {
  it('sends a visitor without a session from an expert page to the expert login, clearing the session', () => {
    expect(decideServerRoute('/dashboard/expert', loggedOut)).toEqual({
      action: 'redirect',
      to: '/account/expert?next=%2Fdashboard%2Fexpert',
      clearSession: true,
    });
  });
  it('sends a visitor without a session from other guarded pages to the user login', () => {
    expect(decideServerRoute('/kyc/bank_details', loggedOut)).toMatchObject({
      to: '/account/user?next=%2Fkyc%2Fbank_details',
      clearSession: true,
    });
  });
  it('sends a user away from expert-only pages to their dashboard', () => {
    expect(decideServerRoute('/distributor/order-book', user)).toMatchObject({ to: '/dashboard/user' });
    expect(decideServerRoute('/expert-profile/profile', user)).toEqual({ action: 'redirect', to: '/dashboard/user', clearSession: false });
  });
  it('guards Account Settings like the other expert pages', () => {
    expect(decideServerRoute('/expert-profile/profile', loggedOut)).toEqual({
      action: 'redirect',
      to: '/account/expert?next=%2Fexpert-profile%2Fprofile',
      clearSession: true,
    });
    expect(decideServerRoute('/expert-profile/profile', expert)).toEqual({ action: 'allow' });
  });
  it('sends an investor without a session (or whose session ended) from the cart to the user login and back to the same cart', () => {
    expect(decideServerRoute('/cart/summary', loggedOut, '?cid=col-1')).toEqual({
      action: 'redirect',
      to: '/account/user?next=%2Fcart%2Fsummary%3Fcid%3Dcol-1',
      clearSession: true,
    });
    expect(decideServerRoute('/cart/summary', loggedOut, '?token=t-9')).toMatchObject({ to: '/account/user?next=%2Fcart%2Fsummary%3Ftoken%3Dt-9' });
    expect(decideServerRoute('/cart/summary', user)).toEqual({ action: 'allow' });
    expect(decideServerRoute('/cart/summary', expert)).toEqual({ action: 'allow' });
  });
  it('sends a logged-in expert from either login page to the expert dashboard', () => {
    expect(decideServerRoute('/account/user', expert)).toMatchObject({ to: '/dashboard/expert' });
    expect(decideServerRoute('/account/expert', expert)).toMatchObject({ to: '/dashboard/expert' });
  });
  it('lets people through where they belong', () => {
    expect(decideServerRoute('/about', loggedOut)).toEqual({ action: 'allow' });
    expect(decideServerRoute('/dashboard/user', user)).toEqual({ action: 'allow' });
    expect(decideServerRoute('/advisor-analytics/aum', expert)).toEqual({ action: 'allow' });
    expect(decideServerRoute('/account/user', user)).toEqual({ action: 'allow' });
  });
});

describe('decideClientRoute', () => {
  const asUser = (over: Partial<ClientSession> = {}): ClientSession => ({
    ...user,
    ownUserId: 'u1',
    selectedUserId: 'u1',
    transactionAllowed: false,
    ...over,
  });
  const asExpert = (over: Partial<ClientSession> = {}): ClientSession => ({
    ...expert,
    ownUserId: 'e1',
    selectedUserId: 'c9',
    transactionAllowed: true,
    ...over,
  });

  it('sends an expert without a selected client from /dashboard/user to /select-client', () => {
    expect(decideClientRoute('/dashboard/user', {}, asExpert({ selectedUserId: null }))).toMatchObject({
      to: '/select-client',
    });
    expect(decideClientRoute('/dashboard/user', {}, asExpert())).toEqual({ action: 'allow' });
  });
  it("sends a user who opens another person's portfolio to their own", () => {
    expect(decideClientRoute('/portfolio/u2', {}, asUser())).toMatchObject({ to: '/portfolio/u1' });
    expect(decideClientRoute('/portfolio/u1', {}, asUser())).toEqual({ action: 'allow' });
  });
  it('logs out a user whose selected id is not their own', () => {
    expect(decideClientRoute('/dashboard/user', {}, asUser({ selectedUserId: 'u7' }))).toEqual({
      action: 'redirect',
      to: '/account/user',
      clearSession: true,
    });
  });
  it('sends folio details of another person back to the selected investor', () => {
    expect(decideClientRoute('/portfolio/folio-details', { u: 'c5' }, asExpert())).toMatchObject({
      to: '/portfolio/c9',
    });
    expect(decideClientRoute('/portfolio/folio-details', { u: 'c9' }, asExpert())).toEqual({ action: 'allow' });
  });
  it('sends an expert without transaction rights away from KYC with the share-app link', () => {
    expect(decideClientRoute('/kyc/personal_details', {}, asExpert({ transactionAllowed: false }))).toMatchObject({
      to: '/dashboard/expert?shareAppLink=y',
    });
    expect(decideClientRoute('/kyc/personal_details', {}, asExpert())).toEqual({ action: 'allow' });
  });
  it('does nothing for visitors who are not logged in (the server guard handles them)', () => {
    expect(
      decideClientRoute('/dashboard/user', {}, { loggedIn: false, role: null, ownUserId: null, selectedUserId: null, transactionAllowed: false }),
    ).toEqual({ action: 'allow' });
  });
});
