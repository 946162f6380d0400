/**
 * The ledger (DESIGN §7, modelled on TigerBeetle): the only way balances change. Other modules
 * call these functions with their own transaction handle, so a business change and the transfers
 * that move its money commit together or not at all. Call the transfer functions as late as you
 * can in your transaction: the account locks they take are held until you commit.
 *
 * Guarantees: a transfer id is applied once (a retry returns applied=false and changes nothing);
 * a linked set is all or nothing; user accounts never go below zero (the database refuses it);
 * accounts are locked in id order, so concurrent sets cannot deadlock. An account is a group of
 * shard rows behind one id, so concurrent payments do not queue on one clearing row, nor on one
 * merchant's row (a user account's debits all land on its shard 0, after a sweep: 0300).
 * A LedgerError thrown inside your transaction leaves it aborted: roll it back.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  applyLinkedSet,
  applyLinkedSets,
  findPlatformAccountId,
  findTransfers,
  findUserAccountId,
  insertAccountsIfAbsent,
  selectBalances,
  selectMovements,
  type MovementRow,
  type SetRow,
  type StoredTransfer,
} from './ledger.queries.ts';
import { isUuid } from '../../../domain/ids.ts';

/** The available-balance effect of each transfer of an account, as SQL (the wallet's movements and the monthly statement). */
export { availableMovementsOf, availableOf } from './ledger.queries.ts';

/** The monthly statement's reads of one account (modules/reports shows them). */
export { selectStatementLines, selectStatementSums, selectUserAccounts, type StatementDbLine, type StatementSums } from './statement.queries.ts';

/** Platform accounts: fee income and money held at each provider. Nothing else without a reason. */
export type PlatformRole = 'fees' | `clearing:${string}`;
export type TransferCode = 'payment_settlement' | 'payment_fee' | 'refund' | 'payout' | 'payout_fee' | (string & {});
export type BusinessType = 'payment' | 'payout' | 'refund' | (string & {});

export interface TransferInput {
  /** Caller-supplied and stable across retries (e.g. derived from the business record). */
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  /** Integer minor units, > 0. */
  amount: number;
  currency: string;
  code: TransferCode;
  businessType: BusinessType;
  businessId: string;
  /** Reserve now (pending balances), post or void later with postPending / voidPending. */
  pending?: boolean;
}

export interface SecondPhaseInput {
  id: string;
  pendingId: string;
}

export interface TransferOptions {
  /** The application clock's time for created_at (tests control time); now by default. */
  at?: Date;
}

export type LedgerErrorCode =
  | 'invalid_transfer'
  | 'account_not_found'
  | 'currency_mismatch'
  | 'mode_mismatch'
  | 'insufficient_funds'
  | 'id_conflict'
  | 'pending_not_found'
  | 'pending_already_resolved';

/** A refused transfer. Nothing of the set was written; the caller's transaction should roll back. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}


/**
 * Shard rows per platform account (0011_ledger_shards.sql): enough that concurrent settlements
 * rarely queue on the same clearing or fees row with a pool of 10 connections.
 */
export const PLATFORM_SHARDS = 64;

type AccountRow = Parameters<typeof insertAccountsIfAbsent>[1][number];

/**
 * The rows of a new account: shard 0 (whose id is the account's id) and the others, to insert in
 * one statement, so a concurrent creator's rows all conflict and none of theirs lands beside ours.
 */
function accountRows(shards: number, identity: Pick<AccountRow, 'ownerUserId' | 'platformRole' | 'currency' | 'livemode' | 'debitsMustNotExceedCredits'>): AccountRow[] {
  const logicalId = randomUUID();
  const createdAt = new Date();
  return Array.from({ length: shards }, (_, shard) => ({ ...identity, id: shard === 0 ? logicalId : randomUUID(), logicalId, shard, shards, createdAt }));
}

