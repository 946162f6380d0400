/**
 * SQL of the ledger. Every function takes a Drizzle handle that may be the caller's transaction.
 * The account locks a transfer takes are held until the commit, and every payment of a provider
 * credits the same clearing and fees accounts, so lock time is the ledger's throughput: a linked
 * set is applied by one statement, and platform accounts are spread over shard rows (0011).
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers, type TransferKind } from '../../db/schema.ts';
import { isUuid } from '../../../domain/ids.ts';
import { accountShapes, resolveSet, type AccountShardRow, type ResolvedSetRow } from './account-rows.ts';

export type TransferRow = typeof ledgerTransfers.$inferSelect;

export async function findUserAccountId(db: Db, userId: string, currency: string, livemode: boolean): Promise<string | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.currency, currency), eq(ledgerAccounts.livemode, livemode), eq(ledgerAccounts.shard, 0)),
    );
  return row?.id;
}

/** Shard 0 of the platform account: its id is the account's id for callers. */
export async function findPlatformAccountId(db: Db, role: string, currency: string, livemode: boolean): Promise<{ id: string; shards: number } | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, shards: ledgerAccounts.shards })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.platformRole, role),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.livemode, livemode),
        eq(ledgerAccounts.shard, 0),
      ),
    );
  return row;
}

export async function countShards(db: Db, logicalId: string): Promise<number> {
  return db.$count(ledgerAccounts, eq(ledgerAccounts.logicalId, logicalId));
}

/** Inserts the accounts unless their (owner or role, currency, mode, shard) exist; a concurrent twin wins quietly. */
export async function insertAccountsIfAbsent(db: Db, accounts: (typeof ledgerAccounts.$inferInsert)[]): Promise<void> {
  await db.insert(ledgerAccounts).values(accounts).onConflictDoNothing();
}

/** A stored transfer with the logical accounts (what the caller named) beside the shard rows. */
export type StoredTransfer = TransferRow & { debitLogicalId: string; creditLogicalId: string };

/** The transfers with these ids, the pending transfers `pendingIds` and whatever resolved them. */
export async function findTransfers(db: Db, ids: string[], pendingIds: string[] = []): Promise<StoredTransfer[]> {
  const debit = alias(ledgerAccounts, 'debit');
  const credit = alias(ledgerAccounts, 'credit');
  const byId = inArray(ledgerTransfers.id, ids);
  const rows = await db
    .select({ transfer: ledgerTransfers, debitLogicalId: debit.logicalId, creditLogicalId: credit.logicalId })
    .from(ledgerTransfers)
    .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
    .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
    .where(pendingIds.length > 0 ? or(byId, inArray(ledgerTransfers.id, pendingIds), inArray(ledgerTransfers.pendingId, pendingIds)) : byId);
  return rows.map((row) => ({ ...row.transfer, debitLogicalId: row.debitLogicalId, creditLogicalId: row.creditLogicalId }));
}

/** One transfer of a linked set as the apply statement takes it. */
export interface SetRow {
  id: string;
  /** The caller's account id (a platform account's logical id), or the exact row when slot is null. */
  debitAccountId: string;
  creditAccountId: string;
  amount: number;
  currency: string;
  code: string;
  businessType: string;
  businessId: string;
  kind: TransferKind;
  pendingId: string | null;
  linkedSetId: string;
  createdAt: Date;
  /** Picks the shard of a platform account (derived from the transfer id); null: the row named. */
  slot: number | null;
}

/**
 * Every row of the accounts that have a row among `ids` (account-rows.ts keeps them): one read per
 * account for the life of the process.
 */
export async function selectAccountShardRows(db: Db, ids: string[]): Promise<AccountShardRow[]> {
  const named = alias(ledgerAccounts, 'named');
  return db
    .select({
      id: ledgerAccounts.id,
      logicalId: ledgerAccounts.logicalId,
      userOwned: sql<boolean>`${ledgerAccounts.ownerUserId} IS NOT NULL`.mapWith(Boolean),
      shard: ledgerAccounts.shard,
      shards: ledgerAccounts.shards,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.logicalId, db.select({ logicalId: named.logicalId }).from(named).where(inArray(named.id, ids))));
}

