-- Privacy-first accounts (issue 19).

-- A login family: one per login (or e-mail verification), shared by every token pair its refresh rotations issue.
-- Revoking the family ends its access tokens at once (they carry the family id) and its refresh tokens.
CREATE TABLE login_families (
  id text PRIMARY KEY,
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX login_families_candidate_idx ON login_families (candidate_id, last_used_at DESC);
ALTER TABLE outstanding_tokens ADD COLUMN family text;

-- What happened to an account, shown to its owner as "Recent security activity".
CREATE TABLE security_events (
  id serial PRIMARY KEY,
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  kind text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_candidate_idx ON security_events (candidate_id, created_at DESC, id DESC);

-- Failed passwords and codes per account key (a hash of the lower-cased e-mail, so unknown addresses count alike):
-- the per-account throttle that holds however many client addresses take part.
CREATE TABLE auth_failures (
  account_key text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_failures_key_idx ON auth_failures (account_key, kind, created_at);

-- Résumés leave the public /uploads/ tree: the file lives under the private store as resume_file ('resume/<name>')
-- and is served only to its owner (the files themselves are moved at start-up, see candidates/resumeStore.ts).
ALTER TABLE candidates ADD COLUMN resume_file text;
UPDATE candidates SET resume_file = substring(resume FROM 10), resume = NULL WHERE resume LIKE '/uploads/resume/%';

-- Who created a free-text tag (titles, functions, cities): each candidate may create a limited number
-- (CANDIDATE_CREATED_TAG_CAP), so one account cannot flood the shared tables.
ALTER TABLE job_titles ADD COLUMN created_by int REFERENCES candidates(id) ON DELETE SET NULL;
ALTER TABLE job_functions ADD COLUMN created_by int REFERENCES candidates(id) ON DELETE SET NULL;
ALTER TABLE cities ADD COLUMN created_by int REFERENCES candidates(id) ON DELETE SET NULL;
CREATE INDEX job_titles_created_by_idx ON job_titles (created_by) WHERE created_by IS NOT NULL;
CREATE INDEX job_functions_created_by_idx ON job_functions (created_by) WHERE created_by IS NOT NULL;
CREATE INDEX cities_created_by_idx ON cities (created_by) WHERE created_by IS NOT NULL;