/**
 * Rows per user account (0300_ledger_user_credit_shards.sql): shard 0 takes every debit and
 * reservation; the others only receive settlements, so one busy merchant's concurrent settlements
 * do not queue on one row lock. A debit first sweeps them into shard 0 under their locks.
 */
export const USER_SHARDS = 8;

export async function ensureUserAccount(db: Db, input: { userId: string; currency: string; livemode?: boolean }): Promise<string> {
  const livemode = input.livemode ?? false;
  const existing = await findUserAccountId(db, input.userId, input.currency, livemode);
  if (existing) return existing;
  await insertAccountsIfAbsent(db, accountRows(USER_SHARDS, { ownerUserId: input.userId, currency: input.currency, livemode, debitsMustNotExceedCredits: true }));
  const found = await findUserAccountId(db, input.userId, input.currency, livemode);
  if (!found) throw new Error('ledger account was neither found nor created');
  return found;
}

/** The id of a platform account (its shard 0); transfers naming it land on one of its shards. */
export async function platformAccount(db: Db, input: { role: PlatformRole; currency: string; livemode?: boolean }): Promise<string> {
  if (input.role !== 'fees' && !/^clearing:[a-z0-9_]+$/.test(input.role)) {
    throw new LedgerError('invalid_transfer', `unknown platform role ${input.role}`);
  }
  const livemode = input.livemode ?? false;
  const existing = await findPlatformAccountId(db, input.role, input.currency, livemode);
  if (existing) return existing.id;
  // Clearing may go below zero (it mirrors money held at a provider); fees only ever receives.
  await insertAccountsIfAbsent(db, accountRows(PLATFORM_SHARDS, { platformRole: input.role, currency: input.currency, livemode, debitsMustNotExceedCredits: false }));
  const found = await findPlatformAccountId(db, input.role, input.currency, livemode);
  if (!found) throw new Error('ledger account was neither found nor created');
  return found.id;
}

/**
 * Applies a linked set: every transfer or none. A retry of a stored set returns applied=false.
 * One statement, so it needs no transaction of its own; inside yours, a LedgerError leaves your
 * transaction aborted: roll back (the refusal is a reason to undo the business change too).
 */
export function postTransfers(db: Db, transfers: TransferInput[], options: TransferOptions = {}): Promise<{ applied: boolean }> {
  return postTransferSets(db, [transfers], options);
}

/**
 * Applies several linked sets in one call (the settle worker's batch, issue 41): each set all or
 * nothing as with postTransfers, and the whole call too. Every set must be new, or every one a
 * retry of a stored set (applied=false); a call mixing the two is refused (id_conflict) and
 * writes nothing, so the caller rolls back and posts its sets one by one. Inside your
 * transaction, as with postTransfers, a LedgerError leaves it aborted.
 */
export async function postTransferSets(db: Db, sets: TransferInput[][], options: TransferOptions = {}): Promise<{ applied: boolean }> {
  if (sets.length === 0) return { applied: false };
  const ids = new Set<string>();
  for (const transfers of sets) {
    validateSet(transfers);
    for (const transfer of transfers) {
      if (ids.has(transfer.id)) throw new LedgerError('invalid_transfer', `transfer id ${transfer.id} appears in two sets of the call`);
      ids.add(transfer.id);
    }
  }
  const createdAt = options.at ?? new Date();
  const rowsOfSets = sets.map((transfers) => setRows(transfers, createdAt));
  const inserted = await refusalsAsLedgerErrors(() => applyLinkedSets(db, rowsOfSets));
  if (inserted === ids.size) return { applied: true };
  // Nothing was new: a retry (or a concurrent duplicate that won). Same transfers, or refused.
  const rows = rowsOfSets.flat();
  compareWithStored(rows, await findTransfers(db, rows.map((row) => row.id)));
  return { applied: false };
}

