import { TRANSACTIONS_PAGE_DEFAULT, type Page, type Transaction } from '../../../domain/dashboard.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Currency } from '../../../domain/money.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findTransactionOfUser,
  listTransactionsOfUser,
  type TransactionCursor,
  type TransactionRow,
} from './transactions.queries.ts';

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    currency: row.currency as Currency,
    status: row.status,
    merchant: row.merchantName,
    recipient: row.recipient,
    paymentMethod: row.paymentMethod as PaymentMethod,
    provider: row.provider,
    timestamp: row.occurredAt.toISOString(),
    description: row.description,
    transactionId: row.transactionRef,
    reference: row.reference,
  };
}

/** Opaque to clients: base64url of "<ISO time>|<id>" of the last row they saw. */
export function encodeCursor(cursor: TransactionCursor): string {
  return Buffer.from(`${cursor.occurredAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Exactly what encodeCursor writes, in years PostgreSQL and JavaScript both hold (issue 22: -4714 or 275760 were 500s). */
const CURSOR_TIME = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(raw: string): TransactionCursor {
  const [time, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const occurredAt = new Date(time ?? '');
  const exact = CURSOR_TIME.test(time ?? '') && !Number.isNaN(occurredAt.getTime()) && occurredAt.toISOString() === time;
  if (!id || !UUID.test(id) || !exact) {
    throw new HttpError(400, ERROR_CODES.invalidInput, 'cursor is not one this API gave out', [
      { field: 'cursor', message: 'cursor is not one this API gave out' },
    ]);
  }
  return { occurredAt, id };
}

export function createTransactionsService(db: Db) {
  return {
    async list(userId: string, options: { limit?: number; cursor?: string }): Promise<Page<Transaction>> {
      const limit = options.limit ?? TRANSACTIONS_PAGE_DEFAULT;
      const after = options.cursor ? decodeCursor(options.cursor) : undefined;
      // One extra row tells whether another page exists without a count query.
      const rows = await listTransactionsOfUser(db, userId, { limit: limit + 1, ...(after ? { after } : {}) });
      const pageRows = rows.slice(0, limit);
      const last = pageRows.at(-1);
      return {
        items: pageRows.map(toTransaction),
        nextCursor: rows.length > limit && last ? encodeCursor({ occurredAt: last.occurredAt, id: last.id }) : null,
      };
    },
    async get(userId: string, id: string): Promise<Transaction> {
      const row = await findTransactionOfUser(db, userId, id);
      if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'No transaction with this id');
      return toTransaction(row);
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
