/**
 * The ledger (DESIGN §7, modelled on TigerBeetle): the only way balances change. Other modules
 * call these functions with their own transaction handle, so a business change and the transfers
 * that move its money commit together or not at all. Call the transfer functions as late as you
 * can in your transaction: the account locks they take are held until you commit.
 *
 * Guarantees: a transfer id is applied once (a retry returns applied=false and changes nothing);
 * a linked set is all or nothing; user accounts never go below zero (checked here and refused by
 * the database); accounts are locked in id order, so concurrent sets cannot deadlock.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { TransferKind } from '../../db/schema.ts';
import {
  findPlatformAccountId,
  findTransfers,
  findUserAccountId,
  inTransaction,
  insertAccountIfAbsent,
  insertTransfersAndApply,
  lockAccounts,
  selectBalances,
  type AccountRow,
  type BalanceDelta,
  type NewTransferRow,
  type TransferRow,
} from './ledger.queries.ts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function ensureUserAccount(db: Db, input: { userId: string; currency: string; livemode?: boolean }): Promise<string> {
  const livemode = input.livemode ?? false;
  const existing = await findUserAccountId(db, input.userId, input.currency, livemode);
  if (existing) return existing;
  await insertAccountIfAbsent(db, {
    id: randomUUID(),
    ownerUserId: input.userId,
    currency: input.currency,
    livemode,
    debitsMustNotExceedCredits: true,
    createdAt: new Date(),
  });
  const id = await findUserAccountId(db, input.userId, input.currency, livemode);
  if (!id) throw new Error('ledger account was neither found nor created');
  return id;
}

export async function platformAccount(db: Db, input: { role: PlatformRole; currency: string; livemode?: boolean }): Promise<string> {
  if (input.role !== 'fees' && !/^clearing:[a-z0-9_]+$/.test(input.role)) {
    throw new LedgerError('invalid_transfer', `unknown platform role ${input.role}`);
  }
  const livemode = input.livemode ?? false;
  const existing = await findPlatformAccountId(db, input.role, input.currency, livemode);
  if (existing) return existing;
  // Clearing may go below zero (it mirrors money held at a provider); fees only ever receives.
  await insertAccountIfAbsent(db, {
    id: randomUUID(),
    platformRole: input.role,
    currency: input.currency,
    livemode,
    debitsMustNotExceedCredits: false,
    createdAt: new Date(),
  });
  const id = await findPlatformAccountId(db, input.role, input.currency, livemode);
  if (!id) throw new Error('ledger account was neither found nor created');
  return id;
}

/** Applies a linked set: every transfer or none. A retry of an applied set returns applied=false. */
export async function postTransfers(db: Db, transfers: TransferInput[], options: TransferOptions = {}): Promise<{ applied: boolean }> {
  validateSet(transfers);
  const first = transfers[0] as TransferInput;
  const at = options.at ?? new Date();
  const rows: NewTransferRow[] = transfers.map((transfer) => ({
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
    createdAt: at,
  }));
  return inTransaction(db, async (tx) => {
    // Fast path for retries: an applied set is answered without taking any lock.
    if (compareWithStored(rows, await findTransfers(tx, rows.map((row) => row.id))) === 'applied') return { applied: false };
    return { applied: await applyRows(tx, rows) };
  });
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
  /** Money on its way in: credits_pending. */
  pending: number;
}

export async function balances(db: Db, userId: string, options: { livemode?: boolean } = {}): Promise<Balance[]> {
  return selectBalances(db, userId, options.livemode ?? false);
}

async function resolvePending(
  db: Db,
  input: SecondPhaseInput,
  kind: 'post_pending' | 'void_pending',
  options: TransferOptions,
): Promise<{ applied: boolean }> {
  if (!UUID.test(input.id) || !UUID.test(input.pendingId)) throw new LedgerError('invalid_transfer', 'transfer ids must be UUIDs');
  return inTransaction(db, async (tx) => {
    const found = await findTransfers(tx, [input.id], [input.pendingId]);
    const pending = found.find((row) => row.id === input.pendingId);
    if (!pending || pending.kind !== 'pending') throw new LedgerError('pending_not_found', `no pending transfer ${input.pendingId}`);
    const row: NewTransferRow = { ...pending, id: input.id, kind, pendingId: pending.id, linkedSetId: input.id, createdAt: options.at ?? new Date() };
    const verdict = compareWithStored([row], found.filter((stored) => stored.id === input.id));
    if (verdict === 'applied') return { applied: false };
    const resolver = found.find((stored) => stored.pendingId === input.pendingId);
    if (resolver) {
      throw new LedgerError('pending_already_resolved', `pending transfer ${input.pendingId} was already resolved by ${resolver.id} (${resolver.kind})`);
    }
    try {
      return { applied: await applyRows(tx, [row]) };
    } catch (error) {
      // Two different second phases raced past the check above; the unique index let one win.
      if (pgError(error)?.constraint === 'ledger_transfers_pending_once') {
        throw new LedgerError('pending_already_resolved', `pending transfer ${input.pendingId} was already resolved`);
      }
      throw error;
    }
  });
}

