import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import CancelIcon from '@mui/icons-material/Cancel';
import HelpIcon from '@mui/icons-material/Help';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import CloseIcon from '@mui/icons-material/Close';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { answerDialog } from './dialogs';
import { selectDialog, type DialogState, type DialogType } from './uiSlice';

/** Spec 8: success circle check, warning triangle exclamation, danger circle cross, info question, primary thumbs up. */
export const DIALOG_ICONS: Record<DialogType, { Icon: typeof CheckCircleIcon; color: 'success' | 'warning' | 'error' | 'info' | 'primary'; label: string }> = {
  success: { Icon: CheckCircleIcon, color: 'success', label: 'Success' },
  warning: { Icon: WarningIcon, color: 'warning', label: 'Warning' },
  danger: { Icon: CancelIcon, color: 'error', label: 'Error' },
  info: { Icon: HelpIcon, color: 'info', label: 'Question' },
  primary: { Icon: ThumbUpIcon, color: 'primary', label: 'Notice' },
};

/**
 * The view of the one global dialog (loaded by DialogHost when the first dialog opens).
 * The one global dialog (spec 4 "Global UI states"): its content is Redux state; the answer goes back through
 * answerDialog to the thunk that opened it. Static backdrop (spec 9): clicking outside never closes it; Escape
 * and the close controls answer 'closed' unless the action is running.
 */
export default function DialogView() {
  const dialog = useAppSelector(selectDialog);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const messageId = useId();
  // Keep the last content while the dialog fades out.
  const last = useRef<DialogState | null>(dialog);
  if (dialog) last.current = dialog;
  const d = dialog ?? last.current;
  if (!d) return null;

  const { Icon, color, label } = DIALOG_ICONS[d.type] ?? DIALOG_ICONS.success;
  const close = () => {
    if (!d.busy && dialog) dispatch(answerDialog(d.id, 'closed'));
  };
  const act = () => {
    if (!d.busy && dialog) dispatch(answerDialog(d.id, 'action'));
  };
  // A success with an action (Continue) has nothing to cancel: only its action shows, and Escape does the same (issue 29).
  const actionOnly = d.type === 'success' && d.actionLabel !== null;

  return (
    <Dialog
      // One modal per dialog: reusing a single Modal across back-to-back dialogs could leave #root aria-hidden.
      key={d.id}
      open={!!dialog}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick') return;
        if (actionOnly) act();
        else close();
      }}
      maxWidth={d.size}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={d.message ? messageId : undefined}
      slotProps={{ paper: { 'aria-busy': d.busy || undefined, 'data-dialog-type': d.type } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pt: 2, pr: 7 }}>
        <Icon color={color} titleAccess={label} fontSize="large" data-testid={`dialog-icon-${d.type}`} />
        <DialogTitle id={titleId} sx={{ p: 0 }}>
          {d.title}
        </DialogTitle>
      </Box>
      {actionOnly ? null : (
        <IconButton aria-label="Close" onClick={close} disabled={d.busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>
        {d.message && (
          <Typography id={messageId} sx={{ whiteSpace: 'pre-line' }}>
            {d.message}
          </Typography>
        )}
        {d.lines.length > 0 && (
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
            {d.lines.map((line, i) => (
              <li key={i}>
                <Typography component="span">{line}</Typography>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {actionOnly ? null : (
          <Button onClick={close} disabled={d.busy} variant={d.actionLabel ? 'outlined' : 'contained'} color="inherit">
            {d.closeLabel}
          </Button>
        )}
        {d.actionLabel && (
          <Button
            onClick={act}
            disabled={d.busy}
            variant="contained"
            color={color === 'info' ? 'primary' : color}
            startIcon={d.busy ? <CircularProgress size={16} color="inherit" aria-label="Working" /> : undefined}
          >
            {d.actionLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
