/**
 * The activity list (SPEC §3 transactions): a projection of the user's payments, paid and
 * received, read through the payments module; the newest change first, keyset-paginated.
 */
import { TRANSACTIONS_PAGE_DEFAULT, type Page, type Transaction } from '../../../domain/dashboard.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../http/cursor.ts';
import type { ActivityCursor, ActivityService } from '../payments/activity.service.ts';

/** Activity pages use the one keyset cursor of the API (server/http/cursor.ts). */
export function encodeCursor(cursor: ActivityCursor): string {
  return encodeTimeCursor(cursor.at, cursor.id);
}

export function decodeCursor(raw: string): ActivityCursor {
  return decodeTimeCursor(raw);
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
