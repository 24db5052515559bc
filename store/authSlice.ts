// Auth state and the login stages (1 number, 2 OTP sent, 3 logged in). Never holds a token: the token
// lives in browser storage (utils/storage) and `token` here only says whether one exists.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './events';
import { resolveLoginRole, type AuthSnapshot, type VerifyOtpResult } from '@/utils/storage';

export type AuthStage = 1 | 2 | 3;

export const OTP_SENT_MESSAGE = 'OTP sent';
export const INCORRECT_OTP_MESSAGE = 'Incorrect OTP';

export interface AuthState {
  /** True when an access token is stored; the token itself is never in redux. */
  token: boolean;
  loggedIn: boolean;
  name: string | null;
  phone: string | null;
  /** The role the session acts as ('user' or 'expert'). */
  type: string | null;
  id: string | null;
  city: string | null;
  profileStage: number | null;
  role: string[];
  assigned_merchant: unknown;
  merchantID: string | null;
  userData: Record<string, unknown> | null;
  optin: boolean;
  otpRequest: boolean;
  msg: string | null;
  error: string | null;
  /** 1 enter number, 2 OTP sent, 3 verified. */
  authStage: AuthStage;
}

export const initialAuthState: AuthState = {
  token: false,
  loggedIn: false,
  name: null,
  phone: null,
  type: null,
  id: null,
  city: null,
  profileStage: null,
  role: [],
  assigned_merchant: null,
  merchantID: null,
  userData: null,
  optin: false,
  otpRequest: false,
  msg: null,
  error: null,
  authStage: 1,
};

const text = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    otpSent(state, action: PayloadAction<{ phone?: string } | undefined>) {
      state.authStage = 2;
      state.msg = OTP_SENT_MESSAGE;
      state.otpRequest = true;
      state.error = null;
      if (action.payload?.phone) state.phone = action.payload.phone;
    },
    otpFailed(state) {
      state.error = INCORRECT_OTP_MESSAGE;
      state.otpRequest = false;
    },
    loginSucceeded(state, action: PayloadAction<VerifyOtpResult & { optin?: boolean }>) {
      const r = action.payload;
      const roles = Array.isArray(r.role) ? r.role : r.role ? [r.role] : [];
      state.token = true;
      state.loggedIn = true;
      state.authStage = 3;
      state.otpRequest = false;
      state.error = null;
      state.msg = text(r.msg);
      state.id = text(r.id);
      state.name = text(r.name);
      state.phone = text(r.mobile_no) ?? state.phone;
      state.city = text(r.city);
      state.profileStage = r.stage === null || r.stage === undefined ? null : Number(r.stage);
      state.role = roles;
      state.type = resolveLoginRole(roles);
      state.merchantID = text(r.merchant_id);
      state.assigned_merchant = r.assigned_merchant ?? null;
      if (r.optin !== undefined) state.optin = r.optin;
    },
    authErrorSet(state, action: PayloadAction<string | null>) {
      state.error = action.payload;
    },
    authStageSet(state, action: PayloadAction<AuthStage>) {
      state.authStage = action.payload;
      if (action.payload === 1) {
        state.otpRequest = false;
        state.msg = null;
        state.error = null;
      }
    },
    /** After a reload: rebuild from browser storage (read by utils/storage readAuthSnapshot). */
    hydrateFromStorage(_state, action: PayloadAction<AuthSnapshot>) {
      const s = action.payload;
      if (!s.loggedIn) return initialAuthState;
      return {
        ...initialAuthState,
        token: true,
        loggedIn: true,
        authStage: 3,
        type: s.type,
        role: s.role,
        id: s.id,
        name: s.name,
        phone: s.phone,
        merchantID: s.merchantID,
      };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialAuthState);
  },
});

export const {
  otpSent,
  otpFailed,
  loginSucceeded,
  authErrorSet,
  authStageSet,
  hydrateFromStorage,
} = authSlice.actions;
export default authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (s: WithAuth) => s.auth;
export const selectLoggedIn = (s: WithAuth) => s.auth.loggedIn;
export const selectAuthType = (s: WithAuth) => s.auth.type;
export const selectAuthName = (s: WithAuth) => s.auth.name;
export const selectAuthId = (s: WithAuth) => s.auth.id;
export const selectAuthStage = (s: WithAuth) => s.auth.authStage;
export const selectAuthError = (s: WithAuth) => s.auth.error;
export const selectIsExpert = (s: WithAuth) => s.auth.loggedIn && s.auth.type === 'expert';
