/** Payment links (issue 10); ../migrations/0040_payment_links.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './payments.ts';
import { users } from './auth.ts';

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
  /** Issue 35: the person who made it (a member or the owner); null before teams or by an API key. */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
}, (table) => [
  check('payment_links_amount_check', sql`(amount IS NULL) OR (amount > 0)`),
  check('payment_links_check', sql`(reusable = false) OR (claimed_payment_id IS NULL)`),
  check('payment_links_currency_check', sql`currency = ANY (ARRAY['SLE'::text, 'USD'::text, 'EUR'::text, 'GBP'::text])`),
  check('payment_links_description_check', sql`(length(description) >= 1) AND (length(description) <= 200)`),
  check('payment_links_status_check', sql`status = ANY (ARRAY['active'::text, 'disabled'::text])`),
  index('payment_links_merchant_idx').on(table.merchantId, table.createdAt.desc(), table.id.desc()),
]);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
