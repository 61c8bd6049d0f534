-- Teamtailor careers-site RSS feeds, one more source type (docs/ingestion.md). The source type's check names every
-- type a reader exists for (server/ingestion/types.ts SOURCE_TYPES), as 020_ats_source_types.sql did.
ALTER TABLE job_sources DROP CONSTRAINT IF EXISTS job_sources_type_check;
ALTER TABLE job_sources ADD CONSTRAINT job_sources_type_check
  CHECK (type IN ('greenhouse', 'lever', 'smartrecruiters', 'jsonld', 'xml', 'workday', 'ashby', 'recruitee', 'workable', 'personio', 'teamtailor'));
