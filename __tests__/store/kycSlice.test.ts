import { loggedOut } from '@/store/events';
import reducer, { kycRecordLoaded, selectKycVerified, type KycRecord } from '@/store/kycSlice';

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
  it('keeps the record that arrived and forgets it on logout', () => {
    const s = reducer(undefined, kycRecordLoaded(record));
    expect(s.record).toMatchObject({ navigate_to: 'product_page' });
    expect(selectKycVerified({ kyc: s })).toBe(true);
    expect(reducer(s, loggedOut())).toEqual({ record: null, disabled: false });
  });

  it('is not verified for any other status', () => {
    const s = reducer(undefined, kycRecordLoaded({ ...record, kyc_status: 'pending' }));
    expect(selectKycVerified({ kyc: s })).toBe(false);
  });
});
