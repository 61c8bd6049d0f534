/**
 * Builds phoneMetadata.json: libphonenumber-js's "min" metadata and mobile examples cut down to the markets we serve
 * (1.7 KB gzipped instead of 19.5 KB for every country). Run after upgrading libphonenumber-js:
 * `npx tsx src/shared/phoneMetadata.build.ts`; phone.test.ts fails while the committed file differs from its output.
 */
import fs from 'node:fs';
import path from 'node:path';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { MARKET_CODES } from './markets';

interface MinMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}

export function buildPhoneMetadata(): { metadata: MinMetadata; examples: Record<string, string> } {
  const all = fullMetadata as unknown as MinMetadata;
  const ours = new Set<string>(MARKET_CODES);
  const callingCodes: Record<string, string[]> = {};
  for (const [code, countries] of Object.entries(all.country_calling_codes)) {
    const kept = countries.filter((c) => ours.has(c));
    if (kept.length) callingCodes[code] = kept;
  }
  return {
    metadata: {
      version: all.version,
      country_calling_codes: callingCodes,
      countries: Object.fromEntries(MARKET_CODES.map((c) => [c, all.countries[c]])),
    },
    examples: Object.fromEntries(MARKET_CODES.map((c) => [c, (examples as Record<string, string>)[c]])),
  };
}

export const PHONE_METADATA_FILE = path.join(__dirname, 'phoneMetadata.json');

if (require.main === module) {
  fs.writeFileSync(PHONE_METADATA_FILE, `${JSON.stringify(buildPhoneMetadata())}\n`);
  console.log(`wrote ${PHONE_METADATA_FILE}`);
}
