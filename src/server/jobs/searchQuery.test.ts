import { openDb, type Db } from '../db/client';
import { parseSearch, type ParsedSearch } from './searchQuery';
import { CITY_SYNONYMS, ROLE_SYNONYMS, SEARCH_SYNONYMS } from './searchVocabulary';

// Issue 32: the job search's query language (quotes, minus, or, prefixes) and the region's vocabulary.
const parsed = (text: string): ParsedSearch => {
  const out = parseSearch(text);
  if (!out) throw new Error(`no search for ${JSON.stringify(text)}`);
  return out;
};
const ts = (text: string) => parsed(text).tsquery;

describe('parseSearch: the language', () => {
  it('makes every plain word a required prefix', () => {
    expect(ts('kafka streams')).toBe('kafka:* & streams:*');
    expect(ts('  Kafka,  STREAMS!! ')).toBe('kafka:* & streams:*');
  });

  it('reads a quoted phrase as adjacent exact words, and an unclosed quote to the end', () => {
    expect(ts('"data analyst" python')).toBe('(data <-> analyst) & python:*');
    expect(ts('python "data analyst')).toBe('python:* & (data <-> analyst)');
    expect(ts('"kafka"')).toBe('kafka');
    expect(ts('"" kafka')).toBe('kafka:*');
  });

  it('does not expand a quoted phrase', () => {
    expect(ts('"software engineer"')).toBe('(software <-> engineer)');
    expect(ts('"rn"')).toBe('rn');
  });

  it('excludes a word or a phrase after a leading minus', () => {
    expect(ts('kafka -senior')).toBe('kafka:* & !senior:*');
    expect(ts('kafka -"team lead"')).toBe('kafka:* & !(team <-> lead)');
    // A hyphen inside a word separates, it does not exclude.
    expect(ts('e-commerce')).toBe('e:* & commerce:*');
    expect(ts('kafka - senior')).toBe('kafka:* & senior:*');
  });

  it('returns null when nothing positive is searched for', () => {
    for (const text of ['', '   ', '-senior', '-"team lead" -manager', '!@#$%^&*()', '""', '-', '"', ':*', '<->', '🙂🙂']) {
      expect(parseSearch(text)).toBeNull();
    }
  });

  it('reads or between two terms as either, binding tighter than the implicit and', () => {
    expect(ts('kafka or rabbitmq')).toBe('(kafka:* | rabbitmq:*)');
    expect(ts('java kafka OR rabbitmq tester')).toBe('java:* & (kafka:* | rabbitmq:*) & tester:*');
    expect(ts('kafka or "event streaming"')).toBe('(kafka:* | (event <-> streaming))');
    expect(ts('kafka or or rabbitmq')).toBe('(kafka:* | rabbitmq:*)');
    expect(ts('a or b or c')).toBe('(a:* | b:* | c:*)');
  });

  it('reads or at the edges or beside an exclusion as no operator', () => {
    // Trailing: a word being typed ("oracle").
    expect(ts('sales or')).toBe('sales:* & or:*');
    expect(ts('kafka or')).toBe('kafka:* & or:*');
    expect(ts('or kafka')).toBe('kafka:*');
    expect(ts('kafka or -senior')).toBe('kafka:* & !senior:*');
    expect(ts('-senior or kafka')).toBe('!senior:* & kafka:*');
    expect(ts('kafka -or')).toBe('kafka:* & !or:*');
  });

  it('keeps dotted abbreviations and names as one word, as PostgreSQL reads them', () => {
    expect(ts('Gulf Horizon W.L.L.')).toBe('gulf:* & horizon:* & w.l.l:*');
    expect(ts('node.js')).toBe('node.js:*');
  });

  it('reads words of any script', () => {
    expect(ts('इंजीनियर')).toBe('इंजीनियर:*');
    expect(ts('مهندس مدني')).toBe('مهندس:* & مدني:*');
    expect(ts('பொறியாளர்')).toBe('பொறியாளர்:*');
    expect(ts('วิศวกร')).toBe('วิศวกร:*');
  });

  it('keeps at most 8 terms and 40 characters a word', () => {
    expect(ts('a b c d e f g h i j k').split(' & ')).toHaveLength(8);
    expect(ts('kafka or'.repeat(1) + ' x'.repeat(20)).split(' & ')).toHaveLength(7);
    expect(ts('x'.repeat(100))).toBe(`${'x'.repeat(40)}:*`);
    expect(ts('a b c d e f g h or i')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
  });

  it('weights every positive lexeme A in titleAll, exclusions as they are', () => {
    expect(parsed('kafka "event streaming" -senior').titleAll).toBe('kafka:*A & (event:A <-> streaming:A) & !senior:*');
    expect(parsed('kafka or rabbitmq').titleAll).toBe('(kafka:*A | rabbitmq:*A)');
    expect(parsed('rn').titleAll).toBe('(rn:A | (registered:*A <-> nurse:*A) | (staff:*A <-> nurse:*A))');
  });

  it('makes titlePhrase of two or more positive plain words, none with or', () => {
    expect(parsed('data analyst').titlePhrase).toBe('data:*A <-> analyst:*A');
    expect(parsed('data -senior analyst "sql"').titlePhrase).toBe('data:*A <-> analyst:*A');
    expect(parsed('analyst').titlePhrase).toBeNull();
    expect(parsed('"data analyst"').titlePhrase).toBeNull();
    expect(parsed('data or analyst').titlePhrase).toBeNull();
  });

  it('gives the positive plain words as plain text', () => {
    expect(parsed('Data "SQL" -Senior ANALYST').plain).toBe('data analyst');
    expect(parsed('x'.repeat(40) + ' y'.repeat(7)).plain.length).toBeLessThanOrEqual(100);
    expect(parsed(Array(8).fill('y'.repeat(40)).join(' ')).plain).toHaveLength(100);
  });
});

describe('parseSearch: the vocabulary', () => {
  it('expands a member to its group, multi-word members as phrases', () => {
    expect(ts('sde')).toBe('(sde | (software:* <-> development:* <-> engineer:*) | (software:* <-> engineer:*) | (software:* <-> developer:*))');
    expect(ts('registered nurse')).toBe('(rn | (registered:* <-> nurse:*) | (staff:* <-> nurse:*))');
    expect(ts('Registered Nurse')).toBe(ts('rn'));
  });

  it('matches the longest run of plain words greedily', () => {
    expect(ts('heavy driver jobs')).toBe(
      '((hgv <-> driver:*) | (heavy:* <-> driver:*) | (heavy:* <-> vehicle:* <-> driver:*) | (truck:* <-> driver:*) | (lorry:* <-> driver:*) | (trailer:* <-> driver:*)) & jobs:*',
    );
    expect(ts('heavy vehicle driver')).toBe(ts('hgv driver'));
    // "software developer" is one member, "developer" alone another group's.
    expect(ts('software developer')).toBe(ts('sde'));
    expect(ts('java developer')).toBe('java:* & (programmer:* | developer:*)');
  });

  it('matches short members exactly and longer ones as prefixes', () => {
    expect(ts('rn')).toContain('(rn |');
    expect(ts('rn')).not.toContain('rn:*');
    expect(ts('hr')).toBe('(hr | (human:* <-> resources:*))');
    expect(ts('bpo')).toBe('(bpo | (call:* <-> centre:*) | (call:* <-> center:*) | (voice:* <-> process:*) | (contact:* <-> centre:*) | (contact:* <-> center:*))');
    expect(ts('12 lpa')).toBe('12:* & (lpa | (lakh:* <-> per <-> annum:*) | (lakhs:* <-> per <-> annum:*))');
  });

  it('expands the cities from the maintained aliases, without names of several cities', () => {
    expect(ts('bangalore')).toBe('(bengaluru:* | bangalore:* | blr)');
    expect(ts('kl')).toBe('((kuala:* <-> lumpur:*) | kl)');
    expect(ts('ncr')).toBe('ncr:*');
    expect(ts('ksa')).toBe('ksa:*');
    expect(ts('nurse or caregiver bangalore')).toBe('(nurse:* | caregiver:* | (care:* <-> giver:*) | carer:*) & (bengaluru:* | bangalore:* | blr)');
  });

  it('does not expand across or, and expands an excluded member', () => {
    expect(ts('heavy or driver')).toBe('(heavy:* | driver:*)');
    expect(ts('heavy driver or forklift operator')).toBe(`(${ts('hgv driver').slice(1, -1)} | ${ts('forklift driver').slice(1, -1)})`);
    expect(ts('customer support -bpo')).toBe(`customer:* & support:* & !${ts('bpo')}`);
  });

  it('keeps a maintained, well-formed list', () => {
    expect(ROLE_SYNONYMS.length).toBeGreaterThanOrEqual(30);
    expect(CITY_SYNONYMS.length).toBeGreaterThanOrEqual(25);
    for (const group of SEARCH_SYNONYMS) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const member of group) expect(member).toBe(member.toLowerCase());
    }
  });
});

