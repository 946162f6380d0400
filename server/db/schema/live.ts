/** Open live streams as leases (issue 17); ../migrations/0140_live_streams.sql creates them (comments there). */
import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: at('opened_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('live_streams_user_idx').on(table.userId, table.openedAt)],
);
