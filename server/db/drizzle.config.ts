import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from schema.ts; server/db/migrate.ts applies it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
