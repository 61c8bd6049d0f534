import { siteTitle, type PageText } from './pageHeads';
import { clip, textFromHtml } from './plainText';
import type { Salary } from './salary';
import { formatSalary } from './salaryFormat';
import { HIGH_RISK_WARNING } from './trustMessages';

/**
 * A job page's title and description (shared/pageHeads.ts has the other pages'): written by the server into the
 * page's head and by the app on in-app navigation (features/jobs/jobHead.ts).
 */

/** What a job's head is made of: the same fields on the server's row and in the app's view_job answer. */
export interface JobHeadFields {
  position: string;
  company: string;
  city: string;
  country: string;
  salary: Salary | null;
  work_type: string;
  role_level: string;
  job_function: string;
  /** The employer's description (HTML). */
  description: string;
  highRisk: boolean;
}

/** The job's salary when it carries a usable one (a currency code, positive amounts, min ≤ max), else null. */
export function usableSalary(salary: Salary | null | undefined): Salary | null {
  if (!salary || !/^[A-Z]{3}$/.test(salary.currency)) return null;
  const positive = (n: number | null) => (n !== null && Number.isFinite(n) && n > 0 ? n : null);
  const min = positive(salary.min);
  const max = positive(salary.max);
  if (min === null && max === null) return null;
  return { ...salary, min, max: max !== null && min !== null && max < min ? null : max };
}

/** The job's facts in the order pages list them: salary, work type, role level, job function. */
export function jobFacts(job: Pick<JobHeadFields, 'salary' | 'work_type' | 'role_level' | 'job_function'>): string[] {
  const salary = usableSalary(job.salary);
  return [salary ? formatSalary(salary) : null, job.work_type, job.role_level, job.job_function].filter((x): x is string => !!x);
}

/** The first sentence about a job: 'Driver at Acme in Pune, India. INR 20,000 / month · Full-time.' */
export function jobLead(job: Omit<JobHeadFields, 'description' | 'highRisk'>): string {
  const facts = jobFacts(job);
  return `${job.position} at ${job.company} in ${job.city}, ${job.country}.${facts.length ? ` ${facts.join(' · ')}.` : ''}`;
}

/**
 * An open job's page. A likely scam (issue 17) leads its description with the warning, as the page leads with it.
 * `body` is the description's plain text when the caller has it already.
 */
export function jobHead(job: JobHeadFields, body: string = textFromHtml(job.description)): PageText {
  return {
    title: siteTitle(`${job.position} at ${job.company} – ${job.city}`),
    description: clip(`${job.highRisk ? `${HIGH_RISK_WARNING.title}. ` : ''}${jobLead(job)} ${body}`, 300),
  };
}

/** A closed job's page (410 on the server). */
export function closedJobHead(job: Pick<JobHeadFields, 'position' | 'company' | 'city' | 'country'>): PageText {
  return {
    title: siteTitle(`${job.position} at ${job.company} – closed`),
    description: `${job.position} at ${job.company} (${job.city}, ${job.country}) is no longer accepting applications.`,
  };
}
