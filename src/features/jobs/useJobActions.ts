import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { detailOf } from '@/api/errors';
import type { ActionResponse, Job } from '@/shared/apiTypes';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import { confirm, showDialog } from '@/ui/dialogs';
import { useApplyJobMutation, useSaveJobMutation } from './jobsApi';
import { safeHttpUrl } from './jobPosting';
import { messages } from './messages';
import { useLoginPrompt } from './useLoginPrompt';

export type JobAction = 'apply' | 'save';

/** Opens the employer's own application page, only ever an http(s) URL, without giving it our window. */
export function openDirectApply(job: Pick<Job, 'direct_apply' | 'direct_appy_url'>): boolean {
  const url = job.direct_apply ? safeHttpUrl(job.direct_appy_url) : null;
  if (!url) return false;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}

/**
 * Apply and save (spec 4, 8): visitors get the login prompt; candidates confirm first, then the call runs with an
 * optimistic update (jobsApi); success shows the server message, failure the server detail.
 */
export function useJobActions(job: Job | undefined, returnPath: string) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const promptLogin = useLoginPrompt();
  const [applyJob, applyState] = useApplyJobMutation();
  const [saveJob, saveState] = useSaveJobMutation();

  const run = useCallback(
    async (action: JobAction) => {
      if (!job) return;
      if (!isLoggedIn) {
        await promptLogin(returnPath);
        return;
      }
      const confirmed = await dispatch(
        confirm({ title: messages.confirmTitle, message: action === 'apply' ? messages.confirmApply : messages.confirmSave }),
      );
      if (!confirmed) return;
      const result = action === 'apply' ? await applyJob({ id: job.id }) : await saveJob({ id: job.id });
      const body: ActionResponse | undefined = 'data' in result ? result.data : undefined;
      if ('error' in result || !body || (body.status && body.status !== 'success')) {
        const error = 'error' in result ? result.error : { data: body };
        await dispatch(showDialog({ title: messages.errorTitle, message: detailOf(error, messages.errorFallback), type: 'danger' }));
        return;
      }
      if (action === 'apply') openDirectApply(job);
      await dispatch(showDialog({ title: messages.successTitle, message: body.message || messages.successFallback, type: 'success' }));
    },
    [job, isLoggedIn, promptLogin, returnPath, dispatch, applyJob, saveJob],
  );

  return { run, busy: applyState.isLoading || saveState.isLoading };
}
