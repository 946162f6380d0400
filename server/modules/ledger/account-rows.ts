/**
 * Which rows a linked set names and changes (issue 41, migration 0340): the work ledger_apply_set
 * did in SQL for every set, done here from what was read once. What an account is (owner or
 * platform role, its rows and their shard numbers) never changes once it exists (0330's trigger
 * refuses it) and accounts are never deleted, so what is read of an account stays true for the
 * life of the process, on any connection and in any transaction. Account ids are random UUIDs,
 * so one table serves every database a process opens (tests open many).
 *
 * The rules are 0310's, unchanged:
 * - a platform account is named and changed on the row of its shard `slot % shards`;
 * - a user account is named by its id (shard 0) and debited there; a posted credit (kind single)
 *   lands on its row `slot % shards` unless the same set spends from the account, then on shard 0;
 * - a set that debits a user account with credit rows sweeps those rows first (`swept`);
 * - a second phase (slot null) repeats its pending transfer's rows exactly, and an account that
 *   does not exist is passed on as named (the database refuses it by name).
 * ledger_apply_rows works out the balance changes from the transfers itself and refuses a row
 * that is not the named account's, so a mistake here is refused, not booked.
 */
import type { SetRow } from './ledger.queries.ts';

/** What the ledger needs of an account: its id (shard 0's), whether a user owns it, and its rows by shard. */
export interface AccountShape {
  logicalId: string;
  userOwned: boolean;
  /** Row ids by shard number; rows.length is the account's shard count. */
  rows: string[];
}

/** A stored row of ledger_accounts, as lookUp reads it. */
export interface AccountShardRow {
  id: string;
  logicalId: string;
  userOwned: boolean;
  shard: number;
  shards: number;
}

/** A transfer of a set with the rows it names (stored) and changes (its balances). */
export interface ResolvedSetRow extends SetRow {
  debitRow: string;
  creditRow: string;
}

export interface ResolvedSet {
  rows: ResolvedSetRow[];
  /** The user accounts with credit rows that the set spends from (their ids). */
  swept: string[];
}

/** Accounts by the id of any of their rows. Bounded: past the limit it starts again (a read per account). */
const shapes = new Map<string, AccountShape>();
const SHAPES_KEPT = 200_000;

/** Only for tests that need a cold start. */
export function forgetAccountShapes(): void {
  shapes.clear();
}

/**
 * The accounts of these row ids, from memory, reading the ones not met before with `lookUp`
 * (every row of each account they name). An account read incomplete (rows missing) is used but
 * not kept; an id that is no account is left out.
 */
export async function accountShapes(ids: string[], lookUp: (ids: string[]) => Promise<AccountShardRow[]>): Promise<Map<string, AccountShape>> {
  const found = new Map<string, AccountShape>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const shape = shapes.get(id);
    if (shape) found.set(id, shape);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const byLogical = new Map<string, AccountShardRow[]>();
  for (const row of await lookUp(missing)) byLogical.set(row.logicalId, [...(byLogical.get(row.logicalId) ?? []), row]);
  if (shapes.size > SHAPES_KEPT) shapes.clear();
  for (const [logicalId, accountRows] of byLogical) {
    const shards = accountRows[0]?.shards ?? 0;
    const rows: string[] = [];
    for (const row of accountRows) if (row.shards === shards && row.shard >= 0 && row.shard < shards) rows[row.shard] = row.id;
    const complete = rows.length === shards && rows.every((id) => typeof id === 'string') && rows[0] === logicalId;
    const shape: AccountShape = { logicalId, userOwned: accountRows[0]?.userOwned ?? false, rows };
    for (const row of accountRows) {
      if (complete) shapes.set(row.id, shape);
      found.set(row.id, shape);
    }
  }
  return found;
}

/** The rows a set names and changes, as ledger_apply_set worked them out (see the top of this file). */
export function resolveSet(set: SetRow[], shapeOf: Map<string, AccountShape>): ResolvedSet {
  // A user account's credit goes to shard 0 when the same set spends from it (single or pending debits).
  const spending = new Set(set.filter((row) => row.kind === 'single' || row.kind === 'pending').map((row) => row.debitAccountId));
  const swept = new Set<string>();
  const rows = set.map((row): ResolvedSetRow => {
    if (row.slot === null) return { ...row, debitRow: row.debitAccountId, creditRow: row.creditAccountId };
    const slot = row.slot;
    let debitAccountId = row.debitAccountId;
    let debitRow = row.debitAccountId;
    const debit = shapeOf.get(row.debitAccountId);
    if (debit && !debit.userOwned) {
      debitAccountId = debit.rows[slot % debit.rows.length] ?? row.debitAccountId;
      debitRow = debitAccountId;
    } else if (debit) {
      debitAccountId = debit.logicalId;
      debitRow = debit.logicalId;
      if (debit.rows.length > 1 && (row.kind === 'single' || row.kind === 'pending')) swept.add(debit.logicalId);
    }
    let creditAccountId = row.creditAccountId;
    let creditRow = row.creditAccountId;
    const credit = shapeOf.get(row.creditAccountId);
    if (credit) {
      const spread = !credit.userOwned || (row.kind === 'single' && !spending.has(row.creditAccountId));
      const target = credit.rows[spread ? slot % credit.rows.length : 0];
      creditAccountId = credit.userOwned ? credit.logicalId : (target ?? row.creditAccountId);
      creditRow = target ?? row.creditAccountId;
    }
    return { ...row, debitAccountId, creditAccountId, debitRow, creditRow };
  });
  return { rows, swept: [...swept] };
}
