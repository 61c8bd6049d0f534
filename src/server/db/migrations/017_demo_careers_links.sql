-- Issue 29: the demo catalogue's Apply, source and website links lead to the demo careers site the product serves
-- (src/server/demoCareers), never to the invented `.example` hosts a data directory seeded before it stored. A fresh
-- seed stores these paths itself; a job or company from ingestion (a real host) is left as it is.
UPDATE companies
SET website = '/demo-careers/' || slug,
    about_html = regexp_replace(about_html, '<li>Website: https?://[a-z0-9.-]+\.example</li>', '')
WHERE website ~ '^https?://(www\.)?[a-z0-9-]+\.example$';

UPDATE jobs j
SET source_url = CASE
      WHEN j.source_url ~ '^https://jobfeed-hub\.example/' THEN '/demo-careers/jobfeed-hub/jobs/' || lower(j.ref_id)
      ELSE '/demo-careers/' || c.slug || '/jobs/' || lower(j.ref_id) END,
    source_domain = CASE WHEN j.source_url ~ '^https://jobfeed-hub\.example/' THEN 'JobFeed Hub' ELSE c.name END
FROM companies c
WHERE c.id = j.company_id AND j.source_url ~ '^https?://([a-z0-9-]+\.)*[a-z0-9-]+\.example/';

UPDATE jobs
SET direct_apply_url = source_url
WHERE direct_apply_url ~ '^https?://([a-z0-9-]+\.)*[a-z0-9-]+\.example/' AND source_url LIKE '/demo-careers/%';
