-- Places across the region (issue 29, docs/markets.md "Places"): a place can be a whole country ('country:AE') or a
-- region ('region:GCC') as well as a city. A Smart Match keeps such an area in `place` (its city_id is then NULL), a
-- candidate's preferences keep theirs in candidate_place_areas beside candidate_locations. The countries and regions
-- themselves live in src/shared/markets.ts, and the other names of cities ("Bangalore", "KL") in
-- src/shared/placeAliases.ts: the API matches a typed term against that list and then finds the cities by name, so the
-- list needs no table (cities are seeded after the migrations run, and candidates add their own).
ALTER TABLE smartmatches ADD COLUMN IF NOT EXISTS place text CHECK (place IS NULL OR place ~ '^(country|region):[A-Z]{2,5}$');

CREATE TABLE IF NOT EXISTS candidate_place_areas (
  candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  place text NOT NULL CHECK (place ~ '^(country|region):[A-Z]{2,5}$'),
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (candidate_id, place)
);


-- The countries each area covers, as shared/markets.ts says (REGIONS, countriesOf): the SQL that reads a candidate's
-- areas joins this instead of repeating the list in each statement. A test keeps it equal to markets.ts
-- (src/server/candidates/placeAreas.test.ts); a new market or region adds its rows in a new migration.
CREATE TABLE IF NOT EXISTS place_area_countries (
  place text NOT NULL,
  iso2 text NOT NULL,
  PRIMARY KEY (place, iso2)
);
INSERT INTO place_area_countries (place, iso2) VALUES
  ('country:IN', 'IN'), ('country:PH', 'PH'), ('country:MY', 'MY'), ('country:SG', 'SG'), ('country:AE', 'AE'),
  ('country:SA', 'SA'), ('country:QA', 'QA'), ('country:KW', 'KW'), ('country:OM', 'OM'), ('country:BH', 'BH'),
  ('region:GCC', 'AE'), ('region:GCC', 'SA'), ('region:GCC', 'QA'), ('region:GCC', 'KW'), ('region:GCC', 'OM'), ('region:GCC', 'BH')
ON CONFLICT DO NOTHING;
