import { parseSources } from './sourcesFile';

describe('the sources file', () => {
  it('reads the documented shape', () => {
    const text = JSON.stringify([
      { type: 'greenhouse', url: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs', company: ' Acme Pvt Ltd ', website: 'https://acme.example' },
      { type: 'xml', url: 'https://feeds.example/acme.xml', company: 'Acme Pvt Ltd', website: 'https://acme.example', default_location: 'Bengaluru, India' },
    ]);
    expect(parseSources(text)).toEqual([
      { type: 'greenhouse', url: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs', company: 'Acme Pvt Ltd', website: 'https://acme.example' },
      { type: 'xml', url: 'https://feeds.example/acme.xml', company: 'Acme Pvt Ltd', website: 'https://acme.example', default_location: 'Bengaluru, India' },
    ]);
  });

  it('names every bad entry at once', () => {
    const text = JSON.stringify([
      { type: 'workday', url: 'ftp://x', company: '', website: 'acme' },
      'not an object',
      { type: 'lever', url: 'https://api.lever.co/v0/postings/acme', company: 'Acme', website: 'https://acme.example' },
    ]);
    expect(() => parseSources(text, 'sources.json')).toThrow(
      'sources.json: source 1: type must be one of greenhouse, lever, smartrecruiters, jsonld, xml; url must be an http(s) URL; ' +
        'company must be a name of 1 to 200 characters; website must be an http(s) URL | source 2: not an object',
    );
    expect(() => parseSources('{"type": "lever"}')).toThrow('must be a JSON array');
    expect(() => parseSources('[{')).toThrow('is not valid JSON');
  });
});
