import type { Job } from '@/shared/apiTypes';
import { closedJobHead, jobHead } from '@/shared/jobPageHead';
import { paths } from '@/config/paths';
import type { PageHeadInput } from '@/ui/usePageHead';

/** The head of /jobs/{id} from the view_job answer: the text the server writes for the same job (shared/pageHeads). */
export function jobPageHead(job: Job): PageHeadInput {
  const country = job.details?.country ?? '';
  // `location` is 'city, country' (the API's locationOf).
  const suffix = `, ${country}`;
  const city = country && job.location.endsWith(suffix) ? job.location.slice(0, -suffix.length) : job.location;
  const fields = { position: job.position, company: job.company, city, country };
  if (job.status === 'closed') return { ...closedJobHead(fields), path: null };
  const details = job.details;
  return {
    ...jobHead({
      ...fields,
      salary: job.salary ?? null,
      work_type: details?.work_type ?? '',
      role_level: details?.role_level ?? '',
      job_function: details?.job_function ?? '',
      description: job.description ?? '',
      highRisk: job.trust?.level === 'high_risk',
    }),
    path: paths.jobs.getHref(job.id),
  };
}
