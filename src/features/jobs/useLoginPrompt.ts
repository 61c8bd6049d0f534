import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { storeLoginMessage } from '@/api/tokenStorage';
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
