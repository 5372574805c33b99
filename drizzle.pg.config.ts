/** drizzle-kit config for PostgreSQL: `npm run db:generate:pg` writes SQL migrations for db/schema-pg.ts. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema-pg.ts',
  out: './db/migrations-pg',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://localhost/duelscribe' },
  strict: true,
  verbose: true,
});
