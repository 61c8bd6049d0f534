-- Reference data
CREATE TABLE currencies (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  symbol text NOT NULL,
  name text NOT NULL
);

CREATE TABLE countries (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  iso2 text NOT NULL,
  phone_code text NOT NULL,
  currency_id int NOT NULL REFERENCES currencies(id)
);

CREATE TABLE states (
  id serial PRIMARY KEY,
  country_id int NOT NULL REFERENCES countries(id),
  name text NOT NULL,
  UNIQUE (country_id, name)
);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  country_id int NOT NULL REFERENCES countries(id),
  state_id int REFERENCES states(id),
  currency_id int NOT NULL REFERENCES currencies(id),
  created_by_candidate boolean NOT NULL DEFAULT false
);
CREATE INDEX cities_country_idx ON cities (country_id);
CREATE INDEX cities_lower_name_idx ON cities (lower(name) text_pattern_ops);

CREATE TABLE job_functions (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  created_by_candidate boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX job_functions_lower_name_idx ON job_functions (lower(name));

CREATE TABLE job_titles (
  id serial PRIMARY KEY,
  name text NOT NULL,
  created_by_candidate boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX job_titles_lower_name_idx ON job_titles (lower(name));

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  website text NOT NULL,
  industry text NOT NULL,
  about_html text NOT NULL,
  color text NOT NULL
);

CREATE TABLE jobs (
  id serial PRIMARY KEY,
  ref_id text NOT NULL UNIQUE,
  company_id int NOT NULL REFERENCES companies(id),
  title text NOT NULL,
  job_title_id int REFERENCES job_titles(id),
  job_function_id int NOT NULL REFERENCES job_functions(id),
  role_function text NOT NULL,
  city_id int NOT NULL REFERENCES cities(id),
  role_level text NOT NULL,
  work_type text NOT NULL,
  description text NOT NULL,
  direct_apply boolean NOT NULL DEFAULT false,
  direct_apply_url text,
  is_featured boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  posted_at timestamptz NOT NULL,
  search tsvector NOT NULL DEFAULT ''::tsvector
);
CREATE INDEX jobs_active_posted_idx ON jobs (posted_at DESC, id DESC) WHERE is_active;
CREATE INDEX jobs_function_idx ON jobs (job_function_id, posted_at DESC);
CREATE INDEX jobs_city_idx ON jobs (city_id, posted_at DESC);
CREATE INDEX jobs_company_idx ON jobs (company_id, posted_at DESC);
CREATE INDEX jobs_featured_idx ON jobs (posted_at DESC) WHERE is_featured AND is_active;
CREATE INDEX jobs_search_idx ON jobs USING gin (search);

-- Candidates
CREATE TABLE candidates (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date,
  country_id int REFERENCES countries(id),
  current_location_id int REFERENCES cities(id),
  phone_number_code text NOT NULL DEFAULT '+91',
  phone_number text NOT NULL DEFAULT '',
  profile_img text,
  resume text,
  resume_name text,
  email_verified boolean NOT NULL DEFAULT false,
  job_type text NOT NULL DEFAULT '',
  notice_period text NOT NULL DEFAULT '',
  expected_salary numeric(14, 2),
  currency_id int NOT NULL DEFAULT 1 REFERENCES currencies(id),
  plan_id int,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX candidates_email_idx ON candidates (lower(email));

CREATE TABLE candidate_job_titles (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_title_id int NOT NULL REFERENCES job_titles(id),
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (candidate_id, job_title_id)
);
CREATE TABLE candidate_job_functions (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_function_id int NOT NULL REFERENCES job_functions(id),
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (candidate_id, job_function_id)
);
CREATE TABLE candidate_locations (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  city_id int NOT NULL REFERENCES cities(id),
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (candidate_id, city_id)
);

CREATE TABLE applications (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);
CREATE INDEX applications_candidate_idx ON applications (candidate_id, created_at DESC);
CREATE TABLE saved_jobs (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);
CREATE INDEX saved_jobs_candidate_idx ON saved_jobs (candidate_id, created_at DESC);
CREATE TABLE hiring_requests (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);
CREATE TABLE featured_jobs (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id),
  smartmatch_id int,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);

CREATE TABLE smartmatches (
  id serial PRIMARY KEY,
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  name text NOT NULL,
  job_function_id int REFERENCES job_functions(id),
  city_id int REFERENCES cities(id),
  alert_time text NOT NULL,
  pref_email boolean NOT NULL DEFAULT true,
  pref_whatsapp boolean NOT NULL DEFAULT false,
  pref_dashboard boolean NOT NULL DEFAULT true,
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX smartmatches_candidate_idx ON smartmatches (candidate_id);
CREATE TABLE smartmatch_job_titles (
  smartmatch_id int NOT NULL REFERENCES smartmatches(id) ON DELETE CASCADE,
  job_title_id int NOT NULL REFERENCES job_titles(id),
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (smartmatch_id, job_title_id)
);

-- Auth
CREATE TABLE outstanding_tokens (
  jti text PRIMARY KEY,
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outstanding_tokens_candidate_idx ON outstanding_tokens (candidate_id);
CREATE TABLE blacklisted_tokens (
  jti text PRIMARY KEY,
  blacklisted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE otp_challenges (
  id serial PRIMARY KEY,
  challenge text NOT NULL UNIQUE,
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  code_hash text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_challenges_candidate_idx ON otp_challenges (candidate_id, purpose, created_at DESC);

-- Other
CREATE TABLE plans (
  id int PRIMARY KEY,
  time text NOT NULL,
  price numeric(10, 2) NOT NULL,
  currency text NOT NULL,
  saved numeric(10, 2) NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
  id serial PRIMARY KEY,
  name text NOT NULL,
  location text NOT NULL,
  content text NOT NULL,
  color text NOT NULL
);

CREATE TABLE contact_requests (
  id serial PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  phone_code text NOT NULL,
  phone text NOT NULL,
  location text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL DEFAULT 'email',
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  sent boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), id DESC);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
