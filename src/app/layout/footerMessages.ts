/**
 * The footer's strings (spec 2.4), apart from app/messages.ts: the footer is a lazy chunk, and these strings (market
 * choice, link groups) need not load with every first page, whose budget is tight (docs/performance.md).
 */
export const footerMessages = {
  label: 'Footer',
  tagline: 'Verified jobs from employer sites. Not a recruiter, not an employer: no middlemen, no fake listings.',
  candidates: 'Candidates',
  discover: 'Discover',
  byLocation: 'Job By Location',
  byCategory: 'Job By Category',
  dashboard: 'My Dashboard',
  smartMatchAlerts: 'SmartMatch Alerts',
  allLocations: 'All Locations',
  allCategories: 'All Categories',
  companies: 'Browse Companies',
  terms: 'Terms and Conditions',
  help: 'Help',
  rights: 'All rights reserved.',
  /** The market choice (issue 29): whose currency, prices and calling code pages default to. */
  market: 'Market',
  marketAutomatic: 'Automatic (from your browser)',
  marketOption: (name: string, currency: string) => `${name} (${currency})`,
} as const;
