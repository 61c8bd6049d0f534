-- Issue 32: the salary bands of the whole catalogue's facets in the same statement as the other kept counts. The
-- 10-dollar buckets of 028 left each band's own bucket to be counted from jobs_salary_idx (four statements, 5-8 ms
-- each at 1,000,000 jobs on PostgreSQL: pay clusters on round local amounts, so a bucket holds thousands of jobs).
-- Kept instead: active jobs per exact monthly US-dollar value. Pay is stated in round local amounts, so the values are
-- few (1,522 distinct at 1,000,000 seeded jobs) and a band's "at least" count is one sum over them, exact.
-- The trigger functions of 028 are replaced with the same facet part and this table in place of the buckets.
CREATE TABLE job_salary_values (
  value double precision PRIMARY KEY,
  active integer NOT NULL DEFAULT 0
);

CREATE OR REPLACE FUNCTION job_facet_counts_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_facet_counts (facet, key, active)
  SELECT k.facet, k.key, count(*)::int FROM new_rows n CROSS JOIN LATERAL job_facet_keys(n.work_mode, n.role_level, n.city_id) k
  WHERE n.is_active GROUP BY k.facet, k.key
  ON CONFLICT (facet, key) DO UPDATE SET active = job_facet_counts.active + EXCLUDED.active;
  INSERT INTO job_salary_values (value, active)
  SELECT n.salary_month_usd, count(*)::int FROM new_rows n
  WHERE n.is_active AND n.salary_month_usd IS NOT NULL GROUP BY 1
  ON CONFLICT (value) DO UPDATE SET active = job_salary_values.active + EXCLUDED.active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_facet_counts_after_delete() RETURNS trigger AS $$
BEGIN
  UPDATE job_facet_counts c SET active = c.active - d.n
  FROM (SELECT k.facet, k.key, count(*)::int AS n FROM old_rows o CROSS JOIN LATERAL job_facet_keys(o.work_mode, o.role_level, o.city_id) k
        WHERE o.is_active GROUP BY k.facet, k.key) d
  WHERE c.facet = d.facet AND c.key = d.key;
  UPDATE job_salary_values c SET active = c.active - d.n
  FROM (SELECT o.salary_month_usd AS value, count(*)::int AS n FROM old_rows o
        WHERE o.is_active AND o.salary_month_usd IS NOT NULL GROUP BY 1) d
  WHERE c.value = d.value;
  DELETE FROM job_salary_values c WHERE c.active = 0 AND c.value IN (SELECT o.salary_month_usd FROM old_rows o);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_facet_counts_after_update() RETURNS trigger AS $$
BEGIN
  -- Only the rows whose counted values changed (most updates are of text, trust or search columns).
  INSERT INTO job_facet_counts (facet, key, active)
  SELECT facet, key, sum(n)::int FROM (
    SELECT k.facet, k.key, 1 AS n FROM new_rows r JOIN old_rows o ON o.id = r.id
    CROSS JOIN LATERAL job_facet_keys(r.work_mode, r.role_level, r.city_id) k
    WHERE r.is_active AND (r.is_active, r.work_mode, r.role_level, r.city_id) IS DISTINCT FROM (o.is_active, o.work_mode, o.role_level, o.city_id)
    UNION ALL
    SELECT k.facet, k.key, -1 AS n FROM old_rows o JOIN new_rows r ON r.id = o.id
    CROSS JOIN LATERAL job_facet_keys(o.work_mode, o.role_level, o.city_id) k
    WHERE o.is_active AND (r.is_active, r.work_mode, r.role_level, r.city_id) IS DISTINCT FROM (o.is_active, o.work_mode, o.role_level, o.city_id)
  ) d
  GROUP BY facet, key HAVING sum(n) <> 0
  ON CONFLICT (facet, key) DO UPDATE SET active = job_facet_counts.active + EXCLUDED.active;
  INSERT INTO job_salary_values (value, active)
  SELECT value, sum(n)::int FROM (
    SELECT r.salary_month_usd AS value, 1 AS n FROM new_rows r JOIN old_rows o ON o.id = r.id
    WHERE r.is_active AND r.salary_month_usd IS NOT NULL
      AND (r.is_active, r.salary_month_usd) IS DISTINCT FROM (o.is_active, o.salary_month_usd)
    UNION ALL
    SELECT o.salary_month_usd, -1 FROM old_rows o JOIN new_rows r ON r.id = o.id
    WHERE o.is_active AND o.salary_month_usd IS NOT NULL
      AND (r.is_active, r.salary_month_usd) IS DISTINCT FROM (o.is_active, o.salary_month_usd)
  ) d
  GROUP BY value HAVING sum(n) <> 0
  ON CONFLICT (value) DO UPDATE SET active = job_salary_values.active + EXCLUDED.active;
  -- A changed exchange rate moves a whole currency to new values: the ones left empty go, so the table stays small.
  DELETE FROM job_salary_values c WHERE c.active = 0 AND c.value IN (SELECT o.salary_month_usd FROM old_rows o);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

DROP TABLE job_salary_counts;

-- A database that already has jobs starts from their counts.
INSERT INTO job_salary_values (value, active)
SELECT salary_month_usd, count(*)::int FROM jobs WHERE is_active AND salary_month_usd IS NOT NULL GROUP BY 1;
