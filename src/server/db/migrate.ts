import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './client';
import { checkStoredPhoneNumbers } from './phoneNumbers';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Steps SQL cannot do, each run right after the SQL migration it is named after, in a transaction that also records
 * the file as applied. The file runs in its own transaction first (one connection may not hold both on a pool), so
 * such a file must be safe to run again (IF NOT EXISTS) should its step fail.
 */
const SCRIPT_STEPS: Record<string, (db: Queryable) => Promise<unknown>> = {
  '014_phone_numbers.sql': checkStoredPhoneNumbers,
};

/** Applies each plain SQL migration of db/migrations once, in file-name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    try {
      const step = SCRIPT_STEPS[file];
      const record = `INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`;
      if (step) {
        await db.exec(`BEGIN;\n${sql}\n;COMMIT;`);
        await db.transaction(async (tx) => {
          await step(tx);
          await tx.query(record);
        });
      } else {
        await db.exec(`BEGIN;\n${sql}\n;${record}\nCOMMIT;`);
      }
    } catch (err) {
      await db.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
