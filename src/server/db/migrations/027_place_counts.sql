-- Issue 31/32: the active jobs in each city by a further place only (job_extra_places rows whose job is active and
-- whose city is not the job's first place), kept exact by triggers like migration 004's, so the cities overview, the
-- sitemap and a city's list total read a row instead of walking every further place.
--   job_counts facet 'place', key = city id.
--   job_extra_places.counted: whether the row counts now (kept by the triggers below).
ALTER TABLE job_counts DROP CONSTRAINT job_counts_facet_check;
ALTER TABLE job_counts ADD CONSTRAINT job_counts_facet_check CHECK (facet IN ('all', 'city', 'function', 'company', 'place'));
ALTER TABLE job_extra_places ADD COLUMN counted boolean NOT NULL DEFAULT false;

UPDATE job_extra_places ep SET counted = (j.is_active AND ep.city_id <> j.city_id) FROM jobs j WHERE j.id = ep.job_id;
INSERT INTO job_counts (facet, key, active)
SELECT 'place', city_id, count(*)::int FROM job_extra_places WHERE counted GROUP BY city_id
ON CONFLICT (facet, key) DO UPDATE SET active = EXCLUDED.active;

-- A new or moved row counts when its job is active and the place is not the job's first.
CREATE OR REPLACE FUNCTION job_extra_places_counted() RETURNS trigger AS $$
BEGIN
  NEW.counted := COALESCE((SELECT j.is_active AND j.city_id <> NEW.city_id FROM jobs j WHERE j.id = NEW.job_id), false);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER job_extra_places_counted BEFORE INSERT OR UPDATE OF job_id, city_id ON job_extra_places
  FOR EACH ROW EXECUTE FUNCTION job_extra_places_counted();

CREATE OR REPLACE FUNCTION place_counts_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counts (facet, key, active)
  SELECT 'place', n.city_id, count(*)::int FROM new_rows n WHERE n.counted GROUP BY n.city_id
  ON CONFLICT (facet, key) DO UPDATE SET active = job_counts.active + EXCLUDED.active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION place_counts_after_delete() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts c SET active = c.active - d.n
  FROM (SELECT o.city_id, count(*)::int AS n FROM old_rows o WHERE o.counted GROUP BY o.city_id) d
  WHERE c.facet = 'place' AND c.key = d.city_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION place_counts_after_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counts (facet, key, active)
  SELECT 'place', city_id, sum(n)::int FROM (
    SELECT r.city_id, 1 AS n FROM new_rows r WHERE r.counted
    UNION ALL
    SELECT r.city_id, -1 AS n FROM old_rows r WHERE r.counted
  ) d
  GROUP BY city_id
  HAVING sum(n) <> 0
  ON CONFLICT (facet, key) DO UPDATE SET active = job_counts.active + EXCLUDED.active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER place_counts_insert AFTER INSERT ON job_extra_places REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_after_insert();
CREATE TRIGGER place_counts_delete AFTER DELETE ON job_extra_places REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_after_delete();
CREATE TRIGGER place_counts_update AFTER UPDATE ON job_extra_places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_after_update();

-- A job opening, closing or moving its first place: its further places count again or stop counting. Driven from the
-- statement's new rows joined to the further places (few), so an update of many jobs pays one pass over its rows.
CREATE OR REPLACE FUNCTION job_places_after_update() RETURNS trigger AS $$
BEGIN
  UPDATE job_extra_places ep SET counted = (n.is_active AND ep.city_id <> n.city_id)
  FROM new_rows n
  WHERE ep.job_id = n.id AND ep.counted IS DISTINCT FROM (n.is_active AND ep.city_id <> n.city_id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER job_places_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_places_after_update();
