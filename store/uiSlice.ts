// UI state: the login modal flags features open. (Loading states belong to the data layer's queries. The header's
// drawer, language and logout question are the shell's own state, components/layout/shellStore.ts: the shell
// carries no redux.)
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AuthModalVariant = 'signup' | 'login';
/** 'listing': the code sent to the number registered on the listing, which alone moves the listing. */
export type ExpertClaimStep = 'arn' | 'details' | 'otp' | 'listing' | 'success';
/** Which login page an outside-triggered login request asks for. */
export type LoginRequestRole = 'user' | 'expert';

export interface ExpertClaimModalState {
  open: boolean;
  step: ExpertClaimStep;
  /** The ARN of the listing the modal was opened from; it fills the ARN field, and the person still looks it up. */
  arn?: string;
}

export interface UiState {
  authModal: { open: boolean; variant: AuthModalVariant };
  expertAuthModal: boolean;
  expertClaimModal: ExpertClaimModalState;
  /** Set by features that need a logged-in visitor; the auth host sends them to the login page. */
  loginRequest: LoginRequestRole | null;
}

export const initialUiState: UiState = {
  authModal: { open: false, variant: 'signup' },
  expertAuthModal: false,
  expertClaimModal: { open: false, step: 'arn' },
  loginRequest: null,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    authModalOpened(state, action: PayloadAction<AuthModalVariant | undefined>) {
      state.authModal = { open: true, variant: action.payload ?? 'signup' };
    },
    /** The auth modal closes back to signup. */
    authModalClosed(state) {
      state.authModal = { open: false, variant: 'signup' };
    },
    expertAuthModalSet(state, action: PayloadAction<boolean>) {
      state.expertAuthModal = action.payload;
    },
    /** Opened from a listing, it carries that listing's ARN; opened from the login page, none. */
    expertClaimOpened(state, action: PayloadAction<{ arn?: string | null } | undefined>) {
      const arn = action.payload?.arn?.trim();
      state.expertClaimModal = arn ? { open: true, step: 'arn', arn } : { open: true, step: 'arn' };
    },
    expertClaimStepSet(state, action: PayloadAction<ExpertClaimStep>) {
      state.expertClaimModal.step = action.payload;
    },
    /** Closing the expert-claim modal resets it to the ARN stage (and forgets the listing's ARN). */
    expertClaimClosed(state) {
      state.expertClaimModal = { open: false, step: 'arn' };
    },
    loginRequested(state, action: PayloadAction<LoginRequestRole>) {
      state.loginRequest = action.payload;
    },
    loginRequestCleared(state) {
      state.loginRequest = null;
    },
  },
});

export const {
  authModalOpened,
  authModalClosed,
  expertAuthModalSet,
  expertClaimOpened,
  expertClaimStepSet,
  expertClaimClosed,
  loginRequested,
  loginRequestCleared,
} = uiSlice.actions;
export default uiSlice.reducer;

type WithUi = { ui: UiState };
export const selectUi = (s: WithUi) => s.ui;
export const selectAuthModal = (s: WithUi) => s.ui.authModal;
export const selectExpertAuthModal = (s: WithUi) => s.ui.expertAuthModal;
export const selectExpertClaim = (s: WithUi) => s.ui.expertClaimModal;
export const selectLoginRequest = (s: WithUi) => s.ui.loginRequest;
