/**
 * The site's name rule and the landing page's head: the smallest part of shared/pageHeads.ts, so the landing page's
 * first load carries only these lines (the other pages' heads join with their own chunks).
 */

export const SITE_NAME = 'VeriJobs';

export interface PageText {
  title: string;
  description: string;
}

/** A page's title with the site name: 'About Us | VeriJobs'. */
export const siteTitle = (title: string): string => `${title} | ${SITE_NAME}`;

export const HOME_HEAD: PageText = {
  title: 'VeriJobs – verified jobs and SmartMatch alerts',
  description:
    'Verified jobs from employer sites across India, the Philippines, Malaysia, Singapore and the Gulf, with SmartMatch AI job alerts.',
};
