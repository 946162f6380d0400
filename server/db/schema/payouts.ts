/** Payouts (issue 11, DESIGN §7); ../migrations/0060_payouts.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { linkedAccounts } from './dashboard.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minorUnits = (name: string) => bigint(name, { mode: 'number' });

export const PAYOUT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payouts = pgTable('payouts', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => linkedAccounts.id, { onDelete: 'restrict' }),
  method: text('method', { enum: ['orange_money', 'mobile_money', 'bank_transfer'] }).notNull(),
  provider: text('provider').notNull(),
  destination: text('destination').notNull(),
  accountName: text('account_name').notNull(),
  amount: minorUnits('amount').notNull(),
  fee: minorUnits('fee').notNull(),
  net: minorUnits('net').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
  failureReason: text('failure_reason'),
  providerRef: text('provider_ref'),
  reference: text('reference').notNull().unique(),
  trigger: text('trigger', { enum: ['manual', 'auto'] }).notNull(),
  livemode: boolean('livemode').notNull().default(false),
  createdAt: at('created_at').notNull(),
  statusChangedAt: at('status_changed_at').notNull(),
}, (table) => [
  check('payouts_amount_check', sql`amount > 0`),
  check('payouts_check', sql`(net > 0) AND ((net + fee) = amount)`),
  check('payouts_currency_check', sql`currency = ANY (ARRAY['SLE'::text, 'USD'::text, 'EUR'::text, 'GBP'::text])`),
  check('payouts_failed_has_reason', sql`(status = 'failed'::text) = (failure_reason IS NOT NULL)`),
  check('payouts_fee_check', sql`fee >= 0`),
  check('payouts_method_check', sql`method = ANY (ARRAY['orange_money'::text, 'mobile_money'::text, 'bank_transfer'::text])`),
  check('payouts_status_check', sql`status = ANY (ARRAY['pending'::text, 'processing'::text, 'completed'::text, 'failed'::text])`),
  check('payouts_trigger_check', sql`trigger = ANY (ARRAY['manual'::text, 'auto'::text])`),
  index('payouts_merchant_day_idx').on(table.merchantId, table.currency, table.createdAt),
  index('payouts_merchant_idx').on(table.merchantId, table.statusChangedAt.desc(), table.id.desc()),
]);
export type PayoutRow = typeof payouts.$inferSelect;

export const payoutEvents = pgTable('payout_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payoutId: uuid('payout_id')
    .notNull()
    .references(() => payouts.id, { onDelete: 'restrict' }),
  status: text('status').notNull(),
  reason: text('reason'),
  createdAt: at('created_at').notNull(),
}, (table) => [
  index('payout_events_payout_idx').on(table.payoutId),
]);

export const payoutSettings = pgTable('payout_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoDaily: boolean('auto_daily').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});
