-- SmartMatch alerts (issue 10): trigram similarity for title matching, daily digests delivered exactly once.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS jobs_title_trgm_idx ON jobs USING gin (lower(title) gin_trgm_ops);

-- One row per Smart Match and delivery slot: the local date ('2026-11-22') of a scheduled digest, or 'now:…' for a
-- forced one. The primary key is the exactly-once guarantee: a digest is claimed, built and recorded in one
-- transaction, so a second scheduler (another process, a restart) finds the row and skips it.
CREATE TABLE alert_deliveries (
  smartmatch_id int NOT NULL REFERENCES smartmatches(id) ON DELETE CASCADE,
  slot text NOT NULL,
  scheduled_for timestamptz NOT NULL,
  delivered_at timestamptz NOT NULL,
  job_count int NOT NULL,
  channels text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (smartmatch_id, slot)
);

-- Jobs already sent to a Smart Match: a digest only carries jobs not sent before.
CREATE TABLE alert_sent_jobs (
  smartmatch_id int NOT NULL REFERENCES smartmatches(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id),
  reason text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (smartmatch_id, job_id)
);