/** Locks, checks and writes rows none of which existed a moment ago. True when they were applied. */
async function applyRows(tx: Db, rows: NewTransferRow[]): Promise<boolean> {
  const accountIds = [...new Set(rows.flatMap((row) => [row.debitAccountId, row.creditAccountId]))];
  const accounts = new Map((await lockAccounts(tx, accountIds)).map((account) => [account.id, account]));
  const deltas = rows.flatMap(balanceDeltas);
  checkSet(rows, accounts, deltas);
  const inserted = await insertTransfersAndApply(tx, rows, deltas);
  if (inserted === rows.length) return true;
  // A concurrent submission of the same ids committed while we waited for the locks.
  if (inserted === 0 && compareWithStored(rows, await findTransfers(tx, rows.map((row) => row.id))) === 'applied') return false;
  throw new LedgerError('id_conflict', 'some transfer ids of this linked set were already used by another set');
}

function balanceDeltas(row: NewTransferRow): BalanceDelta[] {
  const amount = row.amount;
  const zero = { transferId: row.id, debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 };
  const effects: Record<TransferKind, [Partial<BalanceDelta>, Partial<BalanceDelta>]> = {
    single: [{ debitsPosted: amount }, { creditsPosted: amount }],
    pending: [{ debitsPending: amount }, { creditsPending: amount }],
    post_pending: [
      { debitsPosted: amount, debitsPending: -amount },
      { creditsPosted: amount, creditsPending: -amount },
    ],
    void_pending: [{ debitsPending: -amount }, { creditsPending: -amount }],
  };
  const [debit, credit] = effects[row.kind];
  return [
    { ...zero, ...debit, accountId: row.debitAccountId },
    { ...zero, ...credit, accountId: row.creditAccountId },
  ];
}

/** The checks that give a clear error before anything is written (the database repeats them). */
function checkSet(rows: NewTransferRow[], accounts: Map<string, AccountRow>, deltas: BalanceDelta[]): void {
  for (const row of rows) {
    const debit = accounts.get(row.debitAccountId);
    const credit = accounts.get(row.creditAccountId);
    if (!debit || !credit) throw new LedgerError('account_not_found', `transfer ${row.id} names an unknown account`);
    if (debit.currency !== row.currency || credit.currency !== row.currency) {
      throw new LedgerError('currency_mismatch', `transfer ${row.id} in ${row.currency} joins accounts in ${debit.currency} and ${credit.currency}`);
    }
    if (debit.livemode !== credit.livemode) throw new LedgerError('mode_mismatch', `transfer ${row.id} joins a live and a test account`);
  }
  const after = new Map([...accounts].map(([id, account]) => [id, { ...account }]));
  for (const delta of deltas) {
    const account = after.get(delta.accountId) as AccountRow;
    account.debitsPosted += delta.debitsPosted;
    account.creditsPosted += delta.creditsPosted;
    account.debitsPending += delta.debitsPending;
    account.creditsPending += delta.creditsPending;
  }
  for (const account of after.values()) {
    if (account.debitsMustNotExceedCredits && account.debitsPosted + account.debitsPending > account.creditsPosted) {
      throw new LedgerError('insufficient_funds', `account ${account.id} cannot cover this linked set`);
    }
  }
}

function validateSet(transfers: TransferInput[]): void {
  if (transfers.length === 0) throw new LedgerError('invalid_transfer', 'a linked set needs at least one transfer');
  const ids = new Set<string>();
  for (const transfer of transfers) {
    if (!UUID.test(transfer.id)) throw new LedgerError('invalid_transfer', `transfer id ${transfer.id} is not a UUID`);
    if (ids.has(transfer.id)) throw new LedgerError('invalid_transfer', `transfer id ${transfer.id} appears twice in the set`);
    ids.add(transfer.id);
    if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) {
      throw new LedgerError('invalid_transfer', `transfer ${transfer.id}: amount must be a whole number of minor units above 0`);
    }
    if (!UUID.test(transfer.debitAccountId) || !UUID.test(transfer.creditAccountId)) {
      throw new LedgerError('account_not_found', `transfer ${transfer.id} names an unknown account`);
    }
    if (transfer.debitAccountId === transfer.creditAccountId) {
      throw new LedgerError('invalid_transfer', `transfer ${transfer.id} debits and credits the same account`);
    }
  }
}

/**
 * 'new' when none of the ids is stored; 'applied' when all are, exactly as asked (a retry).
 * Anything else reuses an id for something different, which is refused rather than guessed at.
 */
function compareWithStored(rows: NewTransferRow[], stored: TransferRow[]): 'new' | 'applied' {
  const relevant = stored.filter((row) => rows.some((asked) => asked.id === row.id));
  if (relevant.length === 0) return 'new';
  const same = (asked: NewTransferRow, row: TransferRow | undefined) =>
    row !== undefined &&
    row.debitAccountId === asked.debitAccountId &&
    row.creditAccountId === asked.creditAccountId &&
    Number(row.amount) === asked.amount &&
    row.currency === asked.currency &&
    row.code === asked.code &&
    row.businessType === asked.businessType &&
    row.businessId === asked.businessId &&
    row.kind === asked.kind &&
    (row.pendingId ?? null) === (asked.pendingId ?? null);
  if (relevant.length === rows.length && rows.every((asked) => same(asked, relevant.find((row) => row.id === asked.id)))) return 'applied';
  throw new LedgerError('id_conflict', 'transfer ids were already used for different transfers');
}

interface PgErrorFields {
  code?: string;
  constraint?: string;
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
