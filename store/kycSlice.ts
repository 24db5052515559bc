// KYC record of spec section 3 (the selected user's KYC data; full payloads are not shown).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface KycRecord {
  pancard_no: string | null;
  name: string | null;
  kyc_status: string | null;
  dob: string | null;
  id: string | null;
  mobile_no: string | null;
  /** product_page, personal_details, upload_documents, declarations or bank_details. */
  navigate_to: string | null;
  digilocker_status: string | null;
  e_sign: string | null;
  user_id: string | null;
  fd_mobile_number: string | null;
}

export interface KycState {
  record: KycRecord | null;
  loading: boolean;
  error: string | null;
}

export const initialKycState: KycState = { record: null, loading: false, error: null };

const kycSlice = createSlice({
  name: 'kyc',
  initialState: initialKycState,
  reducers: {
    kycRequested(state) {
      state.loading = true;
      state.error = null;
    },
    kycLoaded(state, action: PayloadAction<KycRecord | null>) {
      state.record = action.payload;
      state.loading = false;
      state.error = null;
    },
    kycFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    kycCleared() {
      return initialKycState;
    },
  },
});

export const { kycRequested, kycLoaded, kycFailed, kycCleared } = kycSlice.actions;
export default kycSlice.reducer;

type WithKyc = { kyc: KycState };
export const selectKycRecord = (s: WithKyc) => s.kyc.record;
export const selectKycVerified = (s: WithKyc) => s.kyc.record?.kyc_status === 'verified';
