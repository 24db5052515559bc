// A relationship manager switches the session to one of their advisors: the answer is stored as a login is (the
// advisor's keys, the new tokens), and everything the previous identity had loaded is forgotten.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { actAsExpert } from '@/services/agents.api';
import { errorMessage } from '@/services/http';
import { type HeaderSource, type VerifyOtpResult, headerValue, saveLoginSession } from '@/utils/storage';
import { loginSucceeded } from './authSlice';
import { loggedOut } from './events';

export const expertChosen = createAsyncThunk<VerifyOtpResult, string, { rejectValue: string }>(
  'auth/expertChosen',
  async (expertId, { dispatch, rejectWithValue }) => {
    try {
      const { body, headers } = await actAsExpert(expertId);
      if (!saveLoginSession(body, { get: (name: string) => headerValue(headers as HeaderSource, name) })) {
        return rejectWithValue('The expert could not be opened. Please try again.');
      }
      // Caches, cart and portfolio of the previous identity go; the new one is logged in within the same tick.
      dispatch(loggedOut());
      dispatch(loginSucceeded(body));
      return body;
    } catch (error) {
      return rejectWithValue(errorMessage(error));
    }
  },
);
