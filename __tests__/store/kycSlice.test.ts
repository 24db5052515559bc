import reducer, {
  kycCleared,
  kycFailed,
  kycLoaded,
  kycRequested,
  selectKycVerified,
  type KycRecord,
} from '@/store/kycSlice';

const record: KycRecord = {
  pancard_no: 'ABCDE1234F',
  name: 'Ravi Kumar',
  kyc_status: 'verified',
  dob: '01/02/1990',
  id: 'k-1',
  mobile_no: '9000000001',
  navigate_to: 'product_page',
  digilocker_status: 'success',
  e_sign: 'aadhar_sign_success',
  user_id: 'u-1',
  fd_mobile_number: null,
};

describe('kyc slice', () => {
  it('tracks loading, the record and failures', () => {
    let s = reducer(undefined, kycRequested());
    expect(s.loading).toBe(true);
    s = reducer(s, kycLoaded(record));
    expect(s).toMatchObject({
      loading: false,
      error: null,
      record: { navigate_to: 'product_page' },
    });
    expect(selectKycVerified({ kyc: s })).toBe(true);
    s = reducer(s, kycFailed('Some Error has been occured'));
    expect(s).toMatchObject({ loading: false, error: 'Some Error has been occured' });
    expect(reducer(s, kycCleared())).toEqual({ record: null, loading: false, error: null });
  });

  it('is not verified for any other status', () => {
    const s = reducer(undefined, kycLoaded({ ...record, kyc_status: 'pending' }));
    expect(selectKycVerified({ kyc: s })).toBe(false);
  });
});
