/** Every route of the app, declared once (spec 2.2, 2.3). Build links with getHref, never by hand. */

const enc = encodeURIComponent;

export type BrowseType = 'function' | 'city' | 'companies';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  smartMatch: { path: '/smart-match', getHref: (role?: string) => (role ? `/smart-match?role=${enc(role)}` : '/smart-match') },
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  terms: { path: '/terms', getHref: () => '/terms' },
  articles: { path: '/articles', getHref: () => '/articles' },
  article: { path: '/article/:slug', getHref: (slug: string) => `/article/${enc(slug)}` },
  contactUs: { path: '/contact-us', getHref: (message?: string) => (message ? `/contact-us?message=${enc(message)}` : '/contact-us') },
  jobs: {
    path: '/jobs/:jobId?',
    getHref: (jobId?: number | string, query?: Record<string, string | number | undefined>) => {
      const base = jobId === undefined ? '/jobs' : `/jobs/${enc(String(jobId))}`;
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
      const s = qs.toString();
      return s ? `${base}?${s}` : base;
    },
  },
  jobsByCategories: { path: '/jobs-by-categories', getHref: () => '/jobs-by-categories' },
  jobsByCategory: { path: '/jobs-by-categories/:jobElement', getHref: (slug: string) => `/jobs-by-categories/${enc(slug)}` },
  jobsByCities: { path: '/jobs-by-cities', getHref: () => '/jobs-by-cities' },
  jobsByCity: { path: '/jobs-by-cities/:jobElement', getHref: (slug: string) => `/jobs-by-cities/${enc(slug)}` },
  jobsByCompanies: { path: '/jobs-by-companies', getHref: () => '/jobs-by-companies' },
  jobsByCompany: { path: '/jobs-by-companies/:jobElement', getHref: (slug: string) => `/jobs-by-companies/${enc(slug)}` },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  supportReplay: { path: '/support/replay', getHref: () => '/support/replay' },
  candidate: {
    dashboard: { path: '/candidate/dashboard', getHref: () => '/candidate/dashboard' },
    myProfile: { path: '/candidate/my-profile', getHref: () => '/candidate/my-profile' },
    smartmatch: { path: '/candidate/smartmatch', getHref: (role?: string) => (role ? `/candidate/smartmatch?role=${enc(role)}` : '/candidate/smartmatch') },
    subscription: { path: '/candidate/subscription', getHref: () => '/candidate/subscription' },
    featuredJobs: { path: '/candidate/featured-jobs', getHref: () => '/candidate/featured-jobs' },
    smartmatchFeaturedJobs: {
      path: '/candidate/featured-jobs/smartmatch/:smId',
      getHref: (smId: number | string) => `/candidate/featured-jobs/smartmatch/${enc(String(smId))}`,
    },
    availableJobs: { path: '/candidate/available-jobs', getHref: () => '/candidate/available-jobs' },
    appliedJobs: { path: '/candidate/applied-jobs', getHref: () => '/candidate/applied-jobs' },
    savedJobs: { path: '/candidate/saved-jobs', getHref: () => '/candidate/saved-jobs' },
    hiringRequest: { path: '/candidate/hiring-request', getHref: () => '/candidate/hiring-request' },
  },
} as const;

/** Candidate menu of spec 2.3, in its order (all items permitted). */
export const candidateMenu = [
  { order: 1, label: 'Dashboard', href: paths.candidate.dashboard.getHref() },
  { order: 2, label: 'My Profile', href: paths.candidate.myProfile.getHref() },
  { order: 3, label: 'Featured Jobs', href: paths.candidate.featuredJobs.getHref() },
  { order: 4, label: 'Available Jobs', href: paths.candidate.availableJobs.getHref() },
  { order: 5, label: 'Applied Jobs', href: paths.candidate.appliedJobs.getHref() },
  { order: 6, label: 'Saved Jobs', href: paths.candidate.savedJobs.getHref() },
  { order: 7, label: 'SmartMatch', href: paths.candidate.smartmatch.getHref() },
  { order: 8, label: 'Subscription', href: paths.candidate.subscription.getHref() },
] as const;

export const CANDIDATE_PREFIX = '/candidate';
export const DEFAULT_AFTER_LOGIN = paths.candidate.dashboard.getHref();

/** Browse-by types (spec 2.13) → overview route, job-list route builder and the API's type name. */
export const browseTypes: Record<BrowseType, { label: string; overview: string; list: (slug: string) => string }> = {
  function: { label: 'Categories', overview: paths.jobsByCategories.getHref(), list: paths.jobsByCategory.getHref },
  city: { label: 'Cities', overview: paths.jobsByCities.getHref(), list: paths.jobsByCity.getHref },
  companies: { label: 'Companies', overview: paths.jobsByCompanies.getHref(), list: paths.jobsByCompany.getHref },
};
