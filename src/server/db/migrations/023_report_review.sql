-- Issue 33: candidates' reports are weighed evidence (server/trust/reportWeight.ts), never a switch. A verified
-- source's job that reports alone would flag stays listed, under review (`trust_review`), until support decides.
ALTER TABLE jobs ADD COLUMN trust_review boolean NOT NULL DEFAULT false;

-- Support's decision on a job's reports (`npm run reports`). Upheld: a hard trust signal that outlives the reporters'
-- accounts (it is our team's finding, not their data). Dismissed: the reports filed until then no longer count, and
-- count against their reporters' later reports; reports filed after it are weighed afresh.
CREATE TABLE job_report_reviews (
  job_id int PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('upheld', 'dismissed')),
  decided_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  decided_by text NOT NULL CHECK (length(decided_by) BETWEEN 1 AND 100),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000)
);

-- The review queue reads jobs under review.
CREATE INDEX jobs_trust_review_idx ON jobs (id) WHERE trust_review;

-- Jobs whose trust is to be judged again at the next start (buildApp, recomputeQueuedTrust). On this upgrade: every
-- reported job, since verdicts made by the old count of reports (three accounts of any age) no longer hold.
CREATE TABLE trust_recompute_queue (job_id int PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE);
INSERT INTO trust_recompute_queue SELECT DISTINCT job_id FROM job_reports;
