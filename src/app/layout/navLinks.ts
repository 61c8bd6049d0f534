import { paths } from '@/config/paths';
import { shellMessages as m } from '../messages';

/** Spec 2.1, in its order. */
export const navLinks = [
  { label: m.nav.home, href: paths.home.getHref(), end: true },
  { label: m.nav.findJobs, href: paths.jobs.getHref(), end: false },
  { label: m.nav.smartMatch, href: paths.smartMatch.getHref(), end: false },
  { label: m.nav.aboutUs, href: paths.aboutUs.getHref(), end: false },
  { label: m.nav.articles, href: paths.articles.getHref(), end: false },
  { label: m.nav.contactUs, href: paths.contactUs.getHref(), end: false },
] as const;
