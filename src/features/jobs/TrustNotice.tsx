import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { Job, Trust } from '@/shared/apiTypes';
import { messages } from './messages';

function Reasons({ trust }: { trust: Trust }) {
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {trust.signals.map((s) => (
        <li key={s.code}>{s.message}</li>
      ))}
    </Box>
  );
}

/** Issue 33: the neutral line of a listing whose reports our team is checking (still listed, nothing concluded). */
function UnderReview() {
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid="trust-under-review">
      {messages.underReview}
    </Alert>
  );
}

/**
 * The trust of a listing on its page (issue 17): a high-risk job opened by direct link shows a warning (role alert)
 * with its reasons before the job; a caution job shows its reasons; a job under review (issue 33) its neutral line; a
 * verified job nothing.
 */
export default function TrustNotice({ trust, focusOnMount = false }: { trust: Trust | undefined; focusOnMount?: boolean }) {
  // After "Show the listing anyway" the button is gone: keyboard and screen-reader users go on from the warning.
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) warning.current?.focus();
  }, [focusOnMount]);
  if (!trust) return null;
  if (trust.level === 'verified') return trust.under_review ? <UnderReview /> : null;
  if (trust.level === 'high_risk') {
    return (
      <Alert ref={warning} tabIndex={focusOnMount ? -1 : undefined} severity="error" role="alert" sx={{ mb: 2 }} data-testid="trust-warning">
        <AlertTitle>{messages.highRiskWarning.title}</AlertTitle>
        <Typography variant="body2">{messages.highRiskWarning.body}</Typography>
        <Reasons trust={trust} />
      </Alert>
    );
  }
  return (
    <>
      {trust.under_review ? <UnderReview /> : null}
      <Alert severity="warning" role="note" sx={{ mb: 2 }} data-testid="trust-caution">
        <AlertTitle>{messages.cautionTitle}</AlertTitle>
        <Reasons trust={trust} />
      </Alert>
    </>
  );
}

/**
 * A likely scam opened by direct link (issue 17): the warning with its reasons in front of the listing, which shows
 * only its title until the reader chooses to see it. No Apply or Save, here or after.
 */
export function HighRiskFront({
  job,
  headingLevel,
  onShowListing,
}: {
  job: Pick<Job, 'id' | 'position' | 'company' | 'trust'>;
  headingLevel: 'h1' | 'h2';
  onShowListing: () => void;
}) {
  return (
    <Box component="article" aria-labelledby={`job-${job.id}-title`} data-testid="high-risk-front">
      <TrustNotice trust={job.trust} />
      <Typography id={`job-${job.id}-title`} variant="h4" component={headingLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {job.position}
      </Typography>
      <Typography variant="subtitle1" component="p" color="text.secondary">
        {job.company}
      </Typography>
      <Button variant="outlined" color="inherit" onClick={onShowListing} sx={{ mt: 2 }}>
        {messages.showListingAnyway}
      </Button>
    </Box>
  );
}

/**
 * On a job card: "Check before you apply" with the reasons, for a caution job (high-risk jobs are never listed), or the
 * neutral under-review line (issue 33).
 */
export function TrustCaption({ trust }: { trust: Trust | undefined }) {
  if (trust?.level === 'verified' && trust.under_review) {
    return (
      <Typography variant="caption" component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 0.5, color: 'text.secondary' }}>
        <InfoOutlined sx={{ fontSize: 16 }} aria-hidden />
        <span>{messages.underReview}</span>
      </Typography>
    );
  }
  if (!trust || trust.level === 'verified') return null;
  return (
    <Typography variant="caption" component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 0.5, color: 'warning.dark' }}>
      <WarningAmber sx={{ fontSize: 16 }} aria-hidden />
      <span>
        <strong>{messages.trustLevels[trust.level]}:</strong> {trust.signals.map((s) => s.message).join(' ')}
      </span>
    </Typography>
  );
}
