-- Salary norms per experience level as well (issue 17, docs/trust.md "Norms"): a Director's pay compared with the
-- median of every level of its function and city looked "far above the norm" (1.2% of the seeded senior listings got
-- a caution). A norm now exists per function, city and role level where that level has enough disclosed salaries,
-- besides the all-levels norm (role_level ''), which stays the fallback.
ALTER TABLE salary_norms ADD COLUMN IF NOT EXISTS role_level text NOT NULL DEFAULT '';
ALTER TABLE salary_norms DROP CONSTRAINT IF EXISTS salary_norms_pkey;
ALTER TABLE salary_norms ADD PRIMARY KEY (job_function_id, city_id, role_level);

-- Where a level has too few salaries in a function and city for a norm of its own (most Directors: a few per city),
-- the all-levels norm is scaled by how that level is paid across the catalogue: the median, over the level's disclosed
-- salaries, of pay ÷ the all-levels norm of the job's function and city.
CREATE TABLE IF NOT EXISTS salary_level_factors (
  role_level text PRIMARY KEY,
  factor numeric(8, 4) NOT NULL,
  samples int NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
