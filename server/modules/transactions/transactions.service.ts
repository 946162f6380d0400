/**
 * The activity list (SPEC §3 transactions): a projection of the user's payments, paid and
 * received, read through the payments module; the newest change first, keyset-paginated.
 */
import { TRANSACTIONS_PAGE_DEFAULT, type Page, type Transaction } from '../../../domain/dashboard.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ActivityCursor, ActivityService } from '../payments/activity.service.ts';

/** Opaque to clients: base64url of "<ISO time>|<id>" of the last row they saw. */
export function encodeCursor(cursor: ActivityCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Exactly what encodeCursor writes, in years PostgreSQL and JavaScript both hold (issue 22: -4714 or 275760 were 500s). */
const CURSOR_TIME = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(raw: string): ActivityCursor {
  const [time, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const at = new Date(time ?? '');
  const exact = CURSOR_TIME.test(time ?? '') && !Number.isNaN(at.getTime()) && at.toISOString() === time;
  if (!id || !UUID.test(id) || !exact) {
    throw new HttpError(400, ERROR_CODES.invalidInput, 'cursor is not one this API gave out', [
      { field: 'cursor', message: 'cursor is not one this API gave out' },
    ]);
  }
  return { at, id };
}

export function createTransactionsService(activity: ActivityService) {
  return {
    async list(userId: string, options: { limit?: number; cursor?: string }): Promise<Page<Transaction>> {
      const limit = options.limit ?? TRANSACTIONS_PAGE_DEFAULT;
      const after = options.cursor ? decodeCursor(options.cursor) : undefined;
      // One extra row tells whether another page exists without a count query.
      const { rows, items } = await activity.listActivity(userId, { limit: limit + 1, ...(after ? { after } : {}) });
      const last = rows[limit - 1];
      return {
        items: items.slice(0, limit),
        nextCursor: rows.length > limit && last ? encodeCursor({ at: last.statusChangedAt, id: last.id }) : null,
      };
    },
    async get(userId: string, id: string): Promise<Transaction> {
      const transaction = await activity.getActivity(userId, id);
      if (!transaction) throw new HttpError(404, ERROR_CODES.notFound, 'No transaction with this id');
      return transaction;
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