/** A PostgreSQL array literal of UUIDs (checked: nothing in them needs quoting). */
function uuidArray(values: readonly (string | null)[]): string {
  let literal = '{';
  for (const [index, value] of values.entries()) {
    if (value !== null && !isUuid(value)) throw new Error(`not a UUID: ${value}`);
    literal += `${index === 0 ? '' : ','}${value ?? 'NULL'}`;
  }
  return `${literal}}`;
}

/** A PostgreSQL array literal of text values, each in double quotes. */
function textArray(values: readonly string[]): string {
  let literal = '{';
  for (const [index, value] of values.entries()) literal += `${index === 0 ? '' : ','}"${/["\\]/.test(value) ? value.replace(/["\\]/g, '\\$&') : value}"`;
  return `${literal}}`;
}

/**
 * Applies a linked set with one call of ledger_apply_rows (0340_ledger_apply_rows.sql), given the
 * rows each transfer names and changes (account-rows.ts works them out): a standalone call is one
 * round trip, the function's plans are prepared once per connection, and the locks are held only
 * for the balance updates and the commit. The database works out the balance changes from the
 * transfers and refuses an overdraft, a currency or mode mismatch, an unknown account, a balance
 * row that is not the named account's, a second phase that does not match and a set whose ids are
 * partly stored: the call fails and writes nothing.
 * Returns how many transfers were inserted: all of them, or 0 for a set stored before.
 */
export function applyLinkedSet(db: Db, rows: SetRow[]): Promise<number> {
  return applyLinkedSets(db, [rows]);
}

/**
 * Several linked sets in one call of ledger_apply_rows (the settle worker's batch): each set's
 * rows are worked out on their own, as applyLinkedSet does, then all go in together, so the
 * batch pays for one insert, one lock and one balance update. The function's rule for ids holds
 * over the whole call: every transfer new, or every one stored before; a mix is refused with
 * ledger_transfers_partial_set and writes nothing.
 * Returns how many transfers were inserted: all of them, or 0.
 */
export async function applyLinkedSets(db: Db, sets: SetRow[][]): Promise<number> {
  const named = sets.flatMap((rows) => rows.flatMap((row) => (row.slot === null ? [] : [row.debitAccountId, row.creditAccountId])));
  const shapes = await accountShapes(named, (ids) => selectAccountShardRows(db, ids));
  const resolved: ResolvedSetRow[] = [];
  const swept = new Set<string>();
  for (const rows of sets) {
    const set = resolveSet(rows, shapes);
    resolved.push(...set.rows);
    for (const id of set.swept) swept.add(id);
  }
  const uuids = (pick: (row: ResolvedSetRow) => string | null) => uuidArray(resolved.map(pick));
  const texts = (pick: (row: ResolvedSetRow) => string) => textArray(resolved.map(pick));
  const result = await db.execute(sql`SELECT ledger_apply_rows(
    ${uuids((row) => row.id)}::uuid[], ${uuids((row) => row.debitAccountId)}::uuid[], ${uuids((row) => row.creditAccountId)}::uuid[],
    ${uuids((row) => row.debitRow)}::uuid[], ${uuids((row) => row.creditRow)}::uuid[], ${`{${resolved.map((row) => row.amount).join(',')}}`}::bigint[],
    ${texts((row) => row.currency)}::text[], ${texts((row) => row.code)}::text[], ${texts((row) => row.businessType)}::text[],
    ${texts((row) => row.businessId)}::text[], ${texts((row) => row.kind)}::text[], ${uuids((row) => row.pendingId)}::uuid[],
    ${uuids((row) => row.linkedSetId)}::uuid[], ${texts((row) => row.createdAt.toISOString())}::timestamptz[],
    ${uuidArray([...swept])}::uuid[]) AS inserted`);
  const [row] = (result as unknown as { rows: { inserted: number | string }[] }).rows;
  return Number(row?.inserted ?? 0);
}

export interface BalanceRow {
  currency: string;
  available: number;
  pending: number;
  outgoing: number;
}

