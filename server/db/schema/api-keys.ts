/** Merchants' secret API keys (issue 12); ../migrations/0080_api_keys.sql creates the table (comments there). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    livemode: boolean('livemode').notNull().default(false),
    secretHash: text('secret_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    index('api_keys_merchant_idx').on(table.merchantId, table.createdAt.desc()),
    check('api_keys_name_check', sql`(char_length(name) >= 1) AND (char_length(name) <= 60)`),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
