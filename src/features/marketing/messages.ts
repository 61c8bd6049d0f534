import { CALLBACK_PROMISE } from '@/config/constants';
import { formatCount } from '@/ui/format';

/** User-facing strings of the public site (spec 2.4–2.8, 2.13, 8 with decisions.md §2). */
export const landingMessages = {
  heroTitle: 'Find Exciting Jobs Today',
  heroLead: 'Verified jobs from employer sites across India, the Philippines, Malaysia, Singapore and the Gulf. No middlemen, no fake listings.',
  titleLabel: 'Job title',
  titlePlaceholder: 'e.g. Marketing Executive',
  locationLabel: 'Location',
  exploreNow: 'Explore Now',
  popularSearches: 'Popular searches:',
  activeJobs: 'active jobs',
  viewAllJobs: 'View All Jobs',
  featuredTitle: 'Featured Jobs',
  applyNow: 'Apply Now',
  by: 'by',
  exploreByFunction: 'Explore Jobs by Function',
  exploreByCity: 'Explore Jobs by City',
  viewAll: 'View All',
  jobsCount: (n: number) => `${formatCount(n)} ${n === 1 ? 'job' : 'jobs'}`,
  techTitle: 'Technology that works for your job search',
  techLead: 'SmartMatch reads thousands of verified openings every day and sends you only the ones that fit.',
  learnMore: 'Learn More',
  /** Read after 'Learn More' by screen readers and crawlers, not shown. */
  learnMoreContext: ' about SmartMatch',
  trustedTitle: 'Trusted by job seekers',
  trustedLead: 'What candidates across the region say about finding work with us.',
  planTitle: 'Everything in the SmartMatch plan',
  planLead: 'One subscription, set up in 60 seconds.',
  seePlans: 'See plans',
  newsletterTitle: 'Get career tips and new job trends',
  newsletterLead: 'One short email a week. Unsubscribe any time.',
  newsletterLabel: 'Email address',
  newsletterButton: 'Subscribe',
  newsletterInvalid: 'Enter a valid email address',
  newsletterDone: 'Thank you! You are subscribed.',
  newsletterFailed: 'We could not subscribe you. Please try again.',
} as const;

export const techCards = [
  { key: 'ai', title: 'AI SmartMatch', text: 'Matches your titles, function and cities against every new opening, every day.' },
  { key: 'verified', title: 'Verified sources', text: 'Jobs come straight from employer career sites and applicant tracking systems.' },
  { key: 'alerts', title: 'Daily alerts', text: 'Morning, afternoon or evening: your matches by email, WhatsApp and on the dashboard.' },
  { key: 'privacy', title: 'Privacy first', text: 'No ads, no selling of your data, and you never pay an employer or agent.' },
] as const;

export const smartMatchMessages = {
  title: 'AI Auto Job Search & Daily Alerts',
  lead: 'Tell SmartMatch what you want once. Every day it searches thousands of verified openings and sends you only the jobs that fit.',
  cta: 'Set My Job Alerts Now',
  setupTime: 'Setup takes 60 seconds.',
  howTitle: 'How it works',
  steps: [
    { title: 'Create your free account', text: 'Register with your email and confirm it with a one-time code.' },
    { title: 'Pick up to 3 job titles', text: 'For example Sales Executive, Business Development Manager, Key Account Manager.' },
    { title: 'Choose a job function and locations', text: 'Search the cities you would work in, from Mumbai and Manila to Dubai.' },
    { title: 'Set your alert time and channel', text: 'Morning, afternoon or evening, by email or WhatsApp.' },
    { title: 'Get matched every day', text: 'New matches land in your inbox and on your dashboard, ready to apply.' },
  ],
  benefitsTitle: 'Why candidates use SmartMatch',
  privacyTitle: 'Your privacy comes first',
  privacyPoints: [
    'We never sell or share your personal data with advertisers.',
    'Employers never see your profile: you apply on their own listing, and we send them nothing.',
    'Your account is protected with hashed passwords and email verification.',
    'Pause or delete your alerts at any time.',
  ],
  quickTitle: 'Quick setup',
  quickLead: 'Type the role you want and we will carry it into your first SmartMatch.',
  quickLabel: 'Role you are looking for',
  quickPlaceholder: 'e.g. Data Analyst',
  quickButton: 'Start',
  statsMatched: 'jobs matched every month',
  statsSites: 'employer websites aggregated',
} as const;

export const aboutMessages = {
  title: 'About Us',
  missionTitle: 'Our mission',
  disclaimerTitle: 'Disclaimer: protect yourself from job fraud',
} as const;

export const articleMessages = {
  title: 'Career Advice',
  lead: 'Practical guides for job seekers in India, the Philippines, Malaysia, Singapore and the Gulf.',
  searchLabel: 'Search articles',
  searchButton: 'Search',
  allBlogs: 'All Blogs',
  categoriesLabel: 'Article categories',
  noResults: 'No articles match your search.',
  readMore: 'Read article',
  notFoundText: 'The article you are looking for does not exist or has moved.',
  backToArticles: 'Back to all articles',
  moreArticles: 'More articles',
} as const;

export const contactMessages = {
  title: 'Get in touch with us',
  subtitle: "Let's talk with our team",
  promise: CALLBACK_PROMISE,
  formTitle: 'Request a Callback',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  message: 'Message',
  messageOptional: 'Optional',
  send: 'Send',
  required: 'Field is required',
  invalidEmail: 'Enter a valid email address',
  successTitle: 'Success',
  successFallback: 'We will contact you soon!',
  failureTitle: 'Request Failed',
  failureFallback: 'We could not send your request. Please try again.',
} as const;

export const browseMessages = {
  heading: 'Browse Jobs By',
  empty: 'No Data Available',
  failed: 'We could not load this list. Please try again.',
  retry: 'Try Again',
  // A long overview (313 companies) gets a search box and pages (issue 29)
  searchLabel: (label: string) => `Search ${label.toLowerCase()}`,
  searchPlaceholder: 'Type a name',
  shown: (n: number, total: number, label: string) => (n === total ? `${formatCount(total)} ${label.toLowerCase()}` : `${formatCount(n)} of ${formatCount(total)} ${label.toLowerCase()}`),
  noMatch: (q: string) => `Nothing matches “${q}”.`,
  pagerLabel: (label: string) => `${label} pages`,
} as const;
