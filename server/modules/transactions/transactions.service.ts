/**
 * The activity list (SPEC §3 transactions, issue 13): a projection of the user's payments (paid
 * and received), refunds and payouts in one mode (test or live), filtered, newest change first,
 * keyset-paginated; its totals per currency; and every row of a filtered set for the CSV export,
 * read a page at a time so a year of rows never sits in memory.
 */
import type { ActivityEntry, ActivityFilters, ActivityTotals } from '../../../domain/activity-filters.ts';
import { TRANSACTIONS_PAGE_DEFAULT, type Page, type Transaction } from '../../../domain/transactions.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Currency } from '../../../domain/money.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import { payerShownToMerchant } from '../../../domain/payer.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../http/cursor.ts';
import type { ActivityCursor } from '../payments/activity.service.ts';
import { listActivityRows, sumActivity, type ActivityRow, type ActivityScope, type ListShape } from './transactions.queries.ts';
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';

export type { ActivityScope } from './transactions.queries.ts';

/** Activity pages use the one keyset cursor of the API (server/http/cursor.ts). */
export function encodeCursor(cursor: ActivityCursor): string {
  return encodeTimeCursor(cursor.at, cursor.id);
}

export function decodeCursor(raw: string): ActivityCursor {
  return decodeTimeCursor(raw);
}

/** Rows the export reads per query: small enough to stay light, big enough to be quick. */
export const EXPORT_PAGE_SIZE = 500;

function payerShown(row: ActivityRow): string {
  return payerShownToMerchant({ fullName: row.payerFullName, name: row.payerName, phone: row.payerPhone });
}

/** What a row shows as its provider, counterparty and description (the list and the CSV export both). */
export interface ActivityText {
  provider: string;
  merchant: string | null;
  recipient: string | null;
  description: string;
}

export function activityText(row: ActivityRow): ActivityText {
  const provider = providerLabel(row.provider);
  switch (row.type) {
    case 'payment':
      return { provider, merchant: row.merchantName, recipient: null, description: row.description };
    case 'received':
      return { provider, merchant: null, recipient: payerShown(row), description: row.description };
    case 'refund':
      return row.merchantName !== null
        ? { provider, merchant: row.merchantName, recipient: null, description: row.description }
        : { provider, merchant: null, recipient: payerShown(row), description: row.description };
    case 'transfer': {
      const masked = row.destination ? maskAccountNumber(row.destination) : '';
      return { provider, merchant: null, recipient: `${row.accountName ?? ''} (${provider} ${masked})`, description: `Payout to ${provider} ${masked}` };
    }
  }
}

/** A projected row in the list's wire shape (the same fields the payments module's projection gives). */
export function toActivityEntry(row: ActivityRow): ActivityEntry {
  const { provider, merchant, recipient, description } = activityText(row);
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    currency: row.currency as Currency,
    status: row.status as Transaction['status'],
    paymentMethod: row.method as PaymentMethod,
    provider,
    timestamp: row.at.toISOString(),
    transactionId: row.transactionId,
    reference: row.reference,
    gross: row.gross,
    fee: row.fee,
    net: row.net,
    // Issue 35: only on what a member made, so other entries keep the payments module's shape.
    ...(row.memberName !== null ? { member: row.memberName } : {}),
    merchant,
    recipient,
    description,
  };
}

/**
 * `listShape` (issue 41): how a list page is read (listActivityRows): from activity_entries by
 * default, on both databases.
 */
export function createTransactionsService(db: Db, options: { listShape?: ListShape } = {}) {
  const listShape = options.listShape ?? 'entries';
  return {
    async list(scope: ActivityScope, filters: ActivityFilters, options: { limit?: number; cursor?: string }): Promise<Page<ActivityEntry>> {
      const limit = options.limit ?? TRANSACTIONS_PAGE_DEFAULT;
      const after = options.cursor ? decodeCursor(options.cursor) : undefined;
      // One extra row tells whether another page exists without a count query.
      const rows = await listActivityRows(db, scope, filters, { limit: limit + 1, shape: listShape, ...(after ? { after } : {}) });
      const last = rows[limit - 1];
      return {
        items: rows.slice(0, limit).map(toActivityEntry),
        nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
      };
    },
    async totals(scope: ActivityScope, filters: ActivityFilters): Promise<ActivityTotals[]> {
      return (await sumActivity(db, scope, filters)).map((row) => ({ ...row, currency: row.currency as Currency }));
    },
    /**
     * Every row of the filtered set, newest first, a keyset page of EXPORT_PAGE_SIZE at a time
     * (each page reads each branch's own index from where the last page ended). The next page is
     * asked for while the caller writes this one, so the database and the CSV work side by side;
     * at most two pages are held.
     */
    async *exportPages(scope: ActivityScope, filters: ActivityFilters, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ActivityRow[]> {
      const fetchAfter = (after: { at: Date; id: string } | undefined) => {
        // The plain projection: a page of 500 keeps most of the rows each branch projects, so
        // keys first only adds a statement (bench:explain on the 1M seed: 45 ms a page against 34).
        const page = listActivityRows(db, scope, filters, { limit: pageSize, shape: 'projection', ...(after ? { after } : {}) });
        // A client that went away mid-file leaves the read in flight unawaited: its failure is not unhandled.
        page.catch(() => undefined);
        return page;
      };
      let next: Promise<ActivityRow[]> | undefined = fetchAfter(undefined);
      while (next) {
        const rows: ActivityRow[] = await next;
        const last = rows[rows.length - 1];
        next = rows.length < pageSize || !last ? undefined : fetchAfter({ at: last.at, id: last.id });
        yield rows;
      }
    },
    async get(scope: ActivityScope, id: string): Promise<ActivityEntry> {
      const [row] = await listActivityRows(db, scope, {}, { limit: 1, id });
      if (!row) throw new DomainError(ERROR_CODES.notFound, 'No transaction with this id');
      return toActivityEntry(row);
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
