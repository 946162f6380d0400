/** Merchants and payments (DESIGN §7); ../migrations/0020_merchants_payments.sql creates them (comments there). */
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const merchantProfiles = pgTable('merchant_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  businessName: text('business_name').notNull(),
  category: text('category').notNull(),
  logoUrl: text('logo_url'),
  feeBearer: text('fee_bearer', { enum: ['merchant', 'payer'] }).notNull().default('merchant'),
  sampleKey: text('sample_key').unique(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchantProfiles.userId, { onDelete: 'restrict' }),
  payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'restrict' }),
  payerPhone: text('payer_phone'),
  payerName: text('payer_name'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  fee: bigint('fee', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  net: bigint('net', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  provider: text('provider').notNull(),
  feeBearer: text('fee_bearer', { enum: ['merchant', 'payer'] }).notNull(),
  status: text('status').notNull(),
  source: text('source', { enum: ['link', 'qr', 'checkout', 'api', 'pos'] }).notNull(),
  linkId: uuid('link_id'),
  description: text('description').notNull(),
  reference: text('reference').notNull().unique(),
  providerRef: text('provider_ref'),
  expiresAt: at('expires_at').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  livemode: boolean('livemode').notNull().default(false),
  createdAt: at('created_at').notNull(),
  statusChangedAt: at('status_changed_at').notNull(),
});

export const paymentEvents = pgTable(
  'payment_events',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.seq] })],
);

export const sandboxProviderPayments = pgTable('sandbox_provider_payments', {
  providerRef: text('provider_ref').primaryKey(),
  paymentId: uuid('payment_id').notNull().unique(),
  method: text('method').notNull(),
  phone: text('phone'),
  codeHash: text('code_hash'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  behaviour: text('behaviour').notNull(),
  state: text('state', { enum: ['awaiting_code', 'processing', 'succeeded', 'failed', 'cancelled'] }).notNull(),
  completesAt: at('completes_at'),
  createdAt: at('created_at').notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type MerchantProfileRow = typeof merchantProfiles.$inferSelect;
