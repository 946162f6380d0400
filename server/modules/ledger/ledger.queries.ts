/**
 * SQL of the ledger. Every function takes a Drizzle handle that may be the caller's transaction.
 * The statements that hold account locks are few and short on purpose: a transfer's locks are
 * held until the caller commits, and the platform accounts (clearing, fees) are shared by every
 * payment, so their lock time is the ledger's throughput.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers, type TransferKind } from '../../db/schema.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransferRow = typeof ledgerTransfers.$inferInsert & { kind: TransferKind };

export async function findUserAccountId(db: Db, userId: string, currency: string, livemode: boolean): Promise<string | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.currency, currency), eq(ledgerAccounts.livemode, livemode)));
  return row?.id;
}

export async function findPlatformAccountId(db: Db, role: string, currency: string, livemode: boolean): Promise<string | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.platformRole, role), eq(ledgerAccounts.currency, currency), eq(ledgerAccounts.livemode, livemode)));
  return row?.id;
}

/** Inserts the account unless its (owner or role, currency, mode) exists; a concurrent twin wins quietly. */
export async function insertAccountIfAbsent(db: Db, account: typeof ledgerAccounts.$inferInsert): Promise<void> {
  await db.insert(ledgerAccounts).values(account).onConflictDoNothing();
}

/** The transfers with these ids, and any transfer that already resolved one of `pendingIds`. */
export async function findTransfers(db: Db, ids: string[], pendingIds: string[] = []): Promise<TransferRow[]> {
  const byId = inArray(ledgerTransfers.id, ids);
  return db
    .select()
    .from(ledgerTransfers)
    .where(pendingIds.length > 0 ? or(byId, inArray(ledgerTransfers.id, pendingIds), inArray(ledgerTransfers.pendingId, pendingIds)) : byId);
}

/**
 * Locks the accounts in one global order (by id), so two sets touching the same accounts in
 * opposite directions wait for each other instead of deadlocking. FOR NO KEY UPDATE (what an
 * UPDATE of the balances takes anyway) rather than FOR UPDATE: it serialises balance changes but
 * does not block the foreign-key checks of other transfers that name these accounts.
 */
export async function lockAccounts(db: Db, accountIds: string[]): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
}

export interface BalanceDelta {
  transferId: string;
  accountId: string;
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
}

/**
 * One statement: insert the transfers (a concurrent duplicate of an id is skipped, not an error)
 * and apply the balance deltas of exactly the rows that were inserted. Returns how many were.
 * The CHECKs on ledger_accounts refuse an overdraft here even if the caller's check was wrong.
 */
export async function insertTransfersAndApply(db: Db, rows: NewTransferRow[], deltas: BalanceDelta[]): Promise<number> {
  const values = sql.join(
    rows.map(
      (row) => sql`(${row.id}::uuid, ${row.debitAccountId}::uuid, ${row.creditAccountId}::uuid, ${row.amount}::bigint,
        ${row.currency}, ${row.code}, ${row.businessType}, ${row.businessId}, ${row.kind},
        ${row.pendingId ?? null}::uuid, ${row.linkedSetId}::uuid, ${toTimestamp(row.createdAt)}::timestamptz)`,
    ),
    sql`, `,
  );
  const deltaValues = sql.join(
    deltas.map(
      (delta) => sql`(${delta.transferId}::uuid, ${delta.accountId}::uuid, ${delta.debitsPosted}::bigint,
        ${delta.creditsPosted}::bigint, ${delta.debitsPending}::bigint, ${delta.creditsPending}::bigint)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH inserted AS (
      INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code,
        business_type, business_id, kind, pending_id, linked_set_id, created_at)
      VALUES ${values}
      ON CONFLICT (id) DO NOTHING
      RETURNING id
    ),
    deltas (transfer_id, account_id, dp, cp, dpe, cpe) AS (VALUES ${deltaValues}),
    applied AS (
      UPDATE ledger_accounts AS account SET
        debits_posted = account.debits_posted + sums.dp,
        credits_posted = account.credits_posted + sums.cp,
        debits_pending = account.debits_pending + sums.dpe,
        credits_pending = account.credits_pending + sums.cpe
      FROM (
        SELECT deltas.account_id, sum(dp) AS dp, sum(cp) AS cp, sum(dpe) AS dpe, sum(cpe) AS cpe
        FROM deltas JOIN inserted ON inserted.id = deltas.transfer_id
        GROUP BY deltas.account_id
      ) AS sums
      WHERE account.id = sums.account_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM inserted) AS inserted, (SELECT count(*) FROM applied) AS applied`);
  const [row] = (result as unknown as { rows: { inserted: number | string }[] }).rows;
  return Number(row?.inserted ?? 0);
}

export interface BalanceRow {
  currency: string;
  available: number;
  pending: number;
}

export async function selectBalances(db: Db, userId: string, livemode: boolean): Promise<BalanceRow[]> {
  return db
    .select({
      currency: ledgerAccounts.currency,
      available: sql<number>`(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted} - ${ledgerAccounts.debitsPending})`.mapWith(Number),
      pending: ledgerAccounts.creditsPending,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.livemode, livemode)))
    .orderBy(asc(ledgerAccounts.currency));
}

// Both drivers take an ISO string; not every driver serialises a Date parameter the same way.
function toTimestamp(value: Date | undefined): string {
  return (value ?? new Date()).toISOString();
}

/**
 * Runs `work` in the caller's transaction when given one (no savepoint: a thrown error is the
 * caller's cue to roll back), else in a transaction of its own.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
  if (isTransaction(db)) return work(db);
  return db.transaction((tx) => work(tx as unknown as Db), config);
}

function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}