/** The rows of one linked set, as ledger_apply_rows stores them. */
function setRows(transfers: TransferInput[], createdAt: Date): SetRow[] {
  const first = transfers[0] as TransferInput;
  // One slot for the whole set: its transfers out of (or into) one platform account land on one
  // shard row, so a settlement locks and updates one clearing row, not one per transfer.
  const slot = slotOf(first.id);
  return transfers.map((transfer) => ({
    id: transfer.id,
    debitAccountId: transfer.debitAccountId,
    creditAccountId: transfer.creditAccountId,
    amount: transfer.amount,
    currency: transfer.currency,
    code: transfer.code,
    businessType: transfer.businessType,
    businessId: transfer.businessId,
    kind: transfer.pending ? 'pending' : 'single',
    pendingId: null,
    linkedSetId: first.id,
    createdAt,
    slot,
  }));
}

/** Second phase: moves a pending transfer's amount into the posted balances. */
export function postPending(db: Db, input: SecondPhaseInput, options: TransferOptions = {}): Promise<{ applied: boolean }> {
  return resolvePending(db, input, 'post_pending', options);
}

/** Second phase: releases a pending transfer's reservation; no money moves. */
export function voidPending(db: Db, input: SecondPhaseInput, options: TransferOptions = {}): Promise<{ applied: boolean }> {
  return resolvePending(db, input, 'void_pending', options);
}

export interface Balance {
  currency: string;
  /** What the user may spend: credits_posted − debits_posted − debits_pending. */
  available: number;
  /**
   * Money not final yet: credits_pending (on its way in) plus debits_pending (reserved by payouts
   * on their way out, already taken out of `available`: DESIGN §7, pending debits count against
   * what can be spent).
   */
  pending: number;
}

export interface WalletBalance extends Balance {
  /** The part of `pending` reserved by payouts on their way out (debits_pending). */
  outgoing: number;
}

export async function balances(db: Db, userId: string, options: { livemode?: boolean } = {}): Promise<Balance[]> {
  return (await selectBalances(db, userId, options.livemode ?? false)).map(({ currency, available, pending }) => ({ currency, available, pending }));
}

/** Balances with the part reserved by payouts named (the /wallet screen). */
export async function walletBalances(db: Db, userId: string, options: { livemode?: boolean } = {}): Promise<WalletBalance[]> {
  return selectBalances(db, userId, options.livemode ?? false);
}

/** A user account's ledger movements with the running available balance, newest first. */
export async function movements(
  db: Db,
  input: { userId: string; currency: string; livemode?: boolean; limit: number; after?: { at: Date; id: string } },
): Promise<MovementRow[]> {
  const accountId = await findUserAccountId(db, input.userId, input.currency, input.livemode ?? false);
  if (!accountId) return [];
  return selectMovements(db, accountId, { limit: input.limit, ...(input.after ? { after: input.after } : {}) });
}

export type { MovementRow } from './ledger.queries.ts';

async function resolvePending(
  db: Db,
  input: SecondPhaseInput,
  kind: 'post_pending' | 'void_pending',
  options: TransferOptions,
): Promise<{ applied: boolean }> {
  if (!isUuid(input.id) || !isUuid(input.pendingId)) throw new LedgerError('invalid_transfer', 'transfer ids must be UUIDs');
  const found = await findTransfers(db, [input.id], [input.pendingId]);
  const pending = found.find((row) => row.id === input.pendingId);
  if (!pending || pending.kind !== 'pending') throw new LedgerError('pending_not_found', `no pending transfer ${input.pendingId}`);
  // The second phase repeats its pending transfer on exactly the same rows (slot null: no re-sharding).
  const row: SetRow = { ...pending, id: input.id, kind, pendingId: pending.id, linkedSetId: input.id, createdAt: options.at ?? new Date(), slot: null };
  const asked = { ...row, debitAccountId: pending.debitLogicalId, creditAccountId: pending.creditLogicalId };
  if (compareWithStored([asked], found.filter((stored) => stored.id === input.id)) === 'stored') return { applied: false };
  const resolver = found.find((stored) => stored.pendingId === input.pendingId);
  if (resolver) {
    throw new LedgerError('pending_already_resolved', `pending transfer ${input.pendingId} was already resolved by ${resolver.id} (${resolver.kind})`);
  }
  if ((await refusalsAsLedgerErrors(() => applyLinkedSet(db, [row]))) === 1) return { applied: true };
  compareWithStored([asked], await findTransfers(db, [input.id]));
  return { applied: false };
}

