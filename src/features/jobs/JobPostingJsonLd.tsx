import { useMemo } from 'react';
import type { Job } from '@/shared/apiTypes';
import { sanitizeHtml } from '@/ui/SafeHtml';
import { jobPostingData, serializeJsonLd } from './jobPosting';

/** The page's schema.org JobPosting (issue 6). Escaped JSON, so employer text cannot close the script. */
export default function JobPostingJsonLd({ job }: { job: Job }) {
  const json = useMemo(() => {
    const pageUrl = `${window.location.origin}${window.location.pathname}`;
    return serializeJsonLd(jobPostingData(job, pageUrl, sanitizeHtml(job.description)));
  }, [job]);
  // Safe: serializeJsonLd escapes '<', so the content can never end the script element.
  return <script type="application/ld+json" data-testid="job-posting-jsonld" dangerouslySetInnerHTML={{ __html: json }} />;
}
