import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Flag from '@mui/icons-material/OutlinedFlag';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { detailOf } from '@/api/errors';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import { showDialog } from '@/ui/dialogs';
import type { ReportReason } from '@/shared/trustMessages';
import { messages } from './messages';
import { useLoginPrompt } from './useLoginPrompt';
import { useReportJobMutation } from './trustApi';

const ReportJobDialog = lazy(() => import('./ReportJobDialog'));

/**
 * "Report this job" (issue 17): visitors get the login prompt like apply/save; a candidate fills the report dialog,
 * and the answer (thanks, already reported, too many reports) comes through the app's dialog.
 */
export default function ReportJobButton({ jobId, returnPath }: { jobId: number; returnPath: string }) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const promptLogin = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const [reportJob, { isLoading }] = useReportJobMutation();

  const onClick = () => {
    if (!isLoggedIn) void promptLogin(returnPath);
    else setOpen(true);
  };
  const onSubmit = async (report: { reason: ReportReason; details: string }) => {
    const result = await reportJob({ id: jobId, ...report });
    setOpen(false);
    if ('error' in result) {
      await dispatch(showDialog({ title: messages.errorTitle, message: detailOf(result.error, messages.errorFallback), type: 'danger' }));
      return;
    }
    await dispatch(showDialog({ title: messages.successTitle, message: result.data?.message || messages.reportThanks, type: 'success' }));
  };

  return (
    <>
      <Button variant="text" color="inherit" size="small" startIcon={<Flag />} onClick={onClick} sx={{ color: 'text.secondary' }}>
        {messages.reportJob}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportJobDialog open={open} busy={isLoading} onCancel={() => setOpen(false)} onSubmit={(r) => void onSubmit(r)} />
        </Suspense>
      ) : null}
    </>
  );
}
