import type { Fetcher } from '../fetcher';
import { xml, xmlEntityDecoder } from './xml';

/** Issue 33: an XML feed's own DTD entities are never expanded (docs/ingestion.md); the predefined ones are. */
const source = { type: 'xml' as const, url: 'https://feeds.example/acme.xml', company: 'Acme Pvt Ltd', website: 'https://acme.example' };
const serving = (body: string) =>
  ({ get: async (url: string) => ({ url, status: 200, contentType: 'application/xml', body }) }) as unknown as Fetcher;

const feed = (doctype: string, title: string, description = 'Build things.') => `<?xml version="1.0"?>
${doctype}
<source><job><title>${title}</title><referencenumber>A-1</referencenumber><url>https://acme.example/jobs/1</url>
<company>Acme Pvt Ltd</company><city>Bengaluru</city><country>India</country><description>${description}</description></job></source>`;

describe('XML feeds and entities', () => {
  it('leaves a custom DTD entity unexpanded', async () => {
    const doc = feed('<!DOCTYPE source [<!ENTITY custom "EXPANDED"><!ENTITY tag "&lt;script&gt;alert(1)&lt;/script&gt;">]>', 'Engineer &custom;', 'Hi &tag; there');
    const { postings } = await xml.read(source, serving(doc));
    expect(postings).toHaveLength(1);
    expect(postings[0].title).toBe('Engineer &custom;');
    expect(postings[0].descriptionHtml).toBe('Hi &tag; there');
    expect(JSON.stringify(postings)).not.toMatch(/EXPANDED|<script>/);
  });

  it('does not grow a "billion laughs" document', async () => {
    const lol = ['<!ENTITY lol0 "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`)].join('');
    const { postings } = await xml.read(source, serving(feed(`<!DOCTYPE source [${lol}]>`, 'Engineer &lol9;')));
    expect(postings[0].title).toBe('Engineer &lol9;');
  });

  it('decodes the predefined entities and character references once', async () => {
    const { postings } = await xml.read(source, serving(feed('', 'R&amp;D &lt;Lead&gt; &#8377; &#x20B9; &amp;lt; &quot;Q&quot; &apos;A&apos;', '&lt;p&gt;Hi&lt;/p&gt;')));
    expect(postings[0].title).toBe(`R&D <Lead> ₹ ₹ &lt; "Q" 'A'`);
    expect(postings[0].descriptionHtml).toBe('<p>Hi</p>');
  });

  it('keeps an invalid character reference as written', () => {
    expect(xmlEntityDecoder.decode('a &#0; b &#xD800; c &#x110000; d &nbsp;')).toBe('a &#0; b &#xD800; c &#x110000; d &nbsp;');
  });
});
