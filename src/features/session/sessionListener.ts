import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { apiSlice } from '@/api/apiSlice';
import { clearTokens, removeLoginCookie, setLoginCookie, setTimeoutFlag, writeTokens } from '@/api/tokenStorage';
import type { AppDispatch, RootState } from '@/app/hooks';
import type { LoginResponse } from '@/shared/apiTypes';
import { loginOutcome, otpOutcome, sessionApi } from './sessionApi';
import { loggedIn, loggedOut, loginCookieChanged, loginFailed, selectIsLoggedIn, sessionTimedOut } from './sessionSlice';

export type SessionStartListening = TypedStartListening<RootState, AppDispatch>;

/**
 * The session's one owner (issue 21). Only these effects write the tokens and the isLogin cookie and drop the
 * RTK Query cache — besides the re-auth base query, which stores a refreshed pair inside its lock (api/reauth.ts):
 *
 * - login / OTP verification answered 'success' → the pair is stored where the mutation's `remember` says
 *   (decisions.md §3), then session/loggedIn → isLogin=true;
 * - a refused login (spec 4) → tokens removed, isLogin=false, session/loginFailed; an OTP answered status 'error'
 *   → isLogin=false, session/loginFailed;
 * - a failed registration (spec 8) → the login cookie removed;
 * - session/loggedOut (the logout thunk) and session/sessionTimedOut (a rejected refresh) → tokens and cookie
 *   removed (TIMEOUT=1 on a timeout), then the cache is dropped so no candidate data outlives the session;
 * - another tab logged out (session/loginCookieChanged false) → the cache is dropped.
 *
 * Screens call the mutation, `unwrap()` it, show their dialog and navigate; they never touch storage.
 */
export function startSessionListener(startListening: SessionStartListening): void {
  const { login, verifyOtp, register } = sessionApi.endpoints;

  // The answer to a login or an OTP verification (spec 4): the session begins, or the attempt was refused — a
  // refused login sets isLogin to false and removes stored tokens, an OTP answered status 'error' sets isLogin
  // to false only.
  type Refusal = 'login' | 'otp' | null;
  const answered = (data: LoginResponse | undefined, remember: boolean | undefined, refused: Refusal, dispatch: AppDispatch) => {
    if (data?.status === 'success') {
      const pair = { access: data.access, refresh: data.refresh, accessLifetime: data.access_lifetime };
      writeTokens(pair, remember ?? false);
      dispatch(loggedIn());
    } else if (refused) {
      if (refused === 'login') clearTokens();
      setLoginCookie(false);
      dispatch(loginFailed());
    }
  };
  startListening({
    matcher: login.matchFulfilled,
    effect: ({ payload, meta }, api) => {
      const refused: Refusal = loginOutcome(payload, undefined) === 'failed' ? 'login' : null;
      answered(payload, meta.arg.originalArgs.remember, refused, api.dispatch);
    },
  });
  startListening({
    matcher: login.matchRejected,
    effect: ({ payload }, api) => answered(undefined, undefined, loginOutcome(undefined, payload) === 'failed' ? 'login' : null, api.dispatch),
  });
  startListening({
    matcher: verifyOtp.matchFulfilled,
    effect: ({ payload, meta }, api) => {
      const refused: Refusal = otpOutcome(payload, undefined) === 'error' ? 'otp' : null;
      answered(payload, meta.arg.originalArgs.remember, refused, api.dispatch);
    },
  });
  startListening({
    matcher: verifyOtp.matchRejected,
    effect: ({ payload }, api) => answered(undefined, undefined, otpOutcome(undefined, payload) === 'error' ? 'otp' : null, api.dispatch),
  });

  startListening({ actionCreator: loggedIn, effect: () => setLoginCookie(true) });

  startListening({
    matcher: isAnyOf(register.matchFulfilled, register.matchRejected),
    effect: (action, api) => {
      if (register.matchFulfilled(action) && action.payload.status === 'success') return;
      removeLoginCookie();
      if (selectIsLoggedIn(api.getState())) api.dispatch(loginCookieChanged(false));
    },
  });

  startListening({
    matcher: isAnyOf(loggedOut, sessionTimedOut),
    effect: async (action, api) => {
      clearTokens();
      removeLoginCookie();
      if (sessionTimedOut.match(action)) setTimeoutFlag();
      // Let the guards unmount candidate screens first, so the reset does not make them refetch.
      await api.delay(0);
      api.dispatch(apiSlice.util.resetApiState());
    },
  });

  startListening({
    actionCreator: loginCookieChanged,
    effect: async (action, api) => {
      if (action.payload) return;
      await api.delay(0);
      api.dispatch(apiSlice.util.resetApiState());
    },
  });
}
