import type { FastifyInstance } from 'fastify';
import { parseId, parseJobId } from '../../shared/ids';
import { JOB_LIST_PAGE_SIZE, DEFAULT_AGGREGATING_WEBSITES_COUNT, DEFAULT_SMARTMATCH_JOB_COUNT } from '../../shared/constants';
import type { BrowseItem, ExploreTile, FeaturedJob, Job, JobListResponse, LandingData, Plan, SimilarJob, Testimonial } from '../../shared/apiTypes';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { colorFor, logoSvg } from '../lib/svg';
import { brandSvg, createPngCache } from '../lib/png';
import { isoTime } from '../lib/text';
import { JOB_ROLE_LEVELS, JOB_SORTS, MAX_MIN_SALARY, MAX_SEARCH_TITLE, SALARY_CURRENCIES, WORK_MODES, type JobFacets } from '../../shared/jobSearch';
import { Type, type SchemaTypes } from '../lib/schema';
import { BROWSE, JobRepository, MAX_RESULT_WINDOW, type BrowseType } from './jobRepository';
import { logoUrl, locationOf, pageCount, provenanceOf, toSummary } from './jobSql';
import { ExchangeRates } from '../trust/exchangeRates';
import { MARKET_CODES, MARKET_CURRENCIES, marketByCode } from '../../shared/markets';
import { AREA_VALUES, looksLikeArea, parsePlace } from '../../shared/places';

const jobNotFound = () => new ApiError(404, { status: 'error', message: 'Job not found.', detail: 'Job not found.' });

const MEDIA_SHAPES: Record<string, 'square' | 'circle'> = { logo: 'square', function: 'circle', city: 'square', avatar: 'circle' };
const tile = (label: string, color: string) => logoSvg(label, color, 'circle');
const TILES: Record<string, string> = {
  'featured-jobs': tile('Featured Jobs', '#6a1b9a'),
  'available-jobs': tile('Available Jobs', '#1565c0'),
  'applied-jobs': tile('Applied Jobs', '#2e7d32'),
  'saved-jobs': tile('Saved Jobs', '#ef6c00'),
  'hiring-request': tile('Hiring Request', '#c62828'),
};

