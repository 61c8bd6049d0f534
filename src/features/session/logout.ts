import { apiSlice } from '@/api/apiSlice';
import { detailOf, httpStatusOf } from '@/api/errors';
import { toFormData } from '@/api/formData';
import { navigateTo } from '@/api/navigation';
import { getRefreshToken } from '@/api/tokenStorage';
import type { StatusResponse } from '@/shared/apiTypes';
import type { RefreshBody } from '@/shared/requests';
import type { AppThunk } from '@/app/hooks';
import { paths } from '@/config/paths';
import { hideLoader, showDialog, showLoader } from '@/ui/dialogs';
import { loggedOut } from './sessionSlice';

/** Logout (spec 4, spec 8 "Logout failure"). */
export const LOGOUT_MESSAGES = {
  failureTitle: 'Error',
  failureFallback: 'Logout failed',
  retry: 'Try Again',
} as const;

export const logoutApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** POST /logout (authenticated, form {refresh}); in NO_REAUTH_ENDPOINTS, so it never triggers a refresh. */
    logout: build.mutation<StatusResponse, RefreshBody>({
      query: ({ refresh }) => ({ url: '/logout', method: 'POST', body: toFormData({ refresh }) }),
    }),
  }),
});

/** Posts the refresh token; null on success, else the message to show. */
const postLogout = (): AppThunk<Promise<string | null>> => async (dispatch) => {
  dispatch(showLoader());
  try {
    const result = await dispatch(logoutApi.endpoints.logout.initiate({ refresh: getRefreshToken() ?? '' }, { track: false }));
    if (!('error' in result) || !result.error) return null;
    // The server no longer accepts these credentials: there is nothing left to revoke, so the local logout goes ahead.
    if (httpStatusOf(result.error) === 401) return null;
    return detailOf(result.error, LOGOUT_MESSAGES.failureFallback);
  } finally {
    await dispatch(hideLoader());
  }
};

/**
 * Loader, POST /logout, then session/loggedOut — on which the session listener removes the tokens and the isLogin
 * cookie and drops the RTK Query cache (profile image included) — and /login. On failure a danger dialog 'Error' offers 'Try Again'; closing it keeps the
 * session. Resolves true when the user ended up logged out.
 */
export const logout = (): AppThunk<Promise<boolean>> => async (dispatch) => {
  let failure = await dispatch(postLogout());
  while (failure) {
    const answer = await dispatch(
      showDialog({ title: LOGOUT_MESSAGES.failureTitle, message: failure, type: 'danger', actionLabel: LOGOUT_MESSAGES.retry }),
    );
    if (answer === 'closed') return false;
    failure = await dispatch(postLogout());
  }
  dispatch(loggedOut());
  navigateTo(paths.login.getHref());
  return true;
};
