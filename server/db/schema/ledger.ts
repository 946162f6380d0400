/**
 * The double-entry ledger (DESIGN §7); ../migrations/0010_ledger.sql creates these tables with
 * the CHECKs and triggers that hold even when the code is bypassed (comments there).
 */
import { bigint, boolean, pgTable, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
  // Platform accounts are groups of shard rows (0011_ledger_shards.sql); logical_id is shard 0's id.
  logicalId: uuid('logical_id')
    .notNull()
    .references((): AnyPgColumn => ledgerAccounts.id, { onDelete: 'restrict' }),
  shard: smallint('shard').notNull().default(0),
  shards: smallint('shards').notNull().default(1),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: uuid('id').primaryKey(),
  debitAccountId: uuid('debit_account_id')
    .notNull()
    .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
  creditAccountId: uuid('credit_account_id')
    .notNull()
    .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
  amount: minorUnits('amount').notNull(),
  currency: text('currency').notNull(),
  code: text('code').notNull(),
  businessType: text('business_type').notNull(),
  businessId: text('business_id').notNull(),
  kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
  pendingId: uuid('pending_id').references((): AnyPgColumn => ledgerTransfers.id, { onDelete: 'restrict' }),
  linkedSetId: uuid('linked_set_id').notNull(),
  createdAt: at('created_at').notNull(),
});
