-- Full-text search over job title and company name (the `jobtitle` filter), kept current by a trigger.
CREATE OR REPLACE FUNCTION jobs_search_update() RETURNS trigger AS $$
BEGIN
  NEW.search := to_tsvector('simple', coalesce(NEW.title, '') || ' ' ||
    coalesce((SELECT name FROM companies WHERE id = NEW.company_id), ''));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER jobs_search_trigger BEFORE INSERT OR UPDATE OF title, company_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_update();
