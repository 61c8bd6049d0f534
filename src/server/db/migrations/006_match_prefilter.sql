-- The matching engine's candidate-side prefilter and the candidate lists' kept counts (issue 15).
--
-- job_title_counts: active jobs per distinct title. The engine matches the candidate's titles against these few
-- hundred rows instead of `SELECT DISTINCT title FROM jobs` over the whole catalogue.
-- job_pair_counts: active jobs per (city, job function), so Available Jobs (jobs in the candidate's cities OR
-- functions) is counted as sum(cities) + sum(functions) - sum(pairs) from kept counts.
-- Both are kept exact by statement-level triggers (transition tables), like job_counts (004).
CREATE TABLE job_title_counts (
  title text PRIMARY KEY,
  active integer NOT NULL DEFAULT 0
);
CREATE TABLE job_pair_counts (
  city_id integer NOT NULL,
  job_function_id integer NOT NULL,
  active integer NOT NULL DEFAULT 0,
  PRIMARY KEY (city_id, job_function_id)
);

CREATE OR REPLACE FUNCTION job_match_counts_apply(delta_titles jsonb, delta_pairs jsonb) RETURNS void AS $$
BEGIN
  INSERT INTO job_title_counts (title, active)
  SELECT d.key, d.value::int FROM jsonb_each_text(delta_titles) d
  ON CONFLICT (title) DO UPDATE SET active = job_title_counts.active + EXCLUDED.active;
  INSERT INTO job_pair_counts (city_id, job_function_id, active)
  SELECT split_part(d.key, ':', 1)::int, split_part(d.key, ':', 2)::int, d.value::int FROM jsonb_each_text(delta_pairs) d
  ON CONFLICT (city_id, job_function_id) DO UPDATE SET active = job_pair_counts.active + EXCLUDED.active;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_match_counts_after_insert() RETURNS trigger AS $$
BEGIN
  PERFORM job_match_counts_apply(
    (SELECT COALESCE(jsonb_object_agg(title, n), '{}') FROM (SELECT title, count(*) AS n FROM new_rows WHERE is_active GROUP BY title) t),
    (SELECT COALESCE(jsonb_object_agg(k, n), '{}') FROM (SELECT city_id || ':' || job_function_id AS k, count(*) AS n FROM new_rows WHERE is_active GROUP BY 1) p));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_match_counts_after_delete() RETURNS trigger AS $$
BEGIN
  PERFORM job_match_counts_apply(
    (SELECT COALESCE(jsonb_object_agg(title, -n), '{}') FROM (SELECT title, count(*) AS n FROM old_rows WHERE is_active GROUP BY title) t),
    (SELECT COALESCE(jsonb_object_agg(k, -n), '{}') FROM (SELECT city_id || ':' || job_function_id AS k, count(*) AS n FROM old_rows WHERE is_active GROUP BY 1) p));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_match_counts_after_update() RETURNS trigger AS $$
BEGIN
  PERFORM job_match_counts_apply(
    (SELECT COALESCE(jsonb_object_agg(title, n), '{}') FROM (
      SELECT title, sum(n) AS n FROM (
        SELECT title, 1 AS n FROM new_rows WHERE is_active UNION ALL SELECT title, -1 FROM old_rows WHERE is_active) d
      GROUP BY title HAVING sum(n) <> 0) t),
    (SELECT COALESCE(jsonb_object_agg(k, n), '{}') FROM (
      SELECT k, sum(n) AS n FROM (
        SELECT city_id || ':' || job_function_id AS k, 1 AS n FROM new_rows WHERE is_active
        UNION ALL SELECT city_id || ':' || job_function_id, -1 FROM old_rows WHERE is_active) d
      GROUP BY k HAVING sum(n) <> 0) p));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER job_match_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_match_counts_after_insert();
CREATE TRIGGER job_match_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_match_counts_after_delete();
CREATE TRIGGER job_match_counts_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_match_counts_after_update();

-- A database that already has jobs starts from their counts.
INSERT INTO job_title_counts (title, active) SELECT title, count(*)::int FROM jobs WHERE is_active GROUP BY title;
INSERT INTO job_pair_counts (city_id, job_function_id, active)
SELECT city_id, job_function_id, count(*)::int FROM jobs WHERE is_active GROUP BY city_id, job_function_id;

-- The prefilter's index-ordered candidate sets: the newest jobs of a title (anywhere, or in one city), of a function
-- in one city, and the newest remote jobs of a function.
CREATE INDEX jobs_title_posted_idx ON jobs (title, posted_at DESC) WHERE is_active;
CREATE INDEX jobs_title_city_posted_idx ON jobs (title, city_id, posted_at DESC) WHERE is_active;
CREATE INDEX jobs_function_city_posted_idx ON jobs (job_function_id, city_id, posted_at DESC) WHERE is_active;
CREATE INDEX jobs_remote_function_posted_idx ON jobs (job_function_id, posted_at DESC) WHERE is_active AND work_type = 'Remote';