/** A user account's balances: the sums over its rows (0300: credit shards hold posted credits only). */
export async function selectBalances(db: Db, userId: string, livemode: boolean): Promise<BalanceRow[]> {
  return db
    .select({
      currency: ledgerAccounts.currency,
      available: sql<number>`sum(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted} - ${ledgerAccounts.debitsPending})`.mapWith(Number),
      // Money not yet final either way: reserved by payouts (pending debits) or on its way in.
      pending: sql<number>`sum(${ledgerAccounts.creditsPending} + ${ledgerAccounts.debitsPending})`.mapWith(Number),
      outgoing: sql<number>`sum(${ledgerAccounts.debitsPending})`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.livemode, livemode)))
    .groupBy(ledgerAccounts.currency)
    .orderBy(asc(ledgerAccounts.currency));
}

/**
 * Runs `work` in the caller's transaction when given one (no savepoint: a thrown error is the
 * caller's cue to roll back), else in a transaction of its own.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
  if (isTransaction(db)) return work(db);
  return db.transaction((tx) => work(tx as unknown as Db), config);
}

export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

export interface MovementRow {
  id: string;
  code: string;
  kind: TransferKind;
  businessType: string;
  businessId: string;
  amount: number;
  /** What this transfer did to the account's available balance (signed minor units). */
  availableChange: number;
  /** The available balance right after it (running, in the ledger's order). */
  availableAfter: number;
  createdAt: Date;
  /** For a reserved (pending) transfer: its second phase once there is one (posted or given back). */
  outcome: 'post_pending' | 'void_pending' | null;
  /** The payment's reference (a refund: the refunded payment's), or the payout's. */
  reference: string | null;
  /** The payment's description (a refund: the refunded payment's). */
  description: string | null;
  payerName: string | null;
}

/**
 * The transfers of one user account, newest first, each with its effect on the available
 * balance (credits posted − debits posted − debits pending) and the running balance after it.
 * The running sum is over the account's whole history in (created_at, phase, id) order, so a page is
 * right whatever page came before; the last row of that order equals the stored balance.
 */
/**
 * Every transfer of `accountId` with its effect on the account's available balance (credits
 * posted − debits posted − debits pending): a pending debit (a payout or refund reserved) lowers
 * it at once, its post changes nothing more, its void gives the money back; pending credits are
 * not the owner's money yet. `phase` (1 for a post or void) orders a second phase after its
 * pending transfer within one millisecond. The wallet's movements and the monthly statement
 * (modules/reports) both read this.
 */
export function availableMovementsOf(accountId: string, where: SQL = sql`TRUE`): SQL {
  return sql.join(movementSides(accountId, where), sql` UNION ALL `);
}

/**
 * The debit side and the credit side of availableMovementsOf, each on its own (a transfer never
 * names one account twice: ledger_transfers_two_accounts), so each reads its (account,
 * created_at) index (0180) and `where` narrows it by time.
 */
function movementSides(accountId: string, where: SQL): SQL[] {
  return [
    sql`
    SELECT id, code, kind, business_type, business_id, amount, created_at,
      CASE WHEN kind IN ('post_pending', 'void_pending') THEN 1 ELSE 0 END AS phase,
      CASE kind WHEN 'single' THEN -amount WHEN 'pending' THEN -amount WHEN 'void_pending' THEN amount ELSE 0 END AS change
    FROM ledger_transfers
    WHERE debit_account_id = ${accountId} AND ${where}`,
    sql`
    SELECT id, code, kind, business_type, business_id, amount, created_at,
      CASE WHEN kind IN ('post_pending', 'void_pending') THEN 1 ELSE 0 END AS phase,
      CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END AS change
    FROM ledger_transfers
    WHERE credit_account_id = ${accountId} AND ${where}`,
  ];
}

/**
 * The account's available balance as stored, summed over its rows (0300), equal to the sum of its
 * movements' changes: the auditor checks it. Null for an unknown account.
 */
export function availableOf(accountId: string): SQL {
  return sql`(SELECT sum(credits_posted - debits_posted - debits_pending)::bigint FROM ledger_accounts WHERE logical_id = ${accountId})`;
}

