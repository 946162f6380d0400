/**
 * The double-entry ledger (DESIGN §7); ../migrations/0010_ledger.sql creates these tables with
 * the CHECKs and triggers that hold even when the code is bypassed (comments there).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp, type AnyPgColumn, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// Minor units stay well inside 2^53, so JavaScript numbers are exact for every amount we store.
const minorUnits = (name: string) => bigint(name, { mode: 'number' });

export const TRANSFER_KINDS = ['single', 'pending', 'post_pending', 'void_pending'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: uuid('id').primaryKey(),
  ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
  platformRole: text('platform_role'),
  currency: text('currency').notNull(),
  livemode: boolean('livemode').notNull().default(false),
  debitsPosted: minorUnits('debits_posted').notNull().default(0),
  creditsPosted: minorUnits('credits_posted').notNull().default(0),
  debitsPending: minorUnits('debits_pending').notNull().default(0),
  creditsPending: minorUnits('credits_pending').notNull().default(0),
  debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull(),
  createdAt: at('created_at').notNull(),
  // Accounts are groups of shard rows (0011 platform, 0300 user accounts); logical_id is shard 0's id.
  logicalId: uuid('logical_id')
    .notNull()
    .references((): AnyPgColumn => ledgerAccounts.id, { onDelete: 'restrict' }),
  shard: smallint('shard').notNull().default(0),
  shards: smallint('shards').notNull().default(1),
}, (table) => [
  check('ledger_accounts_no_overdraft', sql`(NOT debits_must_not_exceed_credits) OR ((debits_posted + debits_pending) <= credits_posted)`),
  check('ledger_accounts_non_negative', sql`(debits_posted >= 0) AND (credits_posted >= 0) AND (debits_pending >= 0) AND (credits_pending >= 0)`),
  check('ledger_accounts_one_owner', sql`(owner_user_id IS NULL) <> (platform_role IS NULL)`),
  check('ledger_accounts_shard_range', sql`(shard >= 0) AND (shard < shards)`),
  check('ledger_accounts_shard_zero_is_logical', sql`(shard = 0) = (logical_id = id)`),
  check('ledger_accounts_user_flagged', sql`(owner_user_id IS NULL) OR debits_must_not_exceed_credits`),
  // A user's credit shard (0300) holds posted credits only; its debits all land on shard 0.
  check('ledger_accounts_credit_shards_credit_only', sql`(owner_user_id IS NULL) OR (shard = 0) OR ((debits_posted = 0) AND (debits_pending = 0) AND (credits_pending = 0))`),
  unique('ledger_accounts_logical_shard_unique').on(table.logicalId, table.shard),
  unique('ledger_accounts_owner_unique').on(table.ownerUserId, table.currency, table.livemode, table.shard),
  unique('ledger_accounts_role_unique').on(table.platformRole, table.currency, table.livemode, table.shard),
]);

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: uuid('id').primaryKey(),
  // No foreign keys (0300): ledger_transfers_check_insert refuses an unknown account, and ledger
  // accounts are never deleted (a trigger refuses it).
  debitAccountId: uuid('debit_account_id').notNull(),
  creditAccountId: uuid('credit_account_id').notNull(),
  amount: minorUnits('amount').notNull(),
  currency: text('currency').notNull(),
  code: text('code').notNull(),
  businessType: text('business_type').notNull(),
  businessId: text('business_id').notNull(),
  kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
  pendingId: uuid('pending_id').references((): AnyPgColumn => ledgerTransfers.id, { onDelete: 'restrict' }),
  linkedSetId: uuid('linked_set_id').notNull(),
  createdAt: at('created_at').notNull(),
}, (table) => [
  check('ledger_transfers_amount_positive', sql`amount > 0`),
  check('ledger_transfers_kind', sql`kind = ANY (ARRAY['single'::text, 'pending'::text, 'post_pending'::text, 'void_pending'::text])`),
  check('ledger_transfers_pending_id_for_second_phase', sql`(kind = ANY (ARRAY['post_pending'::text, 'void_pending'::text])) = (pending_id IS NOT NULL)`),
  check('ledger_transfers_two_accounts', sql`debit_account_id <> credit_account_id`),
  index('ledger_transfers_business_idx').on(table.businessType, table.businessId),
  // 0180: an account's transfers by time (wallet movements, the monthly statement).
  index('ledger_transfers_credit_time_idx').on(table.creditAccountId, table.createdAt),
  index('ledger_transfers_debit_time_idx').on(table.debitAccountId, table.createdAt),
  uniqueIndex('ledger_transfers_pending_once').on(table.pendingId).where(sql`pending_id IS NOT NULL`),
]);
