import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionTimedOut } from '@/api/sessionEvents';
import { isLoginCookieSet } from '@/api/tokenStorage';
import type { MarketCode } from '@/shared/marketCodes';

/**
 * Session state (architecture: login flag, remembered path, timeout flag, pending OTP challenge). Tokens never
 * live here. "Logged in" is the isLogin cookie (spec 4): `isLoggedIn` is read from it when the store is made and
 * changes only with the events below, which the session listener (sessionListener.ts) turns into the cookie and
 * token writes — so the flag, the cookie and the tokens move together, in one place.
 */
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
  /** The market a visitor chose in the footer (issue 29), persisted; null: automatic (the browser's locale). */
  market: MarketCode | null;
}

export const initialSessionState: SessionState = {
  isLoggedIn: false,
  rememberedPath: null,
  timedOut: false,
  otpChallenge: null,
  market: null,
};

/** Spec 4: logged in is true when the isLogin cookie is 'true'. Read once when the store is made. */
export function sessionStateFromCookie(): SessionState {
  const loggedInByCookie = typeof document !== 'undefined' && isLoginCookieSet();
  return { ...initialSessionState, isLoggedIn: loggedInByCookie };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: sessionStateFromCookie,
  reducers: {
    /** The session began: the listener stored the login's tokens and now writes isLogin=true. */
    loggedIn(state) {
      state.isLoggedIn = true;
      state.timedOut = false;
      state.otpChallenge = null;
    },
    /** Spec 4: a refused login or OTP (the listener has set isLogin to false); the OTP challenge stays for another try. */
    loginFailed(state) {
      state.isLoggedIn = false;
    },
    loggedOut(state) {
      state.isLoggedIn = false;
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
    /** Another tab logged in or out: the isLogin cookie changed under us (listeners.ts checks on focus). */
    loginCookieChanged(state, action: PayloadAction<boolean>) {
      state.isLoggedIn = action.payload;
      if (!action.payload) state.otpChallenge = null;
    },
    /** The reader chose whose money and calling code pages default to (a market code), or null: back to automatic. */
    marketChosen(state, action: PayloadAction<MarketCode | null>) {
      // A code of MARKET_CODES (the footer offers no other); a persisted one is checked when it is read back.
      state.market = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Dispatched by the re-auth base query (api/), which may not import a feature.
    builder.addCase(sessionTimedOut, (state) => {
      state.isLoggedIn = false;
      state.timedOut = true;
      state.otpChallenge = null;
    });
  },
  selectors: {
    selectIsLoggedIn: (s) => s.isLoggedIn,
    selectRememberedPath: (s) => s.rememberedPath,
    selectTimedOut: (s) => s.timedOut,
    selectOtpChallenge: (s) => s.otpChallenge,
    selectChosenMarket: (s) => s.market,
  },
});

export { sessionTimedOut };
export const {
  loggedIn,
  loginFailed,
  loggedOut,
  timeoutAcknowledged,
  candidatePathVisited,
  loginPromptShown,
  otpRequested,
  otpCancelled,
  loginCookieChanged,
  marketChosen,
} = sessionSlice.actions;
export const { selectIsLoggedIn, selectRememberedPath, selectTimedOut, selectOtpChallenge, selectChosenMarket } = sessionSlice.selectors;
export default sessionSlice;
