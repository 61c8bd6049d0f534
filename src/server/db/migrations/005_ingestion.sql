-- Jobs from employer sources (issue 16): where each job came from, whether it is verified, open or closed, its
-- structured salary and work mode; the configured sources, the sources each job was seen in, and every run.
-- Closing a job sets is_active = false (lists, counts of 004 and matching all filter on it) plus status/closed_at.

ALTER TABLE jobs
  ADD COLUMN source_type text,
  ADD COLUMN source_name text,
  ADD COLUMN source_url text,
  ADD COLUMN source_domain text,
  ADD COLUMN verified boolean NOT NULL DEFAULT true,
  ADD COLUMN first_seen timestamptz,
  ADD COLUMN last_seen timestamptz,
  ADD COLUMN verified_at timestamptz,
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN salary_min numeric(14, 2),
  ADD COLUMN salary_max numeric(14, 2),
  ADD COLUMN salary_currency text,
  ADD COLUMN salary_period text CHECK (salary_period IN ('year', 'month', 'week', 'day', 'hour')),
  ADD COLUMN work_mode text CHECK (work_mode IN ('remote', 'hybrid', 'on-site')),
  -- Ingestion's identity of the listing and a digest of what it stored, to tell updated from unchanged.
  ADD COLUMN content_hash text,
  ADD COLUMN apply_url_key text,
  ADD COLUMN dedupe_key text;

-- Jobs stored before this migration (a seeded database): their employer's careers site is the source.
-- The same values the seed gives its jobs (seed.ts): '<company> careers', https://careers.<domain>/jobs/<ref>.
UPDATE jobs j SET
  source_type = 'jsonld',
  source_name = c.name || ' careers',
  source_url = 'https://careers.' || regexp_replace(regexp_replace(c.website, '^https?://(www\.)?', ''), '[/:].*$', '') || '/jobs/' || lower(j.ref_id),
  source_domain = regexp_replace(regexp_replace(c.website, '^https?://(www\.)?', ''), '[/:].*$', ''),
  first_seen = j.posted_at,
  last_seen = j.posted_at,
  verified_at = j.posted_at
FROM companies c WHERE c.id = j.company_id AND j.source_type IS NULL;

CREATE INDEX jobs_apply_url_key_idx ON jobs (apply_url_key) WHERE apply_url_key IS NOT NULL;
CREATE INDEX jobs_dedupe_key_idx ON jobs (dedupe_key) WHERE dedupe_key IS NOT NULL;

-- Configured sources, one row per (type, url); the file given to a run is the configuration, this is its memory.
CREATE TABLE job_sources (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('greenhouse', 'lever', 'smartrecruiters', 'jsonld', 'xml')),
  url text NOT NULL,
  company_name text NOT NULL,
  website text NOT NULL,
  domain text NOT NULL,
  last_success_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, url)
);

-- A job as one source lists it: the same job can be listed by several sources (careers page and ATS board).
-- present = the last successful fetch of that source listed it; a job closes when no source lists it any more.
CREATE TABLE job_source_links (
  job_id int NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  source_id int NOT NULL REFERENCES job_sources(id) ON DELETE CASCADE,
  external_id text NOT NULL,
  url text NOT NULL,
  verified boolean NOT NULL,
  richness int NOT NULL DEFAULT 0,
  content_hash text NOT NULL DEFAULT '',
  present boolean NOT NULL DEFAULT true,
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (source_id, external_id)
);
CREATE INDEX job_source_links_job_idx ON job_source_links (job_id);

CREATE TABLE ingestion_runs (
  id serial PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  trigger text NOT NULL DEFAULT 'cli',
  ok boolean,
  totals jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE ingestion_run_sources (
  run_id int NOT NULL REFERENCES ingestion_runs(id) ON DELETE CASCADE,
  source_id int NOT NULL REFERENCES job_sources(id) ON DELETE CASCADE,
  fetched int NOT NULL DEFAULT 0,
  new int NOT NULL DEFAULT 0,
  updated int NOT NULL DEFAULT 0,
  unchanged int NOT NULL DEFAULT 0,
  closed int NOT NULL DEFAULT 0,
  rejected int NOT NULL DEFAULT 0,
  unverified int NOT NULL DEFAULT 0,
  duplicates int NOT NULL DEFAULT 0,
  error text,
  rejections jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (run_id, source_id)
);

-- Closed-job notices: one per candidate and job (the key is the exactly-once guarantee), shown on the dashboard and
-- mailed when the candidate has email alerts on.
CREATE TABLE job_closed_notices (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('applied', 'saved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  emailed_at timestamptz,
  dismissed_at timestamptz,
  PRIMARY KEY (candidate_id, job_id)
);
