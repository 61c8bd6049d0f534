import type { Db, Queryable } from './client';

export interface WarmResult {
  /** Pages (8 kB) read into the shared buffers. */
  pages: number;
  /** Pages of every relation with storage, catalogues included. */
  ofPages: number;
  /** PGlite's shared buffers, in MB. */
  buffersMb: number;
  ms: number;
}

/** Pages per statement: ~2 MB, 10–30 ms each on these machines. */
const CHUNK_PAGES = 256;

/**
 * Reads the embedded database into PGlite's shared buffers before the server takes requests.
 *
 * PGlite is one engine in this thread: while one query runs, every other request waits. A page not yet in the shared
 * buffers costs ~30 µs to read through PGlite's file system, so the first title search after a start at 200,000 jobs
 * read 5,835 pages (190–570 ms) and every request waited behind it. Read here once, in page order, the same search
 * takes 25 ms (docs/performance-history.md, "Cold pages on PGlite").
 *
 * pg_prewarm is not built for PGlite; pageinspect's get_raw_page reads a page through the buffer manager with no ring
 * (a sequential scan of a table larger than a quarter of the buffers recycles 256 kB and keeps nothing). Order: the
 * system catalogues, then indexes, then tables, smallest first, within 90 % of the shared buffers; the largest
 * relation (the jobs table) is the last and the one cut short when the database does not fit. A PostgreSQL server has
 * its own cache and a process per connection: nothing is done there. Best effort: a failure ends the warm-up, never
 * the start.
 */
export async function warmEmbeddedDb(db: Db): Promise<WarmResult | null> {
  if (db.kind !== 'pglite') return null;
  const started = performance.now();
  let result: WarmResult | null = null;
  // In a transaction that is always rolled back: the page reader (pageinspect) is created for the warm-up only, and
  // a process that dies meanwhile leaves the schema as the migrations made it. Pages read still stay in the buffers.
  try {
    await db.transaction(async (tx) => {
      result = await readPages(tx, started);
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return result;
}

const ROLLBACK = new Error('warm-up done: rolled back');

async function readPages(tx: Queryable, started: number): Promise<WarmResult> {
  await tx.query('CREATE EXTENSION IF NOT EXISTS pageinspect');
  const [{ buffers }] = await tx.query<{ buffers: number }>(`SELECT setting::int AS buffers FROM pg_settings WHERE name = 'shared_buffers'`);
  const relations = await tx.query<{ rel: string; pages: number }>(
    `SELECT c.oid::regclass::text AS rel, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
     FROM pg_class c
     WHERE c.relkind IN ('r', 'i', 't', 'm') AND c.relpersistence = 'p' AND pg_relation_size(c.oid) > 0
     ORDER BY c.relnamespace <> 'pg_catalog'::regnamespace, c.relkind <> 'i', pg_relation_size(c.oid), c.oid`,
  );
  const budget = Math.floor(buffers * 0.9);
  // Page ranges of CHUNK_PAGES in all, a statement each: many small relations share one, a large one takes several.
  let chunk: { rel: string[]; from: number[]; to: number[]; pages: number } = { rel: [], from: [], to: [], pages: 0 };
  const send = async () => {
    if (!chunk.pages) return;
    await tx.query(
      `SELECT count(get_raw_page(r.rel, g)) FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS r(rel, a, b), generate_series(r.a, r.b) AS g`,
      [chunk.rel, chunk.from, chunk.to],
    );
    chunk = { rel: [], from: [], to: [], pages: 0 };
  };
  let pages = 0;
  for (const { rel, pages: size } of relations) {
    const take = Math.min(size, budget - pages);
    for (let from = 0; from < take; ) {
      const to = Math.min(take, from + CHUNK_PAGES - chunk.pages);
      chunk.rel.push(rel);
      chunk.from.push(from);
      chunk.to.push(to - 1);
      chunk.pages += to - from;
      from = to;
      if (chunk.pages >= CHUNK_PAGES) await send();
    }
    pages += Math.max(0, take);
  }
  await send();
  // The first use of pg_trgm and of the english stemmer loads their code and dictionary (~30 ms each at 200 k jobs,
  // inside the first SmartMatch ranking): loaded here instead.
  await tx.query(`SELECT to_tsvector('english', 'warming up') AS words, plainto_tsquery('english', 'warm up') AS query`);
  const [trgm] = await tx.query<{ on: boolean }>(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS on`);
  if (trgm?.on) await tx.query(`SELECT word_similarity('warm', 'warming') AS trigrams`);
  const ofPages = relations.reduce((sum, r) => sum + r.pages, 0);
  return { pages, ofPages, buffersMb: Math.round(buffers / 128), ms: Math.round(performance.now() - started) };
}
