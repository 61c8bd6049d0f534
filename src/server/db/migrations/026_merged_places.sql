-- Issue 31: one job listed by several sources keeps the places of all of them. The richest record writes the job and
-- its own further places (merged = false, rewritten with it); another source's record of the same job adds the places
-- it names that the job lacks (merged = true), which a rewrite by the richest record keeps.
ALTER TABLE job_extra_places ADD COLUMN merged boolean NOT NULL DEFAULT false;
