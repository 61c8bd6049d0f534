import type { Salary } from '../../shared/salary';
import type { Fetcher } from './fetcher';

export const SOURCE_TYPES = ['greenhouse', 'lever', 'smartrecruiters', 'jsonld', 'xml', 'workday', 'ashby', 'recruitee', 'workable', 'personio', 'teamtailor'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** One entry of the sources file (docs/ingestion.md). */
export interface SourceConfig {
  type: SourceType;
  /** The document to read: the board API URL, the careers page or the feed. */
  url: string;
  /** The employer's name as it should appear on its jobs. */
  company: string;
  /** The employer's own website; its domain decides verification. */
  website: string;
  /** Where a posting without a location is (e.g. "Bengaluru, India"); without it such postings are rejected. */
  default_location?: string;
  /** Largest document read from this source, in bytes (a per-source limit; the fetcher's default otherwise). */
  max_bytes?: number;
}

/** One more place a posting names (Lever's `categories.allLocations`, a JSON-LD `jobLocation` array, remote-for-countries). */
export interface RawPlace {
  locationText?: string | null;
  city?: string | null;
  country?: string | null;
  remote?: boolean | null;
}

/**
 * A posting as a source reader found it, before normalisation: plain values of the provider's document. Readers
 * reject what they cannot read (a record without id or title) and leave judging the rest to normalise.ts.
 */
export interface RawPosting {
  externalId: string;
  title: string;
  /** The listing's own page. */
  url: string;
  applyUrl?: string | null;
  locationText?: string | null;
  city?: string | null;
  country?: string | null;
  remote?: boolean | null;
  /** Every further place the posting is open in, beyond the one above (several cities, countries, remote-for-countries). */
  places?: RawPlace[];
  /** remote / hybrid / on-site words as the provider writes them ("workplaceType", "jobLocationType"). */
  workplace?: string | null;
  department?: string | null;
  employmentType?: string | null;
  postedAt?: string | number | null;
  descriptionHtml: string;
  /** Skills the provider lists apart from the description (JobPosting `skills`): searched above it (issue 32). */
  skills?: string[];
  /** A structured salary the provider stated (validated), else null: then the description's text is read. */
  salary?: Salary | null;
  /** The company the record names (aggregator feeds); informative only, the source's company is used. */
  company?: string | null;
}

export interface Rejection {
  id: string;
  reason: string;
}

export interface ReadResult {
  postings: RawPosting[];
  rejected: Rejection[];
  /** Documents fetched (the careers page and the job pages it links to count one each). */
  documents: number;
  /** Part of the source could not be read (a linked page failed): its jobs are kept open this run. */
  incomplete?: boolean;
}

/** Thrown when a source cannot be read as a whole (network, HTTP status, malformed document): nothing changes. */
export class SourceError extends Error {}

export interface SourceReader {
  read(source: SourceConfig, fetcher: Fetcher): Promise<ReadResult>;
}