/** Public calls of spec 7: landing, job lists, job detail, browse-by, dropdowns, plans, generated images. */
export default async function jobRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { auth } = app;
  const jobs = new JobRepository(app.db);
  const rates = new ExchangeRates(app.db);

  // ---------- Landing: the busiest public call, read on every request from the kept counts and the newest-first index
  // (five statements, about 2 ms at 200,000 jobs on PGlite), so a job closed or opened shows at once (issue 32).
  async function browseTiles(type: 'function' | 'city', limit: number): Promise<ExploreTile[]> {
    const b = BROWSE[type];
    const rows = await jobs.browseCounts(type, limit);
    return rows.map((r) => ({ name: r.name, count: r.count, url: `${b.route}/${r.slug}`, image: `/v1/media/${b.media}/${r.id}.svg` }));
  }
  async function loadLanding(): Promise<LandingData> {
    const n = await jobs.activeJobCount();
    const featured = await jobs.featuredJobs(8);
    const testimonials = await jobs.testimonials();
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
    return data;
  }
  app.get('/candidates/landing', { schema: { tags: ['jobs'], summary: 'Landing page: counts, featured jobs, explore tiles, testimonials' } }, async () => {
    return { status: 'success', data: await loadLanding() };
  });

  // ---------- Job list with filters and the browse-by type filter
  const listQuery = Type.Object({
    page: Type.Int(1, 1, 1_000_000),
    length: Type.Int(JOB_LIST_PAGE_SIZE, 1, 50),
    jobtitle: Type.OptText({ max: MAX_SEARCH_TITLE }),
    jobfunction: Type.OptText({ max: 100 }),
    location: Type.OptText({ max: 100 }),
    post_date: Type.OptChoice(['today', '3days', '7days', '30days', 'any'] as const),
    type: Type.OptChoice(['function', 'city', 'companies'] as const),
    job_element: Type.OptText({ max: 200 }),
    sort: Type.OptChoice(JOB_SORTS),
    work_mode: Type.OptChoice(WORK_MODES),
    role_level: Type.OptChoice(JOB_ROLE_LEVELS),
    min_salary: Type.Optional(Type.Decimal(1, MAX_MIN_SALARY)),
    salary_currency: Type.OptChoice(SALARY_CURRENCIES),
  });
  const listRoute = { preHandler: auth.optional, schema: { tags: ['jobs'], summary: 'Job list with filters and the browse-by filter', querystring: listQuery } };
  /** The checks a search's values need beyond their schema (the list and its facets share them). */
  function checkSearch(q: { type?: string; job_element?: string; location?: string; min_salary?: number; salary_currency?: string }): void {
    if (q.type && !q.job_element) throw badRequest('Validation Error', { job_element: ['Field is required'] });
    // A place is a city id, a known country or region ('country:AE', 'region:GCC'), or text matched by name; an area
    // value naming no market is refused, not searched as text (docs/search.md).
    if (q.location && looksLikeArea(q.location) && !parsePlace(q.location)) {
      throw badRequest('Validation Error', { location: [`Unknown place "${q.location}". Use a city id, one of ${AREA_VALUES.join(', ')}, or a city's name.`] });
    }
    // A minimum salary means nothing without its currency (docs/search.md).
    if (q.min_salary !== undefined && !q.salary_currency) throw badRequest('Validation Error', { salary_currency: ['Field is required with min_salary.'] });
  }
  app.get('/candidates/all_jobs', listRoute, async (req): Promise<JobListResponse> => {
    const q = req.query;
    checkSearch(q);
    if ((q.page - 1) * q.length >= MAX_RESULT_WINDOW) {
      throw badRequest(`Only the first ${MAX_RESULT_WINDOW} jobs of a search can be shown. Narrow it with a filter to see the rest.`, {
        page: [`Choose a page up to ${Math.ceil(MAX_RESULT_WINDOW / q.length)}.`],
      });
    }
    const cand = req.candidateId;
    const { rows, total, heading } = await jobs.listJobs(q, cand, q.min_salary !== undefined ? await rates.current() : undefined);
    const res: JobListResponse = {
      status: 'success',
      message: !total ? 'No Data Found!' : `${total} jobs found.`,
      data: rows.map((r) => toSummary(r, cand !== null)),
      current_page: q.page,
      page_count: pageCount(Math.min(total, MAX_RESULT_WINDOW), q.length),
      total,
    };
    if (heading !== undefined) res.heading = heading;
    return res;
  });

  // ---------- Facet counts of a search (issue 32): the list's filters; salary bands in salary_currency (else USD)
  const { page: _page, length: _length, sort: _sort, ...facetProps } = listQuery.properties;
  const facetQuery = Type.Object(facetProps);
  app.get(
    '/candidates/job_facets',
    { preHandler: auth.optional, schema: { tags: ['jobs'], summary: "Facet counts of a search: each further choice's total", querystring: facetQuery } },
    async (req): Promise<{ status: 'success'; data: JobFacets }> => {
      const q = req.query;
      checkSearch(q);
      const data = await jobs.facets({ ...q, page: 1, length: JOB_LIST_PAGE_SIZE }, q.salary_currency ?? 'USD', await rates.current());
      return { status: 'success', data };
    },
  );

  // ---------- One job
  const jobRoute = { preHandler: auth.optional, schema: { tags: ['jobs'], summary: 'One job with similar jobs', params: Type.Params('id') } };
  app.get('/candidates/view_job/:id', jobRoute, async (req) => {
    const id = parseJobId(req.params.id);
    if (id === null) throw jobNotFound();
    const r = await jobs.findJob(id, req.candidateId);
    if (!r) throw jobNotFound();
    const job: Job = {
      ...toSummary(r, false),
      ...provenanceOf(r),
      ref_id: r.ref_id,
      is_applied: Boolean(r.is_applied),
      is_saved: Boolean(r.is_saved),
      direct_apply: r.direct_apply,
      direct_appy_url: r.direct_apply_url,
      description: r.description,
      about_company: r.about_html,
      similar_jobs: r.similar.map((s): SimilarJob => ({ id: s.id, image: logoUrl(s.company_id), name: s.company, position: s.position, company: s.company })),
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
    const summary = `Browse-by overview: every ${type === 'companies' ? 'company' : type} with its job count`;
    // Read from the trigger-kept counts (job_counts, one row per entry: 3–9 ms at 200,000 jobs on PGlite), so nothing
    // is kept in the process and a change shows at once (issue 32).
    app.get(`/candidates/job_by${type}`, { schema: { tags: ['jobs'], summary } }, async () => {
      const data: BrowseItem[] = (await jobs.browseCounts(type)).map((r) => ({
        name: r.name,
        image: `/v1/media/${b.media}/${r.id}.svg`,
        url: `${b.route}/${r.slug}`,
        count: r.count,
      }));
      return { status: 'success', data };
    });
  }

  // ---------- Dropdowns → { results }
  const dropdownQuery = Type.Object({ term: Type.OptText({ max: 100 }), country_id: Type.Optional(Type.Id()) });
  const dropdownRoute = {
    schema: { tags: ['site'], summary: 'Dropdown options: cities, current_location, places (countries, regions and cities), countries, states, jobtitles, jobfunctions', params: Type.Params('kind'), querystring: dropdownQuery },
  };
  app.get('/dropdown/:kind', dropdownRoute, async (req) => {
    const q = req.query;
    switch (req.params.kind) {
      case 'cities':
      case 'current_location':
        return { results: await jobs.cities(q.country_id ?? null, q.term) };
      case 'places':
        return { results: await jobs.places(q.term) };
      case 'countries':
        return { results: await jobs.countries(q.term) };
      case 'states':
        return { results: await jobs.states(q.country_id ?? null, q.term) };
      case 'jobtitles':
      case 'jobfunctions':
        return { results: await jobs.names(req.params.kind, q.term) };
      default:
        throw notFound('Unknown dropdown.');
    }
  });

  // ---------- Plans (spec 9); isSubscribed for a logged-in candidate
  // Issue 29: priced in one currency — the candidate's country's, else the visitor's market (currency or country, the
  // app sends the browser locale's), else spec 9's AED (docs/markets.md ("Money")).
  const plansQuery = Type.Object({ currency: Type.OptChoice(MARKET_CURRENCIES), country: Type.OptChoice(MARKET_CODES) });
  app.get('/candidates/plans', { preHandler: auth.optional, schema: { tags: ['site'], summary: 'Subscription plans in the candidate\'s (or the visitor\'s) market currency', querystring: plansQuery } }, async (req) => {
    const visitor = req.query.currency || marketByCode(req.query.country)?.currency || null;
    const rows = await jobs.plans(req.candidateId, visitor);
    const data: Plan[] = rows.map((r) => ({ id: r.id, time: r.time, price: Number(r.price), currency: r.currency, saved: Number(r.saved), isSubscribed: r.subscribed }));
    return { status: 'success', data };
  });

  // ---------- Generated images (logos, function and city tiles, testimonial avatars, dashboard tiles, the site's mark),
  // as SVG for the app and as PNG for link previews, which show no SVG (docs/rendering.md). Drawing a PNG costs a few
  // milliseconds of CPU, so drawn ones are kept by their SVG text.
  const pngs = createPngCache();
  const mediaRoute = {
    schema: { tags: ['site'], summary: 'Generated image, SVG or 600×600 PNG: logo, function, city, avatar (by id), tile (by name) or brand (site)', params: Type.Params('kind', 'file') },
  };
  app.get('/media/:kind/:file', mediaRoute, async (req, reply) => {
    const m = /^([a-z0-9-]{1,40})\.(svg|png)$/.exec(req.params.file);
    if (!m) throw notFound();
    const [, name, format] = m;
    let svg: string;
    if (req.params.kind === 'tile') {
      if (!Object.hasOwn(TILES, name)) throw notFound();
      svg = TILES[name];
    } else if (req.params.kind === 'brand') {
      const mark = brandSvg(name);
      if (mark === null) throw notFound();
      svg = mark;
    } else {
      const shape = Object.hasOwn(MEDIA_SHAPES, req.params.kind) ? MEDIA_SHAPES[req.params.kind] : undefined;
      const id = parseId(name);
      if (!shape || id === null) throw notFound();
      const row = await jobs.mediaName(req.params.kind, id);
      if (!row) throw notFound();
      svg = logoSvg(row.name, row.color ?? colorFor(row.name), shape);
    }
    let png: Buffer | null = null;
    if (format === 'png') {
      try {
        png = await pngs.forceFetch(svg);
      } catch (err) {
        // Too many drawings waiting, or no drawing library here (png.ts): not kept, asked again shortly.
        reply.header('Retry-After', '5').header('Cache-Control', 'no-store');
        throw err;
      }
    }
    reply.header('Cache-Control', 'public, max-age=86400').header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return png ? reply.type('image/png').send(png) : reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
