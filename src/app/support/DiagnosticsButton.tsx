import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { supportMessages } from './messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

// The dialog and the snapshot code load on click only.
const DiagnosticsDialog = lazyWithRetry(() => import(/* webpackChunkName: "support-diagnostics" */ './DiagnosticsDialog'));

/** Opens the diagnostics dialog (contact-details choice + download), e.g. on My Profile. */
export default function DiagnosticsButton({ label = supportMessages.profileDownload }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DiagnosticsDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
