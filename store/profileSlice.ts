// The advisor profile onboarding as the spec keeps it: the profile, the stage on screen, the last save's status
// and the server's error. A stage's save stores the profile it answers and, when the save asked to move on, moves
// to the stage the server returns; stage 3's save makes the update final (stage 4). Loading and retrying the
// profile itself are the api's query state.
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ERROR_MESSAGE } from '@/services/http/errors';
import type { AdvisorProfileView, StageAnswer } from '@/utils/experts/profileWire';
import { mutationFulfilled, mutationPending, mutationRejected, queryFulfilled } from './api/matchers';
import { loggedOut } from './events';

export type ProfileSaveStatus = 'idle' | 'saving' | 'success' | 'failed';

export interface ProfileState {
  profileData: AdvisorProfileView | null;
  /** The stage on screen: 1–3, or 4 once the profile is final. */
  stage: number;
  status: ProfileSaveStatus;
  error: string | null;
}

export const initialProfileState: ProfileState = { profileData: null, stage: 1, status: 'idle', error: null };
export const FINAL_STAGE = 4;

const SAVES = ['saveProfileStage1', 'saveProfileStage2', 'saveProfileStage3'] as const;
const loaded = queryFulfilled<void, AdvisorProfileView>('nodeApi', 'getAdvisorProfile');
const saving = isAnyOf(...SAVES.map((name) => mutationPending<unknown>('nodeApi', name)));
const failed = isAnyOf(...SAVES.map((name) => mutationRejected<unknown>('nodeApi', name)));
const stage1Saved = mutationFulfilled<{ isUpdateStage?: boolean }, StageAnswer>('nodeApi', 'saveProfileStage1');
const stage2Saved = mutationFulfilled<{ stage?: number }, StageAnswer>('nodeApi', 'saveProfileStage2');
const stage3Saved = mutationFulfilled<unknown, StageAnswer>('nodeApi', 'saveProfileStage3');

/** The failure's words: the stage's `error` (a refused ARN), else its message. */
function failureText(payload: unknown): string {
  const data = (payload as { data?: { error?: unknown; message?: unknown } } | undefined)?.data;
  if (typeof data?.error === 'string') return data.error;
  if (typeof data?.message === 'string') return data.message;
  return DEFAULT_ERROR_MESSAGE;
}

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    /** The advisor went back (or on) to a stage already reached. */
    profileStageChosen(state, action: PayloadAction<number>) {
      state.stage = Math.min(Math.max(action.payload, 1), 3);
      state.status = 'idle';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialProfileState)
      .addMatcher(loaded, (state, action) => {
        const first = state.profileData === null;
        state.profileData = action.payload;
        // A finished profile opens at its first stage, to review; an unfinished one where it stopped.
        if (first) state.stage = action.payload.stage >= FINAL_STAGE ? 1 : Math.max(action.payload.stage, 1);
      })
      .addMatcher(saving, (state) => {
        state.status = 'saving';
        state.error = null;
      })
      .addMatcher(failed, (state, action) => {
        if ((action.meta as { condition?: boolean }).condition) return;
        state.status = 'failed';
        state.error = failureText(action.payload);
      })
      .addMatcher(stage1Saved, (state, action) => {
        state.profileData = action.payload.profile;
        state.status = 'success';
        if (action.meta.arg.originalArgs.isUpdateStage) state.stage = Math.min(action.payload.stage, 3);
      })
      .addMatcher(stage2Saved, (state, action) => {
        state.profileData = action.payload.profile;
        state.status = 'success';
        if (action.meta.arg.originalArgs.stage) state.stage = Math.min(action.payload.stage, 3);
      })
      .addMatcher(stage3Saved, (state, action) => {
        state.profileData = action.payload.profile;
        state.status = 'success';
        state.stage = FINAL_STAGE;
      });
  },
});

export const { profileStageChosen } = profileSlice.actions;
export default profileSlice.reducer;

type WithProfile = { profile: ProfileState };
export const selectProfile = (s: WithProfile) => s.profile;
