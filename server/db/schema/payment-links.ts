/** Payment links (issue 10); ../migrations/0040_payment_links.sql creates them (comments there). */
import { bigint, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const paymentLinks = pgTable('payment_links', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
  amount: bigint('amount', { mode: 'number' }),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  reusable: boolean('reusable').notNull(),
  expiresAt: at('expires_at'),
  status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
  claimedPaymentId: uuid('claimed_payment_id'),
  livemode: boolean('livemode').notNull().default(false),
  createdAt: at('created_at').notNull(),
  disabledAt: at('disabled_at'),
});

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
