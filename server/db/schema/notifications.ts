/** Notifications, merchant preferences and SMS deliveries (issue 17); ../migrations/0100_notifications.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { events } from './events.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const NOTIFICATION_KINDS = ['payment_received', 'payment_failed', 'payout_completed', 'payout_failed', 'refund_completed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventSeq: bigint('event_seq', { mode: 'number' })
      .notNull()
      .references(() => events.seq, { onDelete: 'restrict' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    objectId: text('object_id'),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    livemode: boolean('livemode').notNull().default(false),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (table) => [
    unique('notifications_user_id_event_seq_key').on(table.userId, table.eventSeq),
    check('notifications_amount_check', sql`(amount IS NULL) OR (amount >= 0)`),
    check('notifications_kind_check', sql`kind = ANY (ARRAY['payment_received'::text, 'payment_failed'::text, 'payout_completed'::text, 'payout_failed'::text, 'refund_completed'::text])`),
    index('notifications_unread_idx').on(table.userId).where(sql`read_at IS NULL`),
    index('notifications_user_list_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

export const merchantPreferences = pgTable('merchant_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  soundOn: boolean('sound_on').notNull().default(false),
  smsOnPayment: boolean('sms_on_payment').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

export const smsDeliveries = pgTable('sms_deliveries', {
  key: text('key').primaryKey(),
  state: text('state', { enum: ['sending', 'sent'] }).notNull(),
  createdAt: at('created_at').notNull(),
  sentAt: at('sent_at'),
}, () => [
  check('sms_deliveries_state_check', sql`state = ANY (ARRAY['sending'::text, 'sent'::text])`),
]);
