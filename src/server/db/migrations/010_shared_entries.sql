-- Candidate-created titles, functions and cities are offered to other candidates once several candidates use them
-- (issue 19): the dropdowns count distinct candidates per entry, so each preference table is indexed by the entry.
CREATE INDEX IF NOT EXISTS candidate_job_titles_title_idx ON candidate_job_titles (job_title_id);
CREATE INDEX IF NOT EXISTS candidate_job_functions_function_idx ON candidate_job_functions (job_function_id);
CREATE INDEX IF NOT EXISTS candidate_locations_city_idx ON candidate_locations (city_id);
