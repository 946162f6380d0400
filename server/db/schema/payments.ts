/** Merchants and payments (DESIGN §7); ../migrations/0020_merchants_payments.sql creates them (comments there). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
}, () => [
  check('merchant_profiles_business_name_check', sql`(length(business_name) >= 2) AND (length(business_name) <= 100)`),
  check('merchant_profiles_category_check', sql`(length(category) >= 2) AND (length(category) <= 60)`),
  check('merchant_profiles_fee_bearer_check', sql`fee_bearer = ANY (ARRAY['merchant'::text, 'payer'::text])`),
  check('merchant_profiles_logo_url_check', sql`(logo_url IS NULL) OR (logo_url ~ '^https://'::text)`),
]);

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
  /** Issue 35: the person who made it (a cash sale's seller); null before teams, by an API key, or a payer's. */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
}, (table) => [
  check('payments_amount_check', sql`amount > 0`),
  check('payments_cash_is_pos', sql`(method <> 'cash'::text) OR ((source = 'pos'::text) AND (fee = 0) AND (provider_ref IS NULL))`),
  check('payments_check1', sql`(total - fee) = net`),
  check('payments_currency_check', sql`currency = ANY (ARRAY['SLE'::text, 'USD'::text, 'EUR'::text, 'GBP'::text, 'SLL'::text])`),
  check('payments_fee_bearer_check', sql`fee_bearer = ANY (ARRAY['merchant'::text, 'payer'::text])`),
  check('payments_fee_check', sql`fee >= 0`),
  check('payments_method_check', sql`method = ANY (ARRAY['orange_money'::text, 'mobile_money'::text, 'bank_transfer'::text, 'card'::text, 'cash'::text])`),
  check('payments_net_check', sql`net >= 0`),
  check('payments_payer_known', sql`(payer_user_id IS NOT NULL) OR (payer_phone IS NOT NULL) OR (method = 'cash'::text)`),
  check('payments_payer_phone_check', sql`(payer_phone IS NULL) OR (payer_phone ~ '^\\+232[0-9]{8}$'::text)`),
  check('payments_source_check', sql`source = ANY (ARRAY['link'::text, 'qr'::text, 'checkout'::text, 'api'::text, 'pos'::text])`),
  check('payments_status_check', sql`status = ANY (ARRAY['pending_initiation'::text, 'pending_confirmation'::text, 'pending_otp'::text, 'processing'::text, 'completed'::text, 'failed'::text, 'cancelled'::text, 'expired'::text])`),
  index('payments_link_idx').on(table.linkId).where(sql`link_id IS NOT NULL`),
  // Issue 41 (0220): the totals read only these columns, so they are an index-only scan.
  index('payments_merchant_mode_activity_idx').on(
    table.merchantId, table.livemode, table.statusChangedAt.desc(), table.id.desc(),
    table.status, table.payerUserId, table.currency, table.method, table.amount, table.total, table.fee, table.net,
  ),
  // Issue 41 (0230): the activity search's candidates (transactions.queries.ts, PAYMENT_SEARCH_TEXT).
  index('payments_search_idx').using(
    'gin',
    sql`lower(((((((((reference || ' '::text) || (id)::text) || ' txn'::text) || substr(replace((id)::text, '-'::text, ''::text), 1, 12)) || ' '::text) || COALESCE(payer_name, ''::text)) || ' '::text) || COALESCE(payer_phone, ''::text))) salone_extensions.gin_trgm_ops`,
  ),
  index('payments_merchant_signed_in_payer_idx').on(table.merchantId, table.livemode).where(sql`payer_user_id IS NOT NULL`),
  index('payments_open_expiry_idx').on(table.expiresAt).where(sql`status = ANY (ARRAY['pending_initiation'::text, 'pending_confirmation'::text, 'pending_otp'::text])`),
  index('payments_payer_activity_idx').on(table.payerUserId, table.statusChangedAt.desc(), table.id.desc()),
  // Issue 41 (migration 0370): the payer's open payments, for the pending list.
  index('payments_payer_open_idx')
    .on(table.payerUserId, table.livemode, table.createdAt.desc(), table.id.desc())
    .where(sql`(payer_user_id IS NOT NULL) AND (status = ANY (ARRAY['pending_initiation'::text, 'pending_confirmation'::text, 'pending_otp'::text, 'processing'::text]))`),
  uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef).where(sql`provider_ref IS NOT NULL`),
]);

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
  (table) => [
    primaryKey({ columns: [table.paymentId, table.seq] }),
    check('payment_events_seq_check', sql`seq >= 1`),
  ],
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
}, () => [
  check('sandbox_provider_payments_state_check', sql`state = ANY (ARRAY['awaiting_code'::text, 'processing'::text, 'succeeded'::text, 'failed'::text, 'cancelled'::text])`),
]);

export type PaymentRow = typeof payments.$inferSelect;
export type MerchantProfileRow = typeof merchantProfiles.$inferSelect;
