import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { storeLoginMessage, takeLoginMessage } from '@/api/tokenStorage';
import { paths } from '@/config/paths';
import { loginPromptShown } from '@/features/session/sessionSlice';
import { showDialog } from '@/ui/dialogs';
import { messages } from './messages';

/**
 * Spec 6: a visitor who searches, paginates, applies or saves gets the login prompt. The login page's message
 * is stored and the path they were after (with their search) is remembered, so login brings them back to it.
 */
export function useLoginPrompt() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (returnPath: string) => {
      storeLoginMessage(messages.storedLoginMessage);
      dispatch(loginPromptShown(returnPath));
      const answer = await dispatch(
        showDialog({ title: messages.loginRequiredTitle, message: messages.loginRequired, type: 'warning', actionLabel: messages.loginAction }),
      );
      if (answer === 'action') navigate(paths.login.getHref());
    },
    [dispatch, navigate],
  );
}

/**
 * The pending-search notice's own buttons: straight to /login (with the stored message of spec 6) or to /register,
 * remembering the search so login, or registration and first login, bring the visitor back to exactly it.
 */
export function useGoToSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (returnPath: string, to: 'login' | 'register') => {
      dispatch(loginPromptShown(returnPath));
      // "Create a free account…" is for the login page; a visitor already on their way to register need not read it there later.
      if (to === 'login') storeLoginMessage(messages.storedLoginMessage);
      else takeLoginMessage();
      navigate(to === 'login' ? paths.login.getHref() : paths.register.getHref());
    },
    [dispatch, navigate],
  );
}
