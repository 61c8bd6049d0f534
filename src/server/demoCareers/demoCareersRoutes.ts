import type { FastifyInstance, FastifyReply } from 'fastify';
import { JobRepository, type JobPageRow } from '../jobs/jobRepository';
import { logoUrl } from '../jobs/jobSql';
import { Type, type SchemaTypes } from '../lib/schema';
import { escapeHtml, isoDate } from '../lib/text';
import { isOpen, jobPostingLd, salaryOf } from '../render/jobPosting';
import { formatSalary } from '../../shared/salaryFormat';
import { sanitizeEmployerHtml } from '../../shared/sanitizeEmployerHtml';
import { jsonForScript } from '../../shared/serverRender';
import { DemoCareersRepository, type DemoCompany } from './demoCareersRepository';
import { demoCareersMessages as m } from './messages';
import { DEMO_CAREERS_PREFIX, demoCareersPath, demoJobPath, DEMO_SEGMENT } from './paths';

/** How many roles a company's careers page lists (newest first). */
const PAGE_ROLES = 100;

const page = (title: string, main: string, jsonLd: unknown[] = []): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
  jsonLd.map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`).join('') +
  `<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1f2937}` +
  `.note{background:#fff7e6;border:1px solid #f0c36d;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}` +
  `dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}li{margin:.25rem 0}</style></head>` +
  `<body><p class="note" role="note">${escapeHtml(m.siteNote)}</p><main>${main}</main>` +
  `<footer><p><a href="/">${escapeHtml(m.backToVeriJobs)}</a></p></footer></body></html>`;

/**
 * The demo careers site (issue 29, docs/markets.md ("The demo catalogue")): a careers page per seeded employer and a page per job,
 * carrying the schema.org JobPosting the listing came from, so every Apply, source and website link of the demo
 * catalogue opens a real page on this origin. A listing reposted by the demo job feed has its page under the feed's
 * path (its `source_url`). Employer HTML is sanitised as everywhere else; the pages are not indexed.
 */
export default async function demoCareersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const site = new DemoCareersRepository(app.db);
  const jobs = new JobRepository(app.db);
  const segment = Type.Segment(DEMO_SEGMENT);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(body);
  const notFound = (reply: FastifyReply) => html(reply, 404, page(m.notFound, `<h1>${escapeHtml(m.notFound)}</h1>`));
  const hide = { hide: true, tags: ['site'] };

  app.get(
    `${DEMO_CAREERS_PREFIX}/:company`,
    { config: { collectErrors: true }, schema: { ...hide, summary: "A demo employer's careers page", params: Type.Object({ company: segment }) } },
    async (req, reply) => {
      if (req.validationError) return notFound(reply);
      const company = await site.company(req.params.company);
      if (!company) return notFound(reply);
      return html(reply, 200, await companyPage(company));
    },
  );

  app.get(
    `${DEMO_CAREERS_PREFIX}/:company/jobs/:ref`,
    { config: { collectErrors: true }, schema: { ...hide, summary: 'One job on a demo careers page', params: Type.Object({ company: segment, ref: segment }) } },
    async (req, reply) => {
      if (req.validationError) return notFound(reply);
      const { company: slug, ref } = req.params;
      const found = await site.jobByRef(ref);
      const path = demoJobPath(slug, ref);
      // The employer's own page for a listing it published; the feed's page (the path its source names) for one a feed
      // reposted, which the employer's site never carried.
      const repost = found !== null && !found.verified;
      if (!found || (repost ? found.source_url !== path : found.company_slug !== slug)) return notFound(reply);
      const job = await jobs.findJobPage(found.id);
      if (!job) return notFound(reply);
      const pageUrl = `${app.publicUrl()}${path}`;
      return html(reply, 200, jobPage(job, found.company_slug, repost ? job.source_name ?? slug : null, pageUrl, app.publicUrl()));
    },
  );

  async function companyPage(company: DemoCompany): Promise<string> {
    const roles = await site.openJobs(company.id, PAGE_ROLES);
    const list = roles.length
      ? `<ul>${roles
          .map((r) => `<li><a href="${escapeHtml(demoJobPath(company.slug, r.ref_id))}">${escapeHtml(r.title)}</a> · ${escapeHtml(r.city)} · ${escapeHtml(isoDate(r.posted_at))}</li>`)
          .join('')}</ul>`
      : `<p>${escapeHtml(m.noOpenRoles)}</p>`;
    const main =
      `<h1>${escapeHtml(m.careersTitle(company.name))}</h1><p>${escapeHtml(company.industry)}</p>` +
      `<h2>${escapeHtml(m.aboutHeading)}</h2>${sanitizeEmployerHtml(company.about_html)}` +
      `<h2>${escapeHtml(m.openRoles(roles.length))}</h2>${list}`;
    return page(m.careersTitle(company.name), main);
  }
}

function jobPage(job: JobPageRow, companySlug: string, repostedBy: string | null, pageUrl: string, origin: string): string {
  const open = isOpen(job) && (job.is_active || repostedBy !== null);
  const salary = salaryOf(job);
  const facts: [string, string][] = [
    [m.location, `${job.city}, ${job.country}`],
    [m.workType, job.work_type],
    [m.level, job.role_level],
    [m.salary, formatSalary(salary)],
    [m.reference, job.ref_id],
    [m.posted, isoDate(job.posted_at)],
  ];
  const main =
    (repostedBy ? `<p class="note">${escapeHtml(m.repostNote(repostedBy))}</p>` : '') +
    `<h1>${escapeHtml(job.position)}</h1>` +
    `<p><a href="${escapeHtml(demoCareersPath(companySlug))}">${escapeHtml(job.company)}</a></p>` +
    (open ? '' : `<p class="note"><strong>${escapeHtml(m.closed)}</strong></p>`) +
    `<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>` +
    sanitizeEmployerHtml(job.description) +
    (open && !repostedBy ? `<h2>${escapeHtml(m.howToApplyHeading)}</h2><p>${escapeHtml(m.howToApply)}</p>` : '') +
    `<p><a href="${escapeHtml(demoCareersPath(companySlug))}">${escapeHtml(m.backToCompany(job.company))}</a></p>`;
  // The JobPosting the listing came from, while it is open on the employer's own page (none on a repost: the feed is
  // not the employer, and a closed role carries none, as Google asks).
  const ld = open && !repostedBy ? [jobPostingLd(job, pageUrl, `${origin}${logoUrl(job.company_id)}`)] : [];
  return page(m.jobTitle(job.position, job.company), main, ld);
}
