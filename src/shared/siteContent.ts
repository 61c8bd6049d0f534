/**
 * The build's public content table (`dist/site-content.json`, written by webpack.config.ts from the app's article
 * index): what the server needs of the app's static content to describe its pages (titles, descriptions, dates of the
 * articles) and list them in the sitemap. The server knows the articles only through this file, never the app's source.
 */
export const SITE_CONTENT_FILE = 'site-content.json';

export interface SiteArticle {
  slug: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: string;
  /** The text in the app's article format (blank-line blocks; '## ' heading, '- ' / '1. ' lists, '> ' tip, **bold**). */
  body: string;
}

export interface SiteContent {
  articles: SiteArticle[];
}
