/** drizzle-kit config: `npx drizzle-kit generate` writes SQL migrations for db/schema.ts into db/migrations. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema.ts',
  out: './db/migrations',
  dbCredentials: { url: process.env.DUELSCRIBE_DB ?? 'data/duelscribe.db' },
  strict: true,
  verbose: true,
});
