import reducer, {
  authModalClosed,
  authModalOpened,
  expertClaimClosed,
  expertClaimOpened,
  expertClaimStepSet,
} from '@/store/uiSlice';

const start = reducer(undefined, { type: '@@init' });

describe('ui slice', () => {
  it('defaults: no modal, no login request', () => {
    expect(start).toMatchObject({
      authModal: { open: false, variant: 'signup' },
      expertAuthModal: false,
      loginRequest: null,
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
});
