import type { RawPlace, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, rawPlaces, readRecords, str } from './common';
import { fetchXml, safeXmlParser } from './xml';

/** Items asked for per page (`per_page`; the feed answers its first 100 when not told). */
export const TEAMTAILOR_PAGE_SIZE = 100;
/** Pages followed at most (`offset`), as Workable's `paging.next`: past them the source is read incomplete. */
export const TEAMTAILOR_MAX_PAGES = 50;

const ITEM = 'rss.channel.item';
/** The aggregator feed's parser settings (xml.ts `safeXmlParser`). */
const parser = safeXmlParser([ITEM, `${ITEM}.tt:locations.tt:location`, `${ITEM}.locations.location`]);

/** An item's guid as an id: a word-like token (Teamtailor's are UUIDs), never a path or markup. */
const GUID = /^[A-Za-z0-9][\w.:-]{0,99}$/;

/** `remoteStatus` in the words workModeOf reads: none, hybrid, fully (remote), temporary (remote for now). */
const WORKPLACE: Readonly<Record<string, string>> = { none: 'on-site', hybrid: 'hybrid', fully: 'remote', temporary: 'temporarily remote' };

/** A child element by its `tt:` name, or unprefixed (feeds write `remoteStatus` bare, some readers see `tt:remoteStatus`). */
const tt = (o: Record<string, unknown>, name: string): unknown => o[`tt:${name}`] ?? o[name];

/**
 * Teamtailor careers-site RSS feed: Teamtailor documents no schema for it, so the shape is the one its own careers
 * site serves (https://career.teamtailor.com/jobs.rss; a job's department, role and locations as in
 * https://support.teamtailor.com/en/articles/1558532-create-a-new-job). `GET https://{company}.teamtailor.com/jobs.rss`
 * (or `{company}.na.teamtailor.com`, or the employer's own careers domain), public and token-free, answers
 * `<rss xmlns:tt="https://teamtailor.com/locations"><channel><title>company</title><item><title/><description>HTML
 * (escaped)</description><pubDate>RFC 822</pubDate><link>https://{company}.teamtailor.com/jobs/{id}-{slug}</link>
 * <remoteStatus>none|hybrid|fully|temporary</remoteStatus><guid>UUID</guid><tt:locations><tt:location><tt:name/>
 * <tt:address/><tt:zip/><tt:city/><tt:country/></tt:location>…</tt:locations><tt:department/><tt:role/></item>…`.
 * It answers 100 items unless `per_page` asks for more; `offset` pages on, followed while a page is full, up to
 * TEAMTAILOR_MAX_PAGES. The item's link is the job's page and where one applies. The token-gated JSON:API
 * (https://docs.teamtailor.com, `api.teamtailor.com/v1/jobs`) is not read: it needs the employer's API key.
 */
export const teamtailor: SourceReader = {
  async read(source, fetcher) {
    const start = new URL(source.url);
    // A `per_page` or `offset` the source's URL names is kept (a whole number), else the defaults.
    const asked = (name: string) => (/^\d{1,6}$/.test(start.searchParams.get(name) ?? '') ? Number(start.searchParams.get(name)) : null);
    const perPage = asked('per_page') || TEAMTAILOR_PAGE_SIZE;
    const first = asked('offset') ?? 0;
    start.searchParams.set('per_page', String(perPage));
    let company: string | null = null;
    const items: unknown[] = [];
    const seen = new Set<string>();
    let documents = 0;
    let more = true;
    while (more && documents < TEAMTAILOR_MAX_PAGES) {
      const page = new URL(start.href);
      page.searchParams.set('offset', String(first + documents * perPage));
      const { doc, data } = await fetchXml(fetcher, page.href, parser);
      documents++;
      const channel = isObject(data) && isObject(data.rss) ? data.rss.channel : undefined;
      if (!isObject(channel) && channel !== '') throw new SourceError(`${doc.url}: no <rss><channel> (not a Teamtailor jobs feed)`);
      const pageItems = isObject(channel) && Array.isArray(channel.item) ? channel.item : [];
      company ??= isObject(channel) ? str(channel.title) : null;
      // Offsets shift when a job is published between two pages: an item already read is read once.
      let fresh = 0;
      for (const item of pageItems) {
        const key = isObject(item) ? (str(item.guid) ?? str(item.link)) : null;
        if (key !== null && seen.has(key)) continue;
        if (key !== null) seen.add(key);
        items.push(item);
        fresh++;
      }
      // A short page is the last; a page of nothing new is a feed that ignores `offset`.
      more = pageItems.length >= perPage && fresh > 0;
    }
    const { postings, rejected } = readRecords(
      // A rejection names the item by its guid.
      items.map((i) => (isObject(i) && !('id' in i) ? { id: i.guid, ...i } : i)),
      (item) => {
        const guid = str(item.guid);
        if (guid !== null && !GUID.test(guid)) throw new Error(`bad guid: ${guid.slice(0, 40)}`);
        const url = httpUrl(item.link);
        const jobId = /\/jobs\/(\d{1,20})(?:-|$)/.exec(new URL(url).pathname)?.[1] ?? null;
        const wrapper = tt(item, 'locations');
        const locations = isObject(wrapper) ? tt(wrapper, 'location') : null;
        const places: RawPlace[] = (Array.isArray(locations) ? locations.filter(isObject) : []).map((l) => {
          const city = str(tt(l, 'city'));
          const country = str(tt(l, 'country'));
          return { locationText: [city, country].filter(Boolean).join(', ') || str(tt(l, 'name')), city, country };
        });
        const primary = places.find((p) => p.locationText) ?? null;
        const status = str(tt(item, 'remoteStatus'))?.toLowerCase() ?? null;
        const further = primary ? rawPlaces(places.filter((p) => p !== primary), primary) : [];
        return {
          externalId: guid ?? jobId ?? '',
          title: str(item.title) ?? '',
          url,
          applyUrl: url,
          locationText: primary?.locationText ?? null,
          city: primary?.city ?? null,
          country: primary?.country ?? null,
          remote: status === 'fully' ? true : status === 'none' ? false : null,
          ...(further.length ? { places: further } : {}),
          workplace: status ? (WORKPLACE[status] ?? status) : null,
          department: str(tt(item, 'department')),
          postedAt: str(item.pubDate),
          descriptionHtml: str(item.description) ?? '',
          company,
        };
      },
    );
    // The page limit reached on a full page: the feed may list more, so none of its jobs is closed this run.
    return { postings, rejected, documents, ...(more ? { incomplete: true } : {}) };
  },
};
