/** The words of the demo careers site's pages (issue 29). */
export const demoCareersMessages = {
  siteNote:
    'Demonstration careers site. VeriJobs serves these pages for the employers of its demo catalogue, which are not real companies: ' +
    'nothing you send here reaches anyone.',
  careersTitle: (company: string) => `Careers at ${company}`,
  openRoles: (n: number) => (n === 1 ? '1 open role' : `${n} open roles`),
  noOpenRoles: 'No open roles at the moment.',
  aboutHeading: 'About us',
  jobTitle: (title: string, company: string) => `${title} – ${company}`,
  location: 'Location',
  workType: 'Work type',
  level: 'Level',
  salary: 'Salary',
  reference: 'Reference',
  posted: 'Posted',
  howToApplyHeading: 'How to apply',
  howToApply:
    'This demo employer takes no applications of its own. On VeriJobs, Apply keeps the job in your Applied Jobs; ' +
    'with a real employer you would finish your application on this page.',
  closed: 'This position is no longer open.',
  repostNote: (feed: string) => `Reposted by ${feed}, a job feed: this is not the employer's own site, and the employer has not confirmed this listing.`,
  backToCompany: (company: string) => `All roles at ${company}`,
  backToVeriJobs: 'Back to VeriJobs',
  notFound: 'Page not found.',
};
