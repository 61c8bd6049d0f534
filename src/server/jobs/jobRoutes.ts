import type { FastifyInstance } from 'fastify';
import { JOB_LIST_PAGE_SIZE, DEFAULT_AGGREGATING_WEBSITES_COUNT, DEFAULT_SMARTMATCH_JOB_COUNT } from '../../shared/constants';
import type { BrowseItem, CityItem, DropdownItem, ExploreTile, FeaturedJob, Job, JobListResponse, LandingData, Plan, SimilarJob, Testimonial } from '../../shared/apiTypes';
import type { SqlParam } from '../db/client';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { queryForm } from '../lib/forms';
import { JOB_COLUMNS, JOB_JOINS, Params, likeEscape, logoUrl, locationOf, pageCount, prefixTsQuery, toSummary, type JobRow } from './jobSql';
import { colorFor, logoSvg } from '../lib/svg';
import { isoTime } from '../lib/text';
import { f, formJson, pathParams, validate } from '../lib/validate';


const POST_DATE_DAYS: Record<string, number> = { today: 1, '3days': 3, '7days': 7, '30days': 30 };
const BROWSE = {
  function: { table: 'job_functions', column: 'job_function_id', route: '/jobs-by-categories', media: 'function' },
  city: { table: 'cities', column: 'city_id', route: '/jobs-by-cities', media: 'city' },
  companies: { table: 'companies', column: 'company_id', route: '/jobs-by-companies', media: 'logo' },
} as const;
type BrowseType = keyof typeof BROWSE;

