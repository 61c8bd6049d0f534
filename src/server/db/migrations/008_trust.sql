-- Trust on every listing (issue 17, docs/trust.md): each job's verdict and the codes of its signals (messages come from
-- src/shared/trustMessages.ts at render time, so rewording needs no migration); the salary norm of each function and
-- city measured on the catalogue; candidates' reports; a source's re-verification request.

ALTER TABLE jobs
  ADD COLUMN trust_level text NOT NULL DEFAULT 'verified' CHECK (trust_level IN ('verified', 'caution', 'high_risk')),
  ADD COLUMN trust_signals jsonb NOT NULL DEFAULT '[]'::jsonb;
CREATE INDEX jobs_trust_level_idx ON jobs (trust_level) WHERE trust_level <> 'verified';

-- A high-risk job is never active (left out of lists, counts of 004, browse-by, landing, matching and alerts), whatever
-- later statement reopens it (an ingestion run marks a seen job active again): its page stays, behind a warning.
CREATE OR REPLACE FUNCTION jobs_high_risk_inactive() RETURNS trigger AS $$
BEGIN
  NEW.is_active := false;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER jobs_high_risk_inactive BEFORE INSERT OR UPDATE ON jobs
  FOR EACH ROW WHEN (NEW.trust_level = 'high_risk' AND NEW.is_active) EXECUTE FUNCTION jobs_high_risk_inactive();

-- Median disclosed monthly pay per job function and city (in the city's currency), refreshed after seed and ingestion.
CREATE TABLE salary_norms (
  job_function_id int NOT NULL REFERENCES job_functions(id) ON DELETE CASCADE,
  city_id int NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  currency text NOT NULL,
  monthly_median numeric(14, 2) NOT NULL,
  samples int NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_function_id, city_id)
);

-- One report per candidate and job (the key is the "once" rule).
CREATE TABLE job_reports (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('asks_for_money', 'fake_or_misleading', 'already_closed', 'wrong_details', 'other')),
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);
CREATE INDEX job_reports_job_idx ON job_reports (job_id);
CREATE INDEX job_reports_candidate_time_idx ON job_reports (candidate_id, created_at DESC);

-- "Already closed" reports ask for the source to be fetched again first on the next ingestion run.
ALTER TABLE job_sources ADD COLUMN reverify_requested_at timestamptz;
