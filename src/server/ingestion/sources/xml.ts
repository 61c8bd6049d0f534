import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';
import { parseSalaryText } from '../../../shared/salary';
import type { FetchedDocument, Fetcher } from '../fetcher';
import type { SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, readRecords, str } from './common';

/**
 * The aggregator XML feed: `<source><publisher/><job><title/><date/><referencenumber/><url/><company/><city/>
 * <state/><country/><description/><salary/><jobtype/><category/></job>…</source>`, CDATA or escaped text.
 * fast-xml-parser: maintained, no native code, validates before parsing, no DTD/entity expansion beyond the XML
 * built-ins (no "billion laughs").
 */
/** XML's five predefined entities: the only named ones a feed may use. */
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const REFERENCE = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g;

/**
 * Issue 33: decodes the predefined entities and character references in one pass (so `&amp;lt;` is `&lt;`) and never
 * an entity a document declares in its DTD: `<!ENTITY x "…">` is read and ignored, `&x;` stays as written. No
 * document can make the parser write text it does not contain (no "billion laughs", no entity-built markup).
 */
export const xmlEntityDecoder: EntityDecoderOptions = {
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
  decode: (text) =>
    text.indexOf('&') < 0
      ? text
      : text.replace(REFERENCE, (whole: string, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
          if (name) return XML_ENTITIES[name];
          const cp = hex ? parseInt(hex, 16) : Number(dec);
          const valid = cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) && cp !== 0xfffe && cp !== 0xffff);
          return valid ? String.fromCodePoint(cp) : whole;
        }),
};

/**
 * The one set of parser settings every XML reader uses (the feed, Personio, Teamtailor): values kept as text, trimmed,
 * the five XML entities decoded and no DTD entity ever expanded (issue 33); `arrays` names the paths that repeat.
 */
export function safeXmlParser(arrays: readonly string[]): XMLParser {
  const repeated = new Set(arrays);
  return new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    processEntities: true,
    entityDecoder: xmlEntityDecoder,
    isArray: (_name, jpath) => typeof jpath === 'string' && repeated.has(jpath),
  });
}

const parser = safeXmlParser(['source.job']);

/**
 * Fetches an XML document and parses it with the reader's parser (entities never expanded, see xmlEntityDecoder);
 * a malformed one fails the source with the line of the fault. The XML feed and Personio read through it.
 */
export async function fetchXml(fetcher: Fetcher, url: string, xmlParser: XMLParser): Promise<{ doc: FetchedDocument; data: unknown }> {
  const doc = await fetcher.get(url, 'application/xml, text/xml;q=0.9, */*;q=0.5');
  const valid = XMLValidator.validate(doc.body);
  if (valid !== true) throw new SourceError(`${doc.url}: malformed XML (${valid.err.msg}, line ${valid.err.line})`);
  try {
    return { doc, data: xmlParser.parse(doc.body) };
  } catch (err) {
    throw new SourceError(`${doc.url}: malformed XML (${(err as Error).message})`);
  }
}

export const xml: SourceReader = {
  async read(source, fetcher) {
    const { doc, data } = await fetchXml(fetcher, source.url, parser);
    if (!isObject(data) || !isObject(data.source)) throw new SourceError(`${doc.url}: no <source> root (not a job feed)`);
    const jobs = Array.isArray(data.source.job) ? data.source.job : [];
    const { postings, rejected } = readRecords(jobs, (j) => {
      const salaryText = str(j.salary);
      return {
        externalId: str(j.referencenumber) ?? '',
        title: str(j.title) ?? '',
        url: httpUrl(j.url),
        applyUrl: httpUrl(j.url),
        city: str(j.city),
        locationText: [str(j.city), str(j.state), str(j.country)].filter(Boolean).join(', ') || null,
        country: str(j.country),
        department: str(j.category),
        employmentType: str(j.jobtype),
        postedAt: str(j.date),
        descriptionHtml: str(j.description) ?? '',
        salary: salaryText ? parseSalaryText(salaryText) : null,
        company: str(j.company),
      };
    });
    return { postings, rejected, documents: 1 };
  },
};
