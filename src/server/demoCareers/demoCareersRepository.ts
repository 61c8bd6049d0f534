import type { Queryable } from '../db/client';
import { DEMO_CAREERS_PREFIX, demoCareersPath } from './paths';

export interface DemoCompany {
  id: number;
  name: string;
  slug: string;
  industry: string;
  about_html: string;
}

export interface DemoJobLink {
  id: number;
  ref_id: string;
  title: string;
  city: string;
  posted_at: Date | string;
}

export interface DemoJobRef {
  id: number;
  company_slug: string;
  source_url: string | null;
  /** From the employer's own page (false: reposted by a feed). */
  verified: boolean;
}

/** The demo careers site's SQL (issue 29): a company by its slug, its open roles, a job by its ref. */
export class DemoCareersRepository {
  constructor(private readonly db: Queryable) {}

  async company(slug: string): Promise<DemoCompany | null> {
    // Only the seed's employers, whose website is this site's page (an ingested employer has a site of its own).
    const rows = await this.db.query<DemoCompany>(
      'SELECT id, name, slug, industry, about_html FROM companies WHERE slug = $1 AND website = $2',
      [slug, demoCareersPath(slug)],
    );
    return rows[0] ?? null;
  }

  /** The company's listed roles, newest first, at most `limit` (a careers page, not the catalogue). */
  openJobs(companyId: number, limit: number): Promise<DemoJobLink[]> {
    return this.db.query<DemoJobLink>(
      `SELECT j.id, j.ref_id, j.title, ci.name AS city, j.posted_at FROM jobs j JOIN cities ci ON ci.id = j.city_id
       WHERE j.company_id = $1 AND j.is_active AND j.verified ORDER BY j.posted_at DESC, j.id DESC LIMIT $2`,
      [companyId, limit],
    );
  }

  /** The job of a ref (`VJ-IN-100001`, any case), with the paths its links use and its company's slug. */
  async jobByRef(ref: string): Promise<DemoJobRef | null> {
    const rows = await this.db.query<DemoJobRef>(
      `SELECT j.id, c.slug AS company_slug, j.source_url, j.verified FROM jobs j JOIN companies c ON c.id = j.company_id
       WHERE j.ref_id = $1 AND c.website = '${DEMO_CAREERS_PREFIX}/' || c.slug`,
      [ref.toUpperCase()],
    );
    return rows[0] ?? null;
  }
}