describe('parseSearch in PostgreSQL', () => {
  jest.setTimeout(60_000);
  let db: Db;
  beforeAll(async () => {
    // Always the embedded database: a server's locale could read non-Latin letters differently.
    db = await openDb({ dataDir: 'memory://' });
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const HOSTILE = [
    'software engineer', 'Software Engineer', 'sde', 'registered nurse', 'heavy driver jobs', 'bangalore', 'KL', 'lpa 12',
    '"software engineer" -senior', '-"team lead" kafka', 'kafka or rabbitmq', 'a or b or c', 'or', 'or or or', 'sales or',
    '"', '""', '"""', '"a', 'a"', '-', '--', '---kafka', '-"', '- -', '!kafka', '!!', 'kafka & python', '|', '||kafka||',
    '<->', 'a <-> b', 'a<2>b', '(', ')', '((kafka)', 'kafka)', ':', ':*', 'kafka:*', 'kafka:*A', 'kafka:AB', "'", "''",
    "o'reilly", "'kafka' & 'x'", '\\', '\\\\kafka', 'kafka\\', '🙂 kafka 🙂', '👩‍💻', 'C++ C# .NET', 'node.js', 'W.L.L.',
    'e.g. a.b.c.d.e', '1.2.3', '3.5 years', 'इंजीनियर', 'मुंबई में नौकरी', 'مهندس مدني', 'பொறியாளர்', 'วิศวกรซอฟต์แวร์',
    '工程师', 'İstanbul ß straße', 'ﬁle', '\u0000kafka', 'a\u0301b\u0301', '\u0301', '\t\n\r kafka', 'x'.repeat(10_000),
    'ab '.repeat(3_334), '"' + 'word '.repeat(500), '-a '.repeat(100) + 'b', 'a or '.repeat(500), '𝒜𝒷𝒸 ' + '𝒜'.repeat(60),
    // Every member of the vocabulary, as typed and negated.
    ...SEARCH_SYNONYMS.flat().flatMap((member) => [member, `java -${member}`]),
  ];

  it('gives PostgreSQL a valid tsquery for every input', async () => {
    let parsedCount = 0;
    for (const text of HOSTILE) {
      const out = parseSearch(text);
      if (!out) continue;
      parsedCount += 1;
      for (const q of [out.tsquery, out.titleAll, out.titlePhrase]) {
        if (q === null) continue;
        const [row] = await db.query<{ q: string }>(`SELECT to_tsquery('simple', $1)::text AS q`, [q]);
        expect(typeof row.q).toBe('string');
      }
      const [plain] = await db.query<{ s: number }>(`SELECT similarity($1, 'kafka') AS s`, [out.plain]);
      expect(plain.s).toBeGreaterThanOrEqual(0);
    }
    expect(parsedCount).toBeGreaterThan(50);
  });

  /** A job's text weighted as the search indexes it: title A, company C, description D. */
  async function matches(q: string, job: { title: string; company?: string; description?: string }): Promise<boolean> {
    const [row] = await db.query<{ hit: boolean }>(
      `SELECT setweight(to_tsvector('simple', $1), 'A') || setweight(to_tsvector('simple', $2), 'C')
         || setweight(to_tsvector('simple', $3), 'D') @@ to_tsquery('simple', $4) AS hit`,
      [job.title, job.company ?? '', job.description ?? '', q],
    );
    return row.hit;
  }

  it('finds what each rule means', async () => {
    const cases: [string, { title: string; company?: string; description?: string }, boolean][] = [
      ['sde', { title: 'Software Development Engineer' }, true],
      ['sde', { title: 'SDE II' }, true],
      ['software engineer', { title: 'Software Engineers (3 openings)' }, true],
      ['registered nurse', { title: 'RN - ICU' }, true],
      ['rn', { title: 'Staff Nurses for Dubai' }, true],
      ['rn', { title: 'RnD Chemist' }, false],
      ['"software engineer" -senior', { title: 'Senior Software Engineer' }, false],
      ['"software engineer" -senior', { title: 'Software Engineer II' }, true],
      ['"software engineer"', { title: 'Software Quality Engineer' }, false],
      ['kafka', { title: 'Backend Developer', description: 'Streams with Kafka and Java' }, true],
      ['engin', { title: 'Civil Engineer' }, true],
      ['engineer', { title: 'Engineers wanted' }, true],
      ['bangalore', { title: 'Accountant', description: 'Office in Bengaluru' }, true],
      ['kl', { title: 'Barista, Kuala Lumpur' }, true],
      ['heavy driver jobs', { title: 'Truck Driver', description: 'Jobs in Riyadh' }, true],
      ['heavy driver', { title: 'Driver (heavy duty trailer)' }, false],
      ['kafka or rabbitmq', { title: 'RabbitMQ Engineer' }, true],
      ['kafka -"team lead"', { title: 'Kafka Team Lead' }, false],
      ['Gulf Horizon Contracting W.L.L.', { title: 'Mason', company: 'Gulf Horizon Contracting W.L.L.' }, true],
      ['node.js', { title: 'Node.js Developer' }, true],
      ['इंजीनियर', { title: 'सिविल इंजीनियर' }, true],
      ['bpo', { title: 'Call Center Agent (Voice)' }, true],
      ['fresher', { title: 'Graduate Trainee Programme' }, true],
    ];
    for (const [text, job, expected] of cases) {
      await expect(matches(parsed(text).tsquery, job).then((hit) => `${text}: ${hit}`)).resolves.toBe(`${text}: ${expected}`);
    }
  });

  it('restricts titleAll and titlePhrase to the title', async () => {
    const se = parsed('software engineer');
    const mechanical = { title: 'Mechanical Engineer', company: 'Apex Software' };
    expect(await matches(se.tsquery, mechanical)).toBe(false);
    expect(await matches(parsed('software mechanical').tsquery, mechanical)).toBe(true);
    expect(await matches(parsed('software mechanical').titleAll ?? '', mechanical)).toBe(false);
    expect(await matches(se.titleAll ?? '', { title: 'Senior Software Engineer', company: 'Apex' })).toBe(true);
    expect(await matches(parsed('kafka -senior').titleAll ?? '', { title: 'Kafka Engineer', description: 'senior role' })).toBe(false);
    const phrase = parsed('data analyst').titlePhrase ?? '';
    expect(await matches(phrase, { title: 'Data Analyst (SQL)' })).toBe(true);
    expect(await matches(phrase, { title: 'Analyst, Data Platform' })).toBe(false);
    expect(await matches(phrase, { title: 'Analyst', description: 'data analyst' })).toBe(false);
  });
});
