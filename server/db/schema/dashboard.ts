/**
 * Dashboard data (SPEC §3), every row owned by one user: linked accounts, merchants,
 * transactions and pending payments (notifications: ./notifications.ts). Frequent payments are not stored: they are
 * derived from completed payments. ../migrations/0003_dashboard.sql creates these tables.
 */
import { bigint, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
});

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
});

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
});
