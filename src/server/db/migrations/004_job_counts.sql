-- Active-job counts per city, job function and company, and in all (issue 15): the browse-by lists and the landing
-- tiles read a few rows here instead of grouping the whole catalogue on every request. Kept exact by statement-level
-- triggers on jobs (transition tables: one aggregated upsert per statement, so a bulk load or the seed pays once per
-- batch, not once per row). facet: 'all' (key 0), 'city', 'function', 'company'.
CREATE TABLE job_counts (
  facet text NOT NULL CHECK (facet IN ('all', 'city', 'function', 'company')),
  key integer NOT NULL,
  active integer NOT NULL DEFAULT 0,
  PRIMARY KEY (facet, key)
);
-- The largest first, per facet: the browse-by lists read it in this order.
CREATE INDEX job_counts_rank_idx ON job_counts (facet, active DESC, key);

CREATE OR REPLACE FUNCTION job_counts_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counts (facet, key, active)
  SELECT f.facet, f.key, count(*)::int FROM new_rows n
  CROSS JOIN LATERAL (VALUES ('all', 0), ('city', n.city_id), ('function', n.job_function_id), ('company', n.company_id)) AS f(facet, key)
  WHERE n.is_active AND f.key IS NOT NULL
  GROUP BY f.facet, f.key
  ON CONFLICT (facet, key) DO UPDATE SET active = job_counts.active + EXCLUDED.active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_counts_after_delete() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts c SET active = c.active - d.n
  FROM (
    SELECT f.facet, f.key, count(*)::int AS n FROM old_rows o
    CROSS JOIN LATERAL (VALUES ('all', 0), ('city', o.city_id), ('function', o.job_function_id), ('company', o.company_id)) AS f(facet, key)
    WHERE o.is_active AND f.key IS NOT NULL
    GROUP BY f.facet, f.key
  ) d
  WHERE c.facet = d.facet AND c.key = d.key;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_counts_after_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counts (facet, key, active)
  SELECT facet, key, sum(n)::int FROM (
    SELECT f.facet, f.key, 1 AS n FROM new_rows r
    CROSS JOIN LATERAL (VALUES ('all', 0), ('city', r.city_id), ('function', r.job_function_id), ('company', r.company_id)) AS f(facet, key)
    WHERE r.is_active AND f.key IS NOT NULL
    UNION ALL
    SELECT f.facet, f.key, -1 AS n FROM old_rows r
    CROSS JOIN LATERAL (VALUES ('all', 0), ('city', r.city_id), ('function', r.job_function_id), ('company', r.company_id)) AS f(facet, key)
    WHERE r.is_active AND f.key IS NOT NULL
  ) d
  GROUP BY facet, key
  HAVING sum(n) <> 0
  ON CONFLICT (facet, key) DO UPDATE SET active = job_counts.active + EXCLUDED.active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER job_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_after_insert();
CREATE TRIGGER job_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_after_delete();
CREATE TRIGGER job_counts_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_after_update();

-- A database that already has jobs starts from their counts.
INSERT INTO job_counts (facet, key, active)
SELECT f.facet, f.key, count(*)::int FROM jobs j
CROSS JOIN LATERAL (VALUES ('all', 0), ('city', j.city_id), ('function', j.job_function_id), ('company', j.company_id)) AS f(facet, key)
WHERE j.is_active AND f.key IS NOT NULL
GROUP BY f.facet, f.key;
