/**
 * CLI: `npm run db:migrate [-- path]` creates (if needed) and migrates the database the store would open —
 * PostgreSQL when DATABASE_URL is a postgres:// URL, else the SQLite file (the argument, DUELSCRIBE_DB or
 * data/duelscribe.db) — and prints what it migrated. A bad path or an unreachable server prints one line.
 */
import { startupLine } from './path-check';
import { openStore } from './store/open';
import { redactUrl } from './store/postgres';
import { resolveDbPath } from './client';

try {
  const store = await openStore({ path: process.argv[2] });
  const where =
    store.dialect === 'postgres' ? redactUrl(process.env.DATABASE_URL!) : resolveDbPath(process.argv[2]);
  await store.close();
  console.log(`database ready (${store.dialect}): ${where}`);
} catch (e) {
  console.error(startupLine(e));
  process.exit(1);
}
