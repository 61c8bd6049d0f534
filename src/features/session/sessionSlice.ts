import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Session state (architecture: login flag, remembered path, timeout flag, pending OTP challenge). Tokens never live here. */
export interface OtpChallenge {
  redirect: string;
  email: string;
}

export interface SessionState {
  isLoggedIn: boolean;
  /** Last visited internal candidate path, for redirects after login (spec 2.2, 2.3). */
  rememberedPath: string | null;
  timedOut: boolean;
  otpChallenge: OtpChallenge | null;
}

export const initialSessionState: SessionState = {
  isLoggedIn: false,
  rememberedPath: null,
  timedOut: false,
  otpChallenge: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state) {
      state.isLoggedIn = true;
      state.timedOut = false;
      state.otpChallenge = null;
    },
    loggedOut(state) {
      state.isLoggedIn = false;
      state.otpChallenge = null;
    },
    sessionTimedOut(state) {
      state.isLoggedIn = false;
      state.timedOut = true;
      state.otpChallenge = null;
    },
    timeoutAcknowledged(state) {
      state.timedOut = false;
    },
    candidatePathVisited(state, action: PayloadAction<string>) {
      state.rememberedPath = action.payload;
    },
    /** A visitor hit a login wall (search, paginate, apply, save) at this internal path: come back after login. */
    loginPromptShown(state, action: PayloadAction<string>) {
      state.rememberedPath = action.payload;
    },
    otpRequested(state, action: PayloadAction<OtpChallenge>) {
      state.otpChallenge = action.payload;
    },
    otpCancelled(state) {
      state.otpChallenge = null;
    },
  },
  selectors: {
    selectIsLoggedIn: (s) => s.isLoggedIn,
    selectRememberedPath: (s) => s.rememberedPath,
    selectTimedOut: (s) => s.timedOut,
    selectOtpChallenge: (s) => s.otpChallenge,
  },
});

export const { loggedIn, loggedOut, sessionTimedOut, timeoutAcknowledged, candidatePathVisited, loginPromptShown, otpRequested, otpCancelled } =
  sessionSlice.actions;
export const { selectIsLoggedIn, selectRememberedPath, selectTimedOut, selectOtpChallenge } = sessionSlice.selectors;
export default sessionSlice;
