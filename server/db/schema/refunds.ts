/** Refunds (DESIGN §7); ../migrations/0070_refunds.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchantProfiles, payments } from './payments.ts';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const REFUND_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'restrict' }),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: REFUND_STATUSES }).notNull(),
  reason: text('reason'),
  providerRef: text('provider_ref'),
  livemode: boolean('livemode').notNull().default(false),
  createdAt: at('created_at').notNull(),
  statusChangedAt: at('status_changed_at').notNull(),
  /** Issue 35: the person who made it (a member or the owner); null before teams or by an API key. */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
  /**
   * Issue 41: the payment's payer, set by the database's insert trigger (0250) whatever the
   * insert says, and never changed: the payer's refunds are read from their own index.
   */
  payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'restrict' }),
}, (table) => [
  check('refunds_amount_check', sql`amount > 0`),
  check('refunds_status_check', sql`status = ANY (ARRAY['pending'::text, 'processing'::text, 'completed'::text, 'failed'::text])`),
  index('refunds_merchant_idx').on(table.merchantId, table.statusChangedAt.desc(), table.id.desc()),
  index('refunds_payment_idx').on(table.paymentId),
  index('refunds_payer_activity_idx')
    .on(table.payerUserId, table.livemode, table.statusChangedAt.desc(), table.id.desc())
    .where(sql`(payer_user_id IS NOT NULL)`),
]);
export type RefundRow = typeof refunds.$inferSelect;