export async function selectMovements(
  db: Db,
  accountId: string,
  options: { limit: number; after?: { at: Date; id: string } },
): Promise<MovementRow[]> {
  // A second phase sorts after its pending transfer even within one millisecond (phase 1 after 0).
  /*
   * Only what changed the available balance is listed (issue 37): the post of a reserved refund or
   * payout moves nothing more, so it is not a row of its own ("Refund Le 0"); its reservation row
   * carries the outcome instead. Each row names what it belongs to: the payment's (or the refunded
   * payment's) description, payer and reference, or the payout's reference.
   *
   * The running balance is counted back from the stored balance (issue 41): a row's balance after
   * it is the available balance now minus the changes of every later movement, which are the
   * rows above it on this page and those above the cursor. So a page reads its own rows (and, for
   * a later page, the sum of what came after the cursor), not the account's whole history.
   */
  const key = options.after
    ? sql`(SELECT created_at, phase, id FROM (${availableMovementsOf(accountId)}) AS k WHERE k.id = ${options.after.id}::uuid)`
    : undefined;
  const keyAt = options.after ? sql`(SELECT created_at FROM ledger_transfers WHERE id = ${options.after.id}::uuid)` : undefined;
  // Each side ordered and cut to the page on its own (its index read backwards), then merged.
  const sides = movementSides(accountId, keyAt ? sql`created_at <= ${keyAt}` : sql`TRUE`).map(
    (side) => sql`(SELECT * FROM (${side}) AS m WHERE m.change <> 0 ${key ? sql`AND (m.created_at, m.phase, m.id) < ${key}` : sql``}
      ORDER BY m.created_at DESC, m.phase DESC, m.id DESC LIMIT ${options.limit})`,
  );
  const page = sql`SELECT * FROM (${sql.join(sides, sql` UNION ALL `)}) AS m`;
  const later = keyAt
    ? sql`(SELECT coalesce(sum(l.change), 0) FROM (${availableMovementsOf(accountId, sql`created_at >= ${keyAt}`)}) AS l WHERE (l.created_at, l.phase, l.id) >= ${key})`
    : sql`0`;
  const result = await db.execute(sql`
    WITH page AS (
      ${page}
      ORDER BY created_at DESC, phase DESC, id DESC
      LIMIT ${options.limit}
    ), running AS (
      SELECT *, ${availableOf(accountId)} - ${later}
          - coalesce(sum(change) OVER (ORDER BY created_at DESC, phase DESC, id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS after,
        -- Typed, so the lookups below use the primary keys (a text compare would scan every payment).
        CASE WHEN business_id ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN business_id::uuid END AS business_uuid
      FROM page
    )
    SELECT r.id, r.code, r.kind, r.business_type, r.business_id, r.amount::text AS amount, r.change::text AS change, r.after::text AS after, r.created_at,
      second.kind AS outcome,
      coalesce(payment.reference, payout.reference, refunded.reference) AS reference,
      coalesce(payment.description, refunded.description) AS description,
      coalesce(payment.payer_name, refunded.payer_name) AS payer_name
    FROM running AS r
    LEFT JOIN ledger_transfers AS second ON second.pending_id = r.id
    LEFT JOIN payments AS payment ON r.business_type = 'payment' AND payment.id = r.business_uuid
    LEFT JOIN payouts AS payout ON r.business_type = 'payout' AND payout.id = r.business_uuid
    LEFT JOIN refunds AS refund ON r.business_type = 'refund' AND refund.id = r.business_uuid
    LEFT JOIN payments AS refunded ON refunded.id = refund.payment_id
    ORDER BY r.created_at DESC, r.phase DESC, r.id DESC`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
  return rows.map((row) => ({
    id: String(row.id),
    code: String(row.code),
    kind: row.kind as TransferKind,
    businessType: String(row.business_type),
    businessId: String(row.business_id),
    amount: Number(row.amount),
    availableChange: Number(row.change),
    availableAfter: Number(row.after),
    createdAt: new Date(row.created_at as string | Date),
    outcome: text(row.outcome) as MovementRow['outcome'],
    reference: text(row.reference),
    description: text(row.description),
    payerName: text(row.payer_name),
  }));
}
