/**
 * The Terms and Conditions page's text (issue 29: the registration's "Agree Terms" checkbox links here), kept beside
 * the page like the articles' bodies (articles/articleBodies.ts): content, not interface strings, so it loads with
 * /terms only and not with every page that reads messages.ts. Short and honest: an
 * aggregator that is not a recruiter, never takes fees from candidates, asks them to verify employers, and keeps
 * their data rights (decisions.md §5).
 */
export const termsMessages = {
  title: 'Terms and Conditions',
  updated: 'Last updated: 27 November 2026',
  intro:
    'These terms apply when you use VeriJobs as a job seeker: when you browse jobs, create an account, set up SmartMatch alerts or apply through a link we show. By creating an account you agree to them. They are written to be read, so they are short.',
  sections: [
    {
      heading: '1. What VeriJobs is — and is not',
      paragraphs: [
        'VeriJobs is a job aggregator. We collect openings from employers’ own careers pages and applicant tracking systems, check where they come from, and show them in one place.',
        'We are not a recruiter, not a recruitment agency and not an employer. We do not hire for the jobs we list, we do not represent you to employers, and we cannot promise that you will be interviewed or hired.',
      ],
    },
    {
      heading: '2. No fees, ever',
      paragraphs: [
        'Searching, applying, saving jobs and job alerts cost job seekers nothing, and we never charge you for an introduction, an interview, a visa or a placement. An optional SmartMatch plan, when you choose one, is shown with its price before you subscribe, and it is the only thing you can ever pay us for.',
        'Anyone who asks you for money in our name is not us. Please tell us through the Contact Us page.',
      ],
    },
    {
      heading: '3. Verify the employer before you share anything',
      paragraphs: [
        'We verify sources and leave out listings that look unsafe, but we cannot guarantee every employer’s conduct. When you apply, you apply to the employer, on the employer’s site and terms; agreements you make with an employer are between you and them.',
        'Never pay for a job offer, training, a medical test or a “security deposit”, and never share bank details, card numbers, one-time passwords or UPI PINs with a recruiter or employer.',
      ],
    },
    {
      heading: '4. Your account',
      paragraphs: [
        'Give true information about yourself and keep your password to yourself. You are responsible for what is done with your account. Do not use VeriJobs to collect other people’s data, to post fake listings or to harm anyone; we may close accounts that do.',
      ],
    },
    {
      heading: '5. Your data and your rights',
      paragraphs: [
        'We use your profile, preferences and résumé to show and send you matching jobs, and for nothing else. We do not sell your data. Your résumé is readable by you only; an employer sees what you send them when you apply on their site.',
        'You can download your data, see and end your sessions, and delete your account at any time from your profile. Deleting your account removes your profile, résumé, alerts and saved and applied lists.',
      ],
    },
    {
      heading: '6. Changes and contact',
      paragraphs: [
        'If we change these terms we will show the new date above and, for changes that matter, tell you by email before they apply. Questions are welcome through the Contact Us page.',
      ],
    },
  ],
  contact: 'Contact us',
} as const;
