import type { SourceReader, SourceType } from '../types';
import { greenhouse } from './greenhouse';
import { jsonld } from './jsonld';
import { lever } from './lever';
import { smartrecruiters } from './smartrecruiters';
import { xml } from './xml';

/** One reader per source type: adding a type is a module here and its name in types.ts (docs/ingestion.md). */
export const READERS: Record<SourceType, SourceReader> = { greenhouse, lever, smartrecruiters, jsonld, xml };
