/**
 * One labelled posting of the trust corpus (issue 35; docs/trust.md "Corpus"). The corpus has two parts written
 * separately: `train/` (used to train the learned layer and to write rules) and `test/` (written by another writer
 * from other sources, never read while writing rules or training — only `npm run eval:trust` reads it).
 */
export type CorpusMarket = 'IN' | 'PH' | 'MY' | 'SG' | 'AE' | 'SA' | 'QA' | 'KW' | 'OM' | 'BH';
export type CorpusLanguage = 'en' | 'hinglish' | 'hindi' | 'taglish' | 'malay' | 'arabic-en' | 'mixed';

export interface CorpusPosting {
  /** Unique across the corpus, prefixed by its part ("test-…", "train-…"). */
  id: string;
  label: 'scam' | 'genuine';
  /** For scams: fee, task, mule, reshipping, trading, gov-no-exam, instant-deployment, credentials, identity, lure, wfh-pay-claim, other. */
  scamType?: string;
  market: CorpusMarket;
  language: CorpusLanguage;
  /** Where the posting's pattern comes from: the advisory's URL, or the real posting style it imitates. */
  provenance: string;
  /** Who wrote it (a writer's label): the test part's writers differ from the training part's. */
  writer: string;
  title: string;
  company: string;
  companyWebsite?: string | null;
  applyUrl?: string | null;
  /** "Dubai, United Arab Emirates". */
  location: string;
  /** The salary as the posting states it ("₹25,000 - ₹30,000 per month", "Competitive"), or null. */
  salaryText?: string | null;
  /** Plain text or simple HTML. */
  description: string;
  contactEmail?: string | null;
  contactPhone?: string | null;
}
