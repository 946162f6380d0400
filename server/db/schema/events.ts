/** Money events (DESIGN §7); ../migrations/0035_events.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './payments.ts';

export const EVENT_TYPES = ['payment.completed', 'payment.failed', 'payment.cancelled', 'payment.expired', 'refund.completed', 'payout.completed', 'payout.failed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const events = pgTable('events', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: text('id').notNull().unique(),
  type: text('type', { enum: EVENT_TYPES }).notNull(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
  livemode: boolean('livemode').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (table) => [
  check('events_id_check', sql`id ~ '^evt_[0-9a-f]{32}$'::text`),
  check('events_type_check', sql`type = ANY (ARRAY['payment.completed'::text, 'payment.failed'::text, 'payment.cancelled'::text, 'payment.expired'::text, 'refund.completed'::text, 'payout.completed'::text, 'payout.failed'::text])`),
  index('events_merchant_seq_idx').on(table.merchantId, table.seq),
]);
export type EventRow = typeof events.$inferSelect;
