/**
 * The merchant's reports (issue 13 part 2): takings per day, top payment links, payout history
 * and the monthly statement. Days and months are Africa/Freetown's, which is UTC all year.
 * The statement is of the available balance, the figure GET /balance calls `available`:
 * credits posted − debits posted − debits pending (money a payout or refund has reserved is out
 * the moment it is reserved; a failed payout's money comes back as its own line). So a month's
 * closing balance is what /balance said as `available` at the month's last instant, and the
 * current month's closing balance is /balance's `available` now. Pending credits (none today:
 * payments settle in one step) are not the merchant's money yet and are never in it.
 */
import { ERROR_CODES } from '../../../domain/errors.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import type { CurrencyStatement, PayoutHistoryItem, Statement, Takings, TopLink } from '../../../domain/api/reports.ts';
import { STATEMENT_LINES_MAX } from '../../../domain/api/reports.ts';
import type { Db } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../http/cursor.ts';
import { DomainError } from '../../domain-error.ts';
import { selectStatementLines, selectStatementSums, selectUserAccounts } from '../ledger/ledger.service.ts';
import { selectPayoutHistory, selectTakingsPerDay, selectTopLinks } from './reports.queries.ts';
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';

const DAY_MS = 86_400_000;

/** The start (00:00 UTC) of the day `time` falls in. */
function startOfDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

function isoDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** `days` calendar days ending today (today included): [from, to). */
export function dayWindow(now: Date, days: number): { from: Date; to: Date } {
  const to = new Date(startOfDay(now).getTime() + DAY_MS);
  return { from: new Date(to.getTime() - days * DAY_MS), to };
}

/** A YYYY-MM month as [from, to) in UTC. */
export function monthWindow(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

function toHistoryItem(row: PayoutRow): PayoutHistoryItem {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    provider: providerLabel(row.provider),
    destination: maskAccountNumber(row.destination),
    amount: row.amount,
    fee: row.fee,
    net: row.net,
    currency: row.currency,
    reference: row.reference,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.statusChangedAt.toISOString(),
  };
}

async function currencyStatement(db: Db, account: { id: string; currency: string }, from: Date, to: Date): Promise<CurrencyStatement> {
  const sums = await selectStatementSums(db, account.id, from, to);
  const lines = await selectStatementLines(db, account.id, from, to, sums.opening, STATEMENT_LINES_MAX);
  const movements = sums.totals.reduce((count, total) => count + total.count, 0);
  return {
    currency: account.currency,
    openingBalance: sums.opening,
    moneyIn: sums.moneyIn,
    moneyOut: sums.moneyOut,
    closingBalance: sums.closing,
    totals: sums.totals,
    lines: lines.map((line) => ({ ...line, at: line.at.toISOString() })),
    linesTruncated: movements > lines.length,
  };
}

export interface ReportsScope {
  merchantId: string;
  livemode: boolean;
}

export function createReportsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    async takings(scope: ReportsScope, days: number): Promise<Takings> {
      const { from, to } = dayWindow(now(), days);
      const rows = await selectTakingsPerDay(db, scope.merchantId, scope.livemode, from, to);
      return { from: isoDay(from), to: isoDay(new Date(to.getTime() - DAY_MS)), rows };
    },

    async topLinks(scope: ReportsScope, days: number, limit: number): Promise<TopLink[]> {
      return selectTopLinks(db, scope.merchantId, scope.livemode, dayWindow(now(), days).from, limit);
    },

    async payoutHistory(scope: ReportsScope, options: { limit: number; cursor?: string }): Promise<{ items: PayoutHistoryItem[]; nextCursor: string | null }> {
      const after = options.cursor ? decodeTimeCursor(options.cursor) : undefined;
      // One extra row tells whether another page exists without a count query.
      const found = await selectPayoutHistory(db, scope.merchantId, scope.livemode, { limit: options.limit + 1, ...(after ? { after } : {}) });
      const last = found[options.limit - 1];
      return {
        items: found.slice(0, options.limit).map(toHistoryItem),
        nextCursor: found.length > options.limit && last ? encodeTimeCursor(last.createdAt, last.id) : null,
      };
    },

    async statement(scope: ReportsScope, month: string): Promise<Statement> {
      const { from, to } = monthWindow(month);
      if (from.getTime() > now().getTime()) {
        throw new DomainError(ERROR_CODES.invalidInput, 'That month has not started yet', { details: [{ field: 'month', message: 'That month has not started yet' }] });
      }
      // One snapshot (repeatable read): the lines, the totals and the balances agree even while money moves.
      const statements = await db.transaction(
        async (tx) => {
          const accounts = await selectUserAccounts(tx as unknown as Db, scope.merchantId, scope.livemode);
          const found: CurrencyStatement[] = [];
          for (const account of accounts) found.push(await currencyStatement(tx as unknown as Db, account, from, to));
          return found;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return { month, from: from.toISOString(), to: to.toISOString(), statements };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
