import type { SourceReader, SourceType } from '../types';
import { ashby } from './ashby';
import { greenhouse } from './greenhouse';
import { jsonld } from './jsonld';
import { lever } from './lever';
import { personio } from './personio';
import { recruitee } from './recruitee';
import { smartrecruiters } from './smartrecruiters';
import { teamtailor } from './teamtailor';
import { workable } from './workable';
import { workday } from './workday';
import { xml } from './xml';

/** One reader per source type: adding a type is a module here and its name in types.ts (docs/ingestion.md). */
export const READERS: Record<SourceType, SourceReader> = { greenhouse, lever, smartrecruiters, jsonld, xml, workday, ashby, recruitee, workable, personio, teamtailor };
