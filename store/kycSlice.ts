// The selected investor's KYC record, as the KYC api last answered it: fetched (kycdetails, kycdata) or returned by a
// step's save. Whether it is loading or failed is the api's query state, not the slice's.
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { KycData, KycDetailsAnswer, KycRecord } from '@/services/kyc.types';
import { mutationFulfilled, queryFulfilled } from './api/matchers';
import { loggedOut } from './events';

export type { KycRecord } from '@/services/kyc.types';

export interface KycState {
  record: KycRecord | null;
  /** The record can no longer be edited (submitted or verified): the backend's `isDisabled`. */
  disabled: boolean;
}

export const initialKycState: KycState = { record: null, disabled: false };

// The endpoints of store/api/kyc.ts, matched by name so that this slice need not load the api.
const detailsLoaded = queryFulfilled<unknown, KycDetailsAnswer>('nodeApi', 'getKycDetails');
const dataLoaded = queryFulfilled<unknown, KycData>('nodeApi', 'getKycData');
const recordSaved = isAnyOf(
  mutationFulfilled<unknown, KycRecord>('nodeApi', 'addKycDetails'),
  mutationFulfilled<unknown, KycRecord>('nodeApi', 'savePersonalDetails'),
  mutationFulfilled<unknown, KycRecord>('nodeApi', 'saveDeclarations'),
  mutationFulfilled<unknown, KycRecord>('pyApi', 'submitKyc'),
);

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
    builder
      .addCase(loggedOut, () => initialKycState)
      .addMatcher(detailsLoaded, (state, action) => {
        state.record = action.payload.data;
        state.disabled = action.payload.isDisabled;
      })
      .addMatcher(dataLoaded, (state, action) => {
        state.record = action.payload.record;
      })
      .addMatcher(recordSaved, (state, action) => {
        state.record = action.payload as KycRecord;
      });
  },
});

export const { kycRecordLoaded } = kycSlice.actions;
export default kycSlice.reducer;

type WithKyc = { kyc: KycState };
export const selectKycRecord = (s: WithKyc) => s.kyc.record;
export const selectKycVerified = (s: WithKyc) => s.kyc.record?.kyc_status === 'verified';
export const selectKycDisabled = (s: WithKyc) => s.kyc.disabled;
