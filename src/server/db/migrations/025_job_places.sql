-- Issue 31: a job open in several places (Lever's categories.allLocations, a JSON-LD jobLocation array, remote for
-- several countries) keeps its first place in jobs.city_id and the further ones here, in the source's order. Search,
-- browse-by and the counts find the job under each (server/jobs/jobRepository.ts, placeMatch).
CREATE TABLE job_extra_places (
  job_id int NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  city_id int NOT NULL REFERENCES cities(id),
  position smallint NOT NULL,
  PRIMARY KEY (job_id, city_id)
);
CREATE INDEX job_extra_places_city_idx ON job_extra_places (city_id, job_id);
