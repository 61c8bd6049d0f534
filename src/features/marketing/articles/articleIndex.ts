// Relative imports, and the slugs by type only: webpack.config.ts loads this file (ts-node knows no '@/') to write the
// server's table of articles (dist/site-content.json, shared/siteContent.ts).
import type { ARTICLE_SLUGS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { articleImage } from './articleImages';

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export const ARTICLE_CATEGORIES = ['Job Search', 'Resume & CV', 'Interviews', 'Networking', 'Salary & Offers'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Article of spec 3 (id, title, description, image, date, url) plus its category and reading time. */
export interface ArticleMeta {
  id: number;
  slug: ArticleSlug;
  title: string;
  description: string;
  image: string;
  date: string; // ISO date
  url: string;
  category: ArticleCategory;
  minutes: number;
}

const meta = (a: Omit<ArticleMeta, 'url'>): ArticleMeta => ({ ...a, url: paths.article.getHref(a.slug) });

/** The six static articles of spec 2.7, in list order. */
export const ARTICLES: ArticleMeta[] = [
  meta({
    id: 1,
    slug: 'job-search-strategy',
    title: 'A job search strategy that works: from 200 applications to 20 good ones',
    description: 'Stop spraying applications. Pick targets, build a weekly routine and track every lead, whether you are job hunting in Bengaluru, Manila or Dubai.',
    image: articleImage('job-search-strategy'),
    date: '2025-01-14',
    category: 'Job Search',
    minutes: 6,
  }),
  meta({
    id: 2,
    slug: 'resume-writing-tips',
    title: 'Resume writing tips recruiters actually notice',
    description: 'One page or two, photo or no photo, and how to get past applicant tracking systems: a practical checklist for resumes in Asia and the Gulf.',
    image: articleImage('resume-writing-tips'),
    date: '2025-02-03',
    category: 'Resume & CV',
    minutes: 6,
  }),
  meta({
    id: 3,
    slug: 'ace-the-interview',
    title: 'How to ace the interview: preparation, answers and follow-up',
    description: 'Research the employer, answer with the STAR method, handle video rounds and ask the questions that leave a strong last impression.',
    image: articleImage('ace-the-interview'),
    date: '2025-02-21',
    category: 'Interviews',
    minutes: 7,
  }),
  meta({
    id: 4,
    slug: 'networking-for-job-seekers',
    title: 'Networking for job seekers who hate networking',
    description: 'Referrals fill a large share of vacancies. Here is how to ask for them politely, on LinkedIn and in person, without feeling pushy.',
    image: articleImage('networking-for-job-seekers'),
    date: '2025-03-10',
    category: 'Networking',
    minutes: 5,
  }),
  meta({
    id: 5,
    slug: 'online-job-boards',
    title: 'Getting the most out of online job boards, and spotting fake jobs',
    description: 'Search filters, alerts and the warning signs of recruitment scams: never pay a fee, never send bank details, verify the employer first.',
    image: articleImage('online-job-boards'),
    date: '2025-03-28',
    category: 'Job Search',
    minutes: 6,
  }),
  meta({
    id: 6,
    slug: 'negotiating-salary',
    title: 'Negotiating salary: CTC, allowances and the number to say first',
    description: 'Research the range, understand what the package really contains, from CTC in India to housing allowances in the Gulf, and negotiate with confidence.',
    image: articleImage('negotiating-salary'),
    date: '2025-04-15',
    category: 'Salary & Offers',
    minutes: 7,
  }),
];

export function findArticle(slug: string | undefined): ArticleMeta | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

/** Case-insensitive search over title, description and category, with an optional category filter. */
export function filterArticles(query: string, category: ArticleCategory | null, list: ArticleMeta[] = ARTICLES): ArticleMeta[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((a) => {
    if (category && a.category !== category) return false;
    const text = `${a.title} ${a.description} ${a.category}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