/** Public calls of spec 7: landing, job lists, job detail, browse-by, dropdowns, plans, generated images. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;
  const { db } = app;

  // ---------- Landing (cached briefly: it is the busiest public call)
  let landingCache: { at: number; data: LandingData } | null = null;
  async function browseTiles(type: 'function' | 'city', limit: number): Promise<ExploreTile[]> {
    const b = BROWSE[type];
    const rows = await db.query<{ id: number; name: string; slug: string; count: number }>(
      `SELECT t.id, t.name, t.slug, count(j.id)::int AS count FROM ${b.table} t
       JOIN jobs j ON j.${b.column} = t.id AND j.is_active GROUP BY t.id ORDER BY count DESC, t.name LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ name: r.name, count: r.count, url: `${b.route}/${r.slug}`, image: `/v1/media/${b.media}/${r.id}.svg` }));
  }
  app.get('/candidates/landing', { schema: { tags: ['jobs'], summary: 'Landing page: counts, featured jobs, explore tiles, testimonials' } }, async () => {
    if (landingCache && Date.now() - landingCache.at < 10_000) return { status: 'success', data: landingCache.data };
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE is_active');
    const featured = await db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS} WHERE j.is_active AND j.is_featured ORDER BY j.posted_at DESC, j.id DESC LIMIT 8`,
    );
    const testimonials = await db.query<{ id: number; name: string; location: string; content: string }>(
      'SELECT id, name, location, content FROM testimonials ORDER BY id',
    );
    const data: LandingData = {
      active_jobs_count: n,
      smartmatch_job_count: DEFAULT_SMARTMATCH_JOB_COUNT,
      aggregating_websites_count: DEFAULT_AGGREGATING_WEBSITES_COUNT,
      featured_jobs: {
        view_all_jobs_url: '/jobs',
        jobs: featured.map(
          (r): FeaturedJob => ({ id: r.id, country: r.country, position: r.position, by: r.company, time: isoTime(r.posted_at), url: `/jobs/${r.id}` }),
        ),
      },
      explore_jobs: {
        list_by_function: { title: 'Explore Jobs by Function', key: 'Functions', view_all_jobs_url: '/jobs-by-categories', lists: await browseTiles('function', 8) },
        list_by_city: { title: 'Explore Jobs by City', key: 'City', view_all_jobs_url: '/jobs-by-cities', lists: await browseTiles('city', 8) },
      },
      popular_startups: testimonials.map((t): Testimonial => ({ content: t.content, image: `/v1/media/avatar/${t.id}.svg`, name: t.name, location: t.location })),
    };
    landingCache = { at: Date.now(), data };
    return { status: 'success', data };
  });

  // ---------- Job list with filters and the browse-by type filter
  // Counts per filter set are cached for 30 s: jobs change only when seeded, and on PGlite every query costs a
  // round through one single-threaded engine, so paging through a list must not recount it each time.
  const counts = new Map<string, { at: number; n: number }>();
  async function countJobs(sql: string, params: SqlParam[]): Promise<number> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const hit = counts.get(key);
    if (hit && Date.now() - hit.at < 30_000) return hit.n;
    const [{ total }] = await db.query<{ total: number }>(sql, params);
    if (counts.size >= 1000) counts.delete(counts.keys().next().value as string);
    counts.set(key, { at: Date.now(), n: total });
    return total;
  }
  const listSchema = {
    page: f.int(1, 1, 1_000_000),
    length: f.int(JOB_LIST_PAGE_SIZE, 1, 50),
    jobtitle: f.optString({ max: 100 }),
    jobfunction: f.optString({ max: 100 }),
    location: f.optString({ max: 100 }),
    post_date: f.oneOf(['today', '3days', '7days', '30days', 'any'] as const, false),
    type: f.oneOf(['function', 'city', 'companies'] as const, false),
    job_element: f.optString({ max: 200 }),
  };
  app.get('/candidates/all_jobs', { preHandler: auth.optional, schema: { tags: ['jobs'], summary: 'Job list with filters and the browse-by filter', 'x-query': formJson(listSchema) } }, async (req): Promise<JobListResponse> => {
    const q = validate(queryForm(req), listSchema);
    const p = new Params();
    const where: string[] = ['j.is_active'];
    let heading: string | undefined;
    if (q.jobtitle) {
      const ts = prefixTsQuery(q.jobtitle);
      if (ts) where.push(`j.search @@ to_tsquery('simple', ${p.add(ts)})`);
    }
    if (q.jobfunction) {
      if (/^\d{1,9}$/.test(q.jobfunction)) where.push(`j.job_function_id = ${p.add(Number(q.jobfunction))}`);
      else where.push(`j.job_function_id IN (SELECT id FROM job_functions WHERE slug = ${p.add(q.jobfunction)} OR lower(name) = lower(${p.add(q.jobfunction)}))`);
    }
    if (q.location) {
      if (/^\d{1,9}$/.test(q.location)) where.push(`j.city_id = ${p.add(Number(q.location))}`);
      else {
        const like = `${likeEscape(q.location.toLowerCase())}%`;
        where.push(`(lower(ci.name) LIKE ${p.add(like)} ESCAPE '\\' OR lower(co.name) LIKE ${p.add(like)} ESCAPE '\\')`);
      }
    }
    if (q.post_date && q.post_date !== 'any') where.push(`j.posted_at >= now() - make_interval(days => ${p.add(POST_DATE_DAYS[q.post_date])})`);
    if (q.type) {
      if (!q.job_element) throw badRequest('Validation Error', { job_element: ['Field is required'] });
      const b = BROWSE[q.type];
      const rows = await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${b.table} WHERE slug = $1`, [q.job_element]);
      heading = rows[0]?.name ?? q.job_element;
      where.push(`j.${b.column} = ${p.add(rows[0]?.id ?? -1)}`);
    }
    const whereSql = where.join(' AND ');
    // Only the free-text location filter reads cities/countries; the count skips the joins otherwise.
    const countJoins = whereSql.includes('ci.') || whereSql.includes('co.') ? JOB_JOINS : '';
    const total = await countJobs(`SELECT count(*)::int AS total FROM jobs j ${countJoins} WHERE ${whereSql}`, [...p.values]);
    const cand = req.candidateId;
    const flags = cand
      ? `, EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${p.add(cand)}) AS is_applied,
           EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = $${p.values.length}) AS is_saved`
      : '';
    const rows = await db.query<JobRow>(
      `SELECT ${JOB_COLUMNS}${flags} FROM jobs j ${JOB_JOINS} WHERE ${whereSql}
       ORDER BY j.posted_at DESC, j.id DESC LIMIT ${p.add(q.length)} OFFSET ${p.add((q.page - 1) * q.length)}`,
      p.values,
    );
    const res: JobListResponse = {
      status: 'success',
      message: total ? `${total} jobs found.` : 'No Data Found!',
      data: rows.map((r) => toSummary(r, cand !== null)),
      current_page: q.page,
      page_count: pageCount(total, q.length),
      total,
    };
    if (heading !== undefined) res.heading = heading;
    return res;
  });

  // ---------- One job
  app.get<{ Params: { id: string } }>('/candidates/view_job/:id', { preHandler: auth.optional, schema: { tags: ['jobs'], summary: 'One job with similar jobs', params: pathParams('id') } }, async (req) => {
    if (!/^\d{1,9}$/.test(req.params.id)) throw new ApiError(404, { status: 'error', message: 'Job not found.', detail: 'Job not found.' });
    const id = Number(req.params.id);
    const cand = req.candidateId;
    const rows = await db.query<
      JobRow & {
        ref_id: string; description: string; about_html: string; direct_apply: boolean; direct_apply_url: string | null; role_function: string;
        job_function: string; job_function_id: number; role_level: string; work_type: string; website: string; industry: string; country_id: number;
      }
    >(
      `SELECT ${JOB_COLUMNS}, j.ref_id, j.description, c.about_html, j.direct_apply, j.direct_apply_url, j.role_function, f.name AS job_function,
              j.job_function_id, j.role_level, j.work_type, c.website, c.industry, co.id AS country_id,
              EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $2) AS is_applied,
              EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = $2) AS is_saved
       FROM jobs j ${JOB_JOINS} JOIN job_functions f ON f.id = j.job_function_id WHERE j.id = $1`,
      [id, cand ?? 0],
    );
    const r = rows[0];
    if (!r) throw new ApiError(404, { status: 'error', message: 'Job not found.', detail: 'Job not found.' });
    const similar = await db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS} WHERE j.is_active AND j.job_function_id = $1 AND j.id <> $2
       ORDER BY (co.id = $3) DESC, j.posted_at DESC, j.id DESC LIMIT 4`,
      [r.job_function_id, id, r.country_id],
    );
    const job: Job = {
      ...toSummary(r, false),
      ref_id: r.ref_id,
      is_applied: Boolean(r.is_applied),
      is_saved: Boolean(r.is_saved),
      direct_apply: r.direct_apply,
      direct_appy_url: r.direct_apply_url,
      description: r.description,
      about_company: r.about_html,
      similar_jobs: similar.map((s): SimilarJob => ({ id: s.id, image: logoUrl(s.company_id), name: s.company, position: s.position, company: s.company })),
      details: {
        role_function: r.role_function,
        job_function: r.job_function,
        role_level: r.role_level,
        work_type: r.work_type,
        country: r.country,
        location: locationOf(r),
        website: r.website,
        industry: r.industry,
      },
    };
    return { status: 'success', data: job };
  });

  // ---------- Browse-by overviews: /candidates/job_byfunction, job_bycity, job_bycompanies
  for (const type of Object.keys(BROWSE) as BrowseType[]) {
    const b = BROWSE[type];
    app.get(`/candidates/job_by${type}`, { schema: { tags: ['jobs'], summary: `Browse-by overview: every ${type === 'companies' ? 'company' : type} with its job count` } }, async () => {
      const rows = await db.query<{ id: number; name: string; slug: string; count: number }>(
        `SELECT t.id, t.name, t.slug, count(j.id)::int AS count FROM ${b.table} t
         JOIN jobs j ON j.${b.column} = t.id AND j.is_active GROUP BY t.id ORDER BY count DESC, t.name`,
      );
      const data: BrowseItem[] = rows.map((r) => ({ name: r.name, image: `/v1/media/${b.media}/${r.id}.svg`, url: `${b.route}/${r.slug}`, count: r.count }));
      return { status: 'success', data };
    });
  }

  // ---------- Dropdowns → { results }
  const dropdownSchema = { term: f.optString({ max: 100 }), country_id: f.id(false) };
  const dropdownRoute = { schema: { tags: ['site'], summary: 'Dropdown options: cities, current_location, countries, states, jobtitles, jobfunctions', params: pathParams('kind'), 'x-query': formJson(dropdownSchema) } };
  app.get<{ Params: { kind: string } }>('/dropdown/:kind', dropdownRoute, async (req) => {
    const q = validate(queryForm(req), dropdownSchema);
    const term = q.term ? `%${likeEscape(q.term.toLowerCase())}%` : null;
    switch (req.params.kind) {
      case 'cities':
      case 'current_location': {
        const rows = await db.query<CityItem>(
          `SELECT ci.id, ci.name, cu.code AS currency, cu.symbol, cu.id AS currency_id, ci.country_id FROM cities ci
           JOIN currencies cu ON cu.id = ci.currency_id
           WHERE NOT ci.created_by_candidate AND ($1::int IS NULL OR ci.country_id = $1) AND ($2::text IS NULL OR lower(ci.name) LIKE $2 ESCAPE '\\')
           ORDER BY (lower(ci.name) LIKE $3 ESCAPE '\\') DESC, ci.name LIMIT 100`,
          [q.country_id, term, q.term ? `${likeEscape(q.term.toLowerCase())}%` : ''],
        );
        return { results: rows };
      }
      case 'countries': {
        const rows = await db.query<DropdownItem>(
          `SELECT id, name FROM countries WHERE $1::text IS NULL OR lower(name) LIKE $1 ESCAPE '\\' ORDER BY id`,
          [term],
        );
        return { results: rows };
      }
      case 'states': {
        const rows = await db.query<DropdownItem>(
          `SELECT id, name FROM states WHERE ($1::int IS NULL OR country_id = $1) AND ($2::text IS NULL OR lower(name) LIKE $2 ESCAPE '\\') ORDER BY name LIMIT 100`,
          [q.country_id, term],
        );
        return { results: rows };
      }
      case 'jobtitles':
      case 'jobfunctions': {
        const table = req.params.kind === 'jobtitles' ? 'job_titles' : 'job_functions';
        const rows = await db.query<DropdownItem>(
          `SELECT id, name FROM ${table} WHERE NOT created_by_candidate AND ($1::text IS NULL OR lower(name) LIKE $1 ESCAPE '\\')
           ORDER BY (lower(name) LIKE $2 ESCAPE '\\') DESC, name LIMIT 50`,
          [term, q.term ? `${likeEscape(q.term.toLowerCase())}%` : ''],
        );
        return { results: rows };
      }
      default:
        throw notFound('Unknown dropdown.');
    }
  });

  // ---------- Plans (spec 9); isSubscribed for a logged-in candidate
  app.get('/candidates/plans', { preHandler: auth.optional, schema: { tags: ['site'], summary: 'Subscription plans' } }, async (req) => {
    const rows = await db.query<{ id: number; time: string; price: string; currency: string; saved: string; subscribed: boolean }>(
      `SELECT p.id, p.time, p.price::text, p.currency, p.saved::text,
              EXISTS (SELECT 1 FROM candidates c WHERE c.id = $1 AND c.plan_id = p.id) AS subscribed
       FROM plans p ORDER BY p.id`,
      [req.candidateId ?? 0],
    );
    const data: Plan[] = rows.map((r) => ({ id: r.id, time: r.time, price: Number(r.price), currency: r.currency, saved: Number(r.saved), isSubscribed: r.subscribed }));
    return { status: 'success', data };
  });

  // ---------- Generated images (logos, function and city tiles, testimonial avatars, dashboard tiles)
  const MEDIA: Record<string, { sql: string; shape: 'square' | 'circle' }> = {
    logo: { sql: 'SELECT name, color FROM companies WHERE id = $1', shape: 'square' },
    function: { sql: 'SELECT name, NULL AS color FROM job_functions WHERE id = $1', shape: 'circle' },
    city: { sql: 'SELECT name, NULL AS color FROM cities WHERE id = $1', shape: 'square' },
    avatar: { sql: 'SELECT name, color FROM testimonials WHERE id = $1', shape: 'circle' },
  };
  const TILES: Record<string, [string, string]> = {
    'featured-jobs': ['Featured Jobs', '#6a1b9a'],
    'available-jobs': ['Available Jobs', '#1565c0'],
    'applied-jobs': ['Applied Jobs', '#2e7d32'],
    'saved-jobs': ['Saved Jobs', '#ef6c00'],
    'hiring-request': ['Hiring Request', '#c62828'],
  };
  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', { schema: { tags: ['site'], summary: 'Generated SVG: logo, function, city, avatar (by id) or tile (by name)', params: pathParams('kind', 'file') } }, async (req, reply) => {
    const m = /^([a-z0-9-]{1,40})\.svg$/.exec(req.params.file);
    if (!m) throw notFound();
    let svg: string;
    if (req.params.kind === 'tile') {
      const tile = TILES[m[1]];
      if (!tile) throw notFound();
      svg = logoSvg(tile[0], tile[1], 'circle');
    } else {
      const media = MEDIA[req.params.kind];
      if (!media || !/^\d{1,9}$/.test(m[1])) throw notFound();
      const rows = await db.query<{ name: string; color: string | null }>(media.sql, [Number(m[1])]);
      if (!rows[0]) throw notFound();
      svg = logoSvg(rows[0].name, rows[0].color ?? colorFor(rows[0].name), media.shape);
    }
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
