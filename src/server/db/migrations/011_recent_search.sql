-- Relevance ranking of a title search (issue 15/17, docs/search.md "Limits"): the ranked window is the newest matches of
-- the search. With the title's tsvector carried in the posting-date index, a common word ("developer", "manager") finds
-- its newest matches from the index alone, in date order, and stops at the window, instead of reading every matching
-- row of the wide jobs table (a cold read of ~6,000 heap pages for one word at 200,000 jobs). A rare word still uses
-- the full-text GIN index: the planner takes whichever reads less.
CREATE INDEX IF NOT EXISTS jobs_recent_search_idx ON jobs (posted_at DESC, id DESC) INCLUDE (search) WHERE is_active;
