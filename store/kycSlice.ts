// KYC record (the selected user's KYC data; full payloads are not shown).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './events';

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

/** Whether the record is being fetched, or failed, is the api's to say (its query state), not the slice's. */
export interface KycState {
  record: KycRecord | null;
}

export const initialKycState: KycState = { record: null };

const kycSlice = createSlice({
  name: 'kyc',
  initialState: initialKycState,
  reducers: {
    /** The selected user's KYC record arrived (null: there is none yet). */
    kycRecordLoaded(state, action: PayloadAction<KycRecord | null>) {
      state.record = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialKycState);
  },
});

export const { kycRecordLoaded } = kycSlice.actions;
export default kycSlice.reducer;

type WithKyc = { kyc: KycState };
export const selectKycRecord = (s: WithKyc) => s.kyc.record;
export const selectKycVerified = (s: WithKyc) => s.kyc.record?.kyc_status === 'verified';
