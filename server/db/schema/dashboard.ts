/**
 * Dashboard data (SPEC §3), every row owned by one user: linked accounts, merchants,
 * transactions and pending payments (notifications: ./notifications.ts). Frequent payments are not stored: they are
 * derived from completed payments. ../migrations/0003_dashboard.sql creates these tables.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const linkedAccounts = pgTable('linked_accounts', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['mobile_money', 'bank_transfer'] }).notNull(),
  provider: text('provider').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  lastUsedAt: at('last_used_at'),
  createdAt: at('created_at').notNull(),
  // 0060_payouts.sql: the provider as a code (orange_money, africell_money, SBL) and when the number was proven.
  providerCode: text('provider_code'),
  verifiedAt: at('verified_at'),
}, (table) => [
  check('linked_accounts_type_check', sql`type = ANY (ARRAY['mobile_money'::text, 'bank_transfer'::text])`),
  uniqueIndex('linked_accounts_one_default').on(table.userId).where(sql`is_default`),
  index('linked_accounts_user_idx').on(table.userId),
]);

export const merchants = pgTable('merchants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
});

export const transactions = pgTable('transactions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['payment', 'received', 'transfer'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['completed', 'pending', 'failed', 'processing', 'cancelled'] }).notNull(),
  merchantId: text('merchant_id').references(() => merchants.id),
  recipient: text('recipient'),
  paymentMethod: text('payment_method').notNull(),
  provider: text('provider').notNull(),
  description: text('description').notNull(),
  transactionRef: text('transaction_ref').notNull().unique(),
  reference: text('reference').notNull(),
  occurredAt: at('occurred_at').notNull(),
}, (table) => [
  check('transactions_amount_check', sql`amount >= 0`),
  check('transactions_currency_check', sql`currency = ANY (ARRAY['SLE'::text, 'USD'::text, 'EUR'::text, 'GBP'::text, 'SLL'::text])`),
  check('transactions_payment_method_check', sql`payment_method = ANY (ARRAY['orange_money'::text, 'bank_transfer'::text, 'card'::text, 'mobile_money'::text, 'cash'::text])`),
  check('transactions_status_check', sql`status = ANY (ARRAY['completed'::text, 'pending'::text, 'failed'::text, 'processing'::text, 'cancelled'::text])`),
  check('transactions_type_check', sql`type = ANY (ARRAY['payment'::text, 'received'::text, 'transfer'::text])`),
  index('transactions_user_time_idx').on(table.userId, table.occurredAt.desc(), table.id.desc()),
]);

export const pendingPayments = pgTable('pending_payments', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  transactionId: uuid('transaction_id')
    .notNull()
    .references(() => transactions.id, { onDelete: 'cascade' }),
  merchantId: text('merchant_id')
    .notNull()
    .references(() => merchants.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  paymentMethod: text('payment_method').notNull(),
  provider: text('provider').notNull(),
  status: text('status', {
    enum: ['pending_initiation', 'pending_confirmation', 'pending_otp', 'processing', 'cancelled'],
  }).notNull(),
  description: text('description').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  cancelledAt: at('cancelled_at'),
}, (table) => [
  check('pending_payments_amount_check', sql`amount >= 0`),
  check('pending_payments_currency_check', sql`currency = ANY (ARRAY['SLE'::text, 'USD'::text, 'EUR'::text, 'GBP'::text, 'SLL'::text])`),
  check('pending_payments_status_check', sql`status = ANY (ARRAY['pending_initiation'::text, 'pending_confirmation'::text, 'pending_otp'::text, 'processing'::text, 'cancelled'::text])`),
  index('pending_payments_user_idx').on(table.userId, table.createdAt.desc()),
]);
