/**
 * Drizzle table definitions: the single source of truth for table shapes. SQL migrations in
 * ./migrations are generated from this file with `npm run db:generate` and applied at start.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value facts about this installation (e.g. when the demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
