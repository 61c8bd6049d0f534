-- Issue 32: one exact search over title, skills, company and description, on the database's own index.
--
-- jobs.skills: the skills a posting names (the seed's requirement lines, a JobPosting's `skills`), searched and weighed
-- above the company and the description.
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS skills text NOT NULL DEFAULT '';

-- jobs.search: what a search matches, weighted for ts_rank: title A, skills B, company C, description D (the
-- description is sanitised HTML; the text parser skips its tags). jobs.search_head: the same without the description,
-- the small vector a relevance order ranks by (reading every match's whole description vector to rank it cost more
-- than the rest of the query; a description-only match ranks below every title, skill or company match).
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS search_head tsvector NOT NULL DEFAULT ''::tsvector;

CREATE OR REPLACE FUNCTION jobs_search_head(title text, skills text, company text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(skills, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(company, '')), 'C')
$$;

-- The whole vector: the head and the description (D).
CREATE OR REPLACE FUNCTION jobs_search_vector(head tsvector, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT head || setweight(to_tsvector('simple', coalesce(description, '')), 'D')
$$;

CREATE OR REPLACE FUNCTION jobs_search_update() RETURNS trigger AS $$
DECLARE
  company text := (SELECT name FROM companies WHERE id = NEW.company_id);
BEGIN
  NEW.search_head := jobs_search_head(NEW.title, NEW.skills, company);
  NEW.search := jobs_search_vector(NEW.search_head, NEW.description);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS jobs_search_trigger ON jobs;
CREATE TRIGGER jobs_search_trigger BEFORE INSERT OR UPDATE OF title, company_id, skills, description ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_update();

-- A company renamed is found by its new name.
CREATE OR REPLACE FUNCTION companies_search_update() RETURNS trigger AS $$
BEGIN
  UPDATE jobs SET title = title WHERE company_id = NEW.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS companies_search_trigger ON companies;
CREATE TRIGGER companies_search_trigger AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_search_update();

-- jobs.salary_month_usd: the top of a job's pay range (or its only figure) per month in US dollars at the database's
-- exchange rates, what the minimum-salary filter, the salary order and the salary facet read from one index. Months per
-- period are shared/salaryFormat.ts PER_MONTH (a test compares them); NULL when undisclosed or in a currency the rate
-- table lacks. A changed rate recomputes that currency's jobs.
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS salary_month_usd float8;

CREATE OR REPLACE FUNCTION salary_per_month(period text) RETURNS float8
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE period WHEN 'year' THEN 1.0 / 12 WHEN 'month' THEN 1.0 WHEN 'week' THEN 52.0 / 12
                     WHEN 'day' THEN 261.0 / 12 WHEN 'hour' THEN 2080.0 / 12 END
$$;

CREATE OR REPLACE FUNCTION jobs_salary_month_usd(salary_min numeric, salary_max numeric, currency text, period text) RETURNS float8
LANGUAGE sql STABLE AS $$
  SELECT coalesce(salary_max, salary_min)::float8 * salary_per_month(period)
         / nullif((SELECT units_per_usd FROM exchange_rates WHERE exchange_rates.currency = upper(jobs_salary_month_usd.currency))::float8, 0)
$$;

CREATE OR REPLACE FUNCTION jobs_salary_update() RETURNS trigger AS $$
BEGIN
  NEW.salary_month_usd := jobs_salary_month_usd(NEW.salary_min, NEW.salary_max, NEW.salary_currency, NEW.salary_period);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS jobs_salary_trigger ON jobs;
CREATE TRIGGER jobs_salary_trigger BEFORE INSERT OR UPDATE OF salary_min, salary_max, salary_currency, salary_period ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_salary_update();

-- Only a rate that changed re-prices, and only the jobs whose figure it changes (a new date with the same rate, or
-- the shipped rates written before any job, touch no job).
CREATE OR REPLACE FUNCTION exchange_rates_reprice() RETURNS trigger AS $$
BEGIN
  UPDATE jobs SET salary_month_usd = jobs_salary_month_usd(salary_min, salary_max, salary_currency, salary_period)
  WHERE upper(salary_currency) = NEW.currency
    AND salary_month_usd IS DISTINCT FROM jobs_salary_month_usd(salary_min, salary_max, salary_currency, salary_period);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS exchange_rates_reprice_trigger ON exchange_rates;
CREATE TRIGGER exchange_rates_insert_trigger AFTER INSERT ON exchange_rates
  FOR EACH ROW EXECUTE FUNCTION exchange_rates_reprice();
CREATE TRIGGER exchange_rates_reprice_trigger AFTER UPDATE OF units_per_usd ON exchange_rates
  FOR EACH ROW WHEN (OLD.units_per_usd IS DISTINCT FROM NEW.units_per_usd) EXECUTE FUNCTION exchange_rates_reprice();

-- The existing rows, with their indexes rebuilt once afterwards rather than updated row by row.
DROP INDEX IF EXISTS jobs_recent_search_idx;
DROP INDEX IF EXISTS jobs_search_place_idx;
DROP INDEX IF EXISTS jobs_search_idx;
UPDATE jobs j SET search_head = jobs_search_head(j.title, j.skills, c.name),
                  search = jobs_search_vector(jobs_search_head(j.title, j.skills, c.name), j.description),
                  salary_month_usd = jobs_salary_month_usd(j.salary_min, j.salary_max, j.salary_currency, j.salary_period)
FROM companies c WHERE c.id = j.company_id;

-- Matching (any order): the words, alone or with a city and a function (btree_gin, migration 013).
CREATE INDEX IF NOT EXISTS jobs_search_idx ON jobs USING gin (search) WHERE is_active;
CREATE INDEX IF NOT EXISTS jobs_search_place_idx ON jobs USING gin (search, city_id, job_function_id) WHERE is_active;
-- The salary order and the minimum-salary filter, over every match.
CREATE INDEX IF NOT EXISTS jobs_salary_idx ON jobs (salary_month_usd DESC NULLS LAST, posted_at DESC, id DESC) WHERE is_active;
