import { loadConfig } from '../config';
import { openDb } from './client';
import { migrate } from './migrate';
import { isSeeded, seed } from './seed';

/**
 * npm run seed -- --jobs N [--reset]
 * Seeds DATA_DIR (or DATABASE_URL) with N jobs, e.g. 100000 for scale work. An already seeded database is only
 * replaced with --reset (which drops every table first).
 */
function parseArgs(argv: string[]): { jobs: number | null; reset: boolean } {
  let jobs: number | null = null;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reset') reset = true;
    else if (a === '--jobs' || a.startsWith('--jobs=')) {
      const v = a.includes('=') ? a.split('=')[1] : argv[++i];
      if (!v || !/^\d{1,7}$/.test(v)) throw new Error('--jobs needs a whole number, e.g. --jobs 100000');
      jobs = Number(v);
    } else if (a === '--help' || a === '-h') {
      process.stdout.write('Usage: npm run seed -- --jobs N [--reset]\n');
      process.exit(0);
    } else throw new Error(`Unknown argument: ${a}`);
  }
  return { jobs, reset };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.inMemory && !config.databaseUrl) throw new Error('DATA_DIR=memory:// keeps nothing: seed a directory or DATABASE_URL instead.');
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, role: 'seed' });
  try {
    await migrate(db);
    if (await isSeeded(db)) {
      if (!args.reset) throw new Error('The database is already seeded. Pass --reset to drop everything and seed again.');
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await migrate(db);
    }
    const jobs = args.jobs ?? config.seedJobs;
    const step = Math.max(10_000, Math.ceil(jobs / 20 / 10_000) * 10_000);
    let next = step;
    const result = await seed(db, {
      jobs,
      onProgress: (done, total) => {
        if (done < next && done < total) return;
        next = done + step;
        const mb = Math.round(process.memoryUsage().rss / 1024 / 1024);
        process.stdout.write(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} jobs (${mb} MB in use)\n`);
      },
    });
    process.stdout.write(`Seeded ${result.jobs} jobs from ${result.companies} companies in ${(result.ms / 1000).toFixed(1)} s into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}\n`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
