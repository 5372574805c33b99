/** CLI: `npx tsx db/migrate.ts [path]` creates (if needed) and migrates the database, then prints its path. */
import { closeDatabase, openDatabase } from './client';

const handle = openDatabase(process.argv[2]);
const tables = handle.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
console.log(`database ready: ${handle.path} (${tables.n} migrations applied)`);
closeDatabase(handle);
