import reducer, {
  authModalClosed,
  authModalOpened,
  expertClaimClosed,
  expertClaimOpened,
  expertClaimStepSet,
  langSet,
  logoutConfirmClosed,
  logoutConfirmOpened,
  navSet,
} from '@/store/uiSlice';
import { loggedOut } from '@/store/events';

const start = reducer(undefined, { type: '@@init' });

describe('ui slice', () => {
  it("defaults: language 'en', nav closed, no modal", () => {
    expect(start).toMatchObject({
      lang: 'en',
      nav: false,
      logoutConfirm: false,
      authModal: { open: false, variant: 'signup' },
    });
  });

  it('opens the auth modal as login or signup and closes back to signup', () => {
    const open = reducer(start, authModalOpened('login'));
    expect(open.authModal).toEqual({ open: true, variant: 'login' });
    expect(reducer(open, authModalClosed()).authModal).toEqual({ open: false, variant: 'signup' });
    expect(reducer(start, authModalOpened(undefined)).authModal.variant).toBe('signup');
  });

  it('resets the expert-claim modal to the ARN stage when it closes', () => {
    let s = reducer(start, expertClaimOpened());
    s = reducer(s, expertClaimStepSet('otp'));
    expect(s.expertClaimModal).toEqual({ open: true, step: 'otp' });
    s = reducer(s, expertClaimClosed());
    expect(s.expertClaimModal).toEqual({ open: false, step: 'arn' });
  });

  it('keeps the ARN of the listing the claim was opened from, and forgets it on close', () => {
    let s = reducer(start, expertClaimOpened({ arn: ' 187340 ' }));
    expect(s.expertClaimModal).toEqual({ open: true, step: 'arn', arn: '187340' });
    s = reducer(s, expertClaimStepSet('details'));
    expect(s.expertClaimModal.arn).toBe('187340');
    s = reducer(s, expertClaimClosed());
    expect(s.expertClaimModal).toStrictEqual({ open: false, step: 'arn' });
    // Opened again without a listing (from the login page), or from one with no ARN: the field starts empty.
    expect(reducer(s, expertClaimOpened()).expertClaimModal).toStrictEqual({
      open: true,
      step: 'arn',
    });
    expect(reducer(s, expertClaimOpened({ arn: null })).expertClaimModal).toStrictEqual({
      open: true,
      step: 'arn',
    });
  });

  it('opens and closes the nav and the logout question, and sets the language', () => {
    let s = reducer(start, navSet(true));
    expect(s.nav).toBe(true);
    expect(reducer(s, navSet(false)).nav).toBe(false);
    s = reducer(s, logoutConfirmOpened());
    expect(s.logoutConfirm).toBe(true);
    expect(reducer(s, logoutConfirmClosed()).logoutConfirm).toBe(false);
    expect(reducer(s, langSet('hi')).lang).toBe('hi');
    expect(reducer(s, langSet('')).lang).toBe('en');
  });

  it('closes the logout question on logout and keeps the language', () => {
    const s = reducer(reducer(start, langSet('hi')), logoutConfirmOpened());
    expect(reducer(s, loggedOut())).toMatchObject({ logoutConfirm: false, lang: 'hi' });
  });
});