/** The shard (of a platform account, or a user account's credit row) for a set: from its first transfer's id, so a retry picks the same. */
function slotOf(transferId: string): number {
  return Number.parseInt(transferId.slice(-4), 16);
}

/** What the database refused, by the constraint it named, as the ledger's own errors. */
const REFUSALS: Record<string, LedgerErrorCode> = {
  ledger_accounts_no_overdraft: 'insufficient_funds',
  ledger_transfers_same_currency: 'currency_mismatch',
  ledger_transfers_same_mode: 'mode_mismatch',
  ledger_transfers_account_exists: 'account_not_found',
  ledger_transfers_pending_once: 'pending_already_resolved',
  ledger_transfers_partial_set: 'id_conflict',
};

async function refusalsAsLedgerErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const fields = pgError(error);
    const code = fields?.constraint ? REFUSALS[fields.constraint] : undefined;
    if (code) throw new LedgerError(code, fields?.message ?? code);
    throw error;
  }
}

function validateSet(transfers: TransferInput[]): void {
  if (transfers.length === 0) throw new LedgerError('invalid_transfer', 'a linked set needs at least one transfer');
  const ids = new Set<string>();
  for (const transfer of transfers) {
    if (!isUuid(transfer.id)) throw new LedgerError('invalid_transfer', `transfer id ${transfer.id} is not a UUID`);
    if (ids.has(transfer.id)) throw new LedgerError('invalid_transfer', `transfer id ${transfer.id} appears twice in the set`);
    ids.add(transfer.id);
    if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) {
      throw new LedgerError('invalid_transfer', `transfer ${transfer.id}: amount must be a whole number of minor units above 0`);
    }
    if (!isUuid(transfer.debitAccountId) || !isUuid(transfer.creditAccountId)) {
      throw new LedgerError('account_not_found', `transfer ${transfer.id} names an unknown account`);
    }
    if (transfer.debitAccountId === transfer.creditAccountId) {
      throw new LedgerError('invalid_transfer', `transfer ${transfer.id} debits and credits the same account`);
    }
  }
}

type AskedTransfer = Omit<SetRow, 'createdAt' | 'linkedSetId' | 'slot'>;

/**
 * 'new' when none of the ids is stored; 'stored' when all are, exactly as asked (a retry).
 * Anything else reuses an id for something different, which is refused rather than guessed at.
 */
function compareWithStored(asked: AskedTransfer[], stored: StoredTransfer[]): 'new' | 'stored' {
  const relevant = stored.filter((row) => asked.some((transfer) => transfer.id === row.id));
  if (relevant.length === 0) return 'new';
  const same = (transfer: AskedTransfer, row: StoredTransfer | undefined) =>
    row !== undefined &&
    row.debitLogicalId === transfer.debitAccountId &&
    row.creditLogicalId === transfer.creditAccountId &&
    Number(row.amount) === transfer.amount &&
    row.currency === transfer.currency &&
    row.code === transfer.code &&
    row.businessType === transfer.businessType &&
    row.businessId === transfer.businessId &&
    row.kind === transfer.kind &&
    (row.pendingId ?? null) === (transfer.pendingId ?? null);
  if (relevant.length === asked.length && asked.every((transfer) => same(transfer, relevant.find((row) => row.id === transfer.id)))) return 'stored';
  throw new LedgerError('id_conflict', 'transfer ids were already used for different transfers');
}

interface PgErrorFields {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The PostgreSQL error under Drizzle's wrapper, if any. */
export function pgError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

export { audit, type AuditCheck, type AuditReport } from './audit.ts';
