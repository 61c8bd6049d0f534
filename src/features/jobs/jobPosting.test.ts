import type { Job } from '@/shared/apiTypes';
import { jobPostingData, safeHttpUrl, serializeJsonLd } from './jobPosting';

const job: Job = {
  id: 42,
  image: '/media/logos/acme.svg',
  company: 'Acme </script><script>alert(1)</script>',
  position: 'Senior Frontend Developer',
  location: 'Dubai',
  date: '2026-11-20T08:00:00.000Z',
  ref_id: 'VJ-AE-100042',
  is_applied: false,
  is_saved: false,
  direct_apply: true,
  direct_appy_url: 'https://careers.acme.example/jobs/1',
  description: '<p>Build things</p>',
  about_company: '<p>About</p>',
  similar_jobs: [],
  details: {
    role_function: 'Engineering',
    job_function: 'Information Technology',
    role_level: 'Senior',
    work_type: 'Full-time',
    country: 'United Arab Emirates',
    location: 'Dubai',
    website: 'javascript:alert(1)',
    industry: 'Software',
  },
  source: {
    type: 'greenhouse', name: 'Acme greenhouse board', url: 'https://careers.acme.example/jobs/1', domain: 'acme.example', verified: true,
    first_seen: '2026-11-20T08:00:00.000Z', last_seen: '2026-11-21T08:00:00.000Z', verified_at: '2026-11-21T08:00:00.000Z',
  },
  status: 'open',
  salary: null,
  work_mode: null,
  trust: { level: 'verified', signals: [] },
};

describe('JobPosting structured data', () => {
  test('carries the fields search engines need', () => {
    const data = jobPostingData(job, 'https://verijobs.example/jobs/42', '<p>Build things</p>');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Frontend Developer',
      description: '<p>Build things</p>',
      datePosted: '2026-11-20T08:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: job.company, logo: 'https://verijobs.example/media/logos/acme.svg' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Dubai', addressCountry: 'United Arab Emirates' } },
      identifier: { value: 'VJ-AE-100042' },
    });
    // A javascript: website is never published.
    expect(JSON.stringify(data)).not.toContain('javascript:');
  });

  test('serialisation cannot close the script element', () => {
    const json = serializeJsonLd(jobPostingData(job, 'https://verijobs.example/jobs/42', ''));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).hiringOrganization.name).toBe(job.company);
  });

  test('safeHttpUrl accepts only http(s)', () => {
    expect(safeHttpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHttpUrl('http://a.example')).toBe('http://a.example/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
