/**
 * The activity list's filters (issue 13), one rule for the URL of /activity and /transactions,
 * the API's query (the list, its totals and the CSV export) and the phone's own copy offline:
 * the same names, the same values, the same meaning everywhere.
 *
 *   from, to   UTC days (YYYY-MM-DD), both inclusive, on the time the list shows (the last change)
 *   type       payment, received, transfer (payouts), refund; comma-separated
 *   status     completed, pending, processing, failed, cancelled; comma-separated
 *   method     orange_money, mobile_money, bank_transfer, card, cash; comma-separated
 *   min, max   the amount the row shows, in minor units, both inclusive
 *   q          reference, transaction id, counterparty name or phone number
 */
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type Transaction, type TransactionStatus, type TransactionType } from './transactions.ts';
import type { Currency } from './money.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './statuses.ts';

export interface ActivityFilters {
  from?: string;
  to?: string;
  type?: TransactionType[];
  status?: TransactionStatus[];
  method?: PaymentMethod[];
  min?: number;
  max?: number;
  q?: string;
}

export const ACTIVITY_FILTER_KEYS = ['from', 'to', 'type', 'status', 'method', 'min', 'max', 'q'] as const;
export type ActivityFilterKey = (typeof ACTIVITY_FILTER_KEYS)[number];

export const SEARCH_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * An activity entry with what it did to the user's money, signed from the user's side:
 * `gross` the movement before fees (money in positive, out negative), `fee` what the user was
 * charged for it (never negative), `net` = gross − fee, the change to the user's balance once
 * completed. Minor units, like every amount.
 */
export interface ActivityEntry extends Transaction {
  gross: number;
  fee: number;
  net: number;
  /** Issue 35: the member of the business who made it (a cash sale, a refund); null otherwise. */
  member?: string | null;
}

/** Totals of a filtered set, one per currency (amounts never add across currencies). */
export interface ActivityTotals {
  currency: Currency;
  count: number;
  gross: number;
  fee: number;
  net: number;
}

export interface FilterProblem {
  field: ActivityFilterKey;
  message: string;
}

/**
 * The days a filter may name: from 1970 (as every time the API takes) to the day before
 * 9999-12-31, so the end of the range (the next midnight) is still a four-digit year the
 * database reads. Beyond these the database refused the time and the request failed with 500.
 */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-30';

function validDay(value: string): boolean {
  if (!DAY.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

function listOf<T extends string>(raw: string, allowed: readonly T[]): T[] | undefined {
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.length === 0 || !values.every((value) => (allowed as readonly string[]).includes(value))) return undefined;
  return [...new Set(values)] as T[];
}

/**
 * Reads the filters from query parameters (the URL's or the API's). Empty values are absent.
 * Problems name the field; the API answers them with 400, the screen drops the bad value.
 */
export function parseActivityFilters(read: (key: ActivityFilterKey) => string | null | undefined): { filters: ActivityFilters; problems: FilterProblem[] } {
  const filters: ActivityFilters = {};
  const problems: FilterProblem[] = [];
  const value = (key: ActivityFilterKey): string | undefined => {
    const raw = read(key)?.trim();
    return raw ? raw : undefined;
  };
  for (const key of ['from', 'to'] as const) {
    const day = value(key);
    if (day === undefined) continue;
    if (validDay(day)) filters[key] = day;
    else problems.push({ field: key, message: `${key} must be a day written YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}` });
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    problems.push({ field: 'to', message: 'to must not be before from' });
    delete filters.to;
  }
  const type = value('type');
  if (type !== undefined) {
    const types = listOf(type, TRANSACTION_TYPES);
    if (types) filters.type = types;
    else problems.push({ field: 'type', message: `type must be one or more of ${TRANSACTION_TYPES.join(', ')}` });
  }
  const status = value('status');
  if (status !== undefined) {
    const statuses = listOf(status, TRANSACTION_STATUSES);
    if (statuses) filters.status = statuses;
    else problems.push({ field: 'status', message: `status must be one or more of ${TRANSACTION_STATUSES.join(', ')}` });
  }
  const method = value('method');
  if (method !== undefined) {
    const methods = listOf(method, PAYMENT_METHODS);
    if (methods) filters.method = methods;
    else problems.push({ field: 'method', message: `method must be one or more of ${PAYMENT_METHODS.join(', ')}` });
  }
  for (const key of ['min', 'max'] as const) {
    const raw = value(key);
    if (raw === undefined) continue;
    if (/^\d{1,15}$/.test(raw)) filters[key] = Number(raw);
    else problems.push({ field: key, message: `${key} must be a whole number of minor units` });
  }
  if (filters.min !== undefined && filters.max !== undefined && filters.min > filters.max) {
    problems.push({ field: 'max', message: 'max must not be below min' });
    delete filters.max;
  }
  const q = value('q');
  if (q !== undefined) {
    if (q.length <= SEARCH_MAX) filters.q = q;
    else problems.push({ field: 'q', message: `q must be at most ${SEARCH_MAX} characters` });
  }
  return { filters, problems };
}

/** The filters as query parameters, in one order, only those set (for the URL and the API). */
export function activityFilterEntries(filters: ActivityFilters): [ActivityFilterKey, string][] {
  const entries: [ActivityFilterKey, string][] = [];
  if (filters.from) entries.push(['from', filters.from]);
  if (filters.to) entries.push(['to', filters.to]);
  if (filters.type?.length) entries.push(['type', filters.type.join(',')]);
  if (filters.status?.length) entries.push(['status', filters.status.join(',')]);
  if (filters.method?.length) entries.push(['method', filters.method.join(',')]);
  if (filters.min !== undefined) entries.push(['min', String(filters.min)]);
  if (filters.max !== undefined) entries.push(['max', String(filters.max)]);
  if (filters.q) entries.push(['q', filters.q]);
  return entries;
}

/** The same as a query string ("from=2026-03-01&status=completed"), without the "?". */
export function activityFiltersToQuery(filters: ActivityFilters): string {
  return activityFilterEntries(filters)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return activityFilterEntries(filters).length > 0;
}

/** The instants the day range covers: [fromAt, toBefore). */
export function activityTimeRange(filters: ActivityFilters): { fromAt?: Date; toBefore?: Date } {
  return {
    ...(filters.from ? { fromAt: new Date(`${filters.from}T00:00:00.000Z`) } : {}),
    ...(filters.to ? { toBefore: new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + DAY_MS) } : {}),
  };
}

/**
 * What a search looks for: the text, lower-cased, and, when it reads as a Sierra Leone number
 * (+232 76 123 456, 076123456, 76123456 or a part of one), its national digits.
 */
export function searchTerms(q: string): { text: string; digits: string | null } {
  const text = q.trim().toLowerCase();
  if (!/^[\d\s+()-]+$/.test(text)) return { text, digits: null };
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('232') && digits.length > 8) digits = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 9) digits = digits.slice(1);
  return { text, digits: digits.length >= 3 ? digits : null };
}

/** The offline filter: the same rules as the server's query, on the entries kept on the phone. */
export function matchesActivityFilters(entry: Transaction, filters: ActivityFilters): boolean {
  const { fromAt, toBefore } = activityTimeRange(filters);
  const at = Date.parse(entry.timestamp);
  if (fromAt && at < fromAt.getTime()) return false;
  if (toBefore && at >= toBefore.getTime()) return false;
  if (filters.type && !filters.type.includes(entry.type)) return false;
  if (filters.status && !filters.status.includes(entry.status)) return false;
  if (filters.method && !filters.method.includes(entry.paymentMethod)) return false;
  if (filters.min !== undefined && entry.amount < filters.min) return false;
  if (filters.max !== undefined && entry.amount > filters.max) return false;
  if (filters.q) {
    const { text, digits } = searchTerms(filters.q);
    const fields = [entry.reference, entry.transactionId, entry.id, entry.merchant ?? '', entry.recipient ?? ''].map((field) => field.toLowerCase());
    const textHit = fields.some((field) => field.includes(text));
    const digitHit = digits !== null && (entry.recipient ?? '').replace(/\D/g, '').includes(digits);
    if (!textHit && !digitHit) return false;
  }
  return true;
}

/**
 * Totals per currency of entries at hand (the phone's copy, offline), as the server sums them:
 * every entry counted, the money of completed ones summed (a failed or cancelled attempt moved
 * none). A copy saved before entries carried their money counts them with none.
 */
export function totalActivity(entries: readonly (Transaction & Partial<Pick<ActivityEntry, 'gross' | 'fee' | 'net'>>)[]): ActivityTotals[] {
  const byCurrency = new Map<Currency, ActivityTotals>();
  for (const entry of entries) {
    const totals = byCurrency.get(entry.currency) ?? { currency: entry.currency, count: 0, gross: 0, fee: 0, net: 0 };
    totals.count += 1;
    if (entry.status === 'completed') {
      totals.gross += entry.gross ?? 0;
      totals.fee += entry.fee ?? 0;
      totals.net += entry.net ?? 0;
    }
    byCurrency.set(entry.currency, totals);
  }
  // Codes are three capital letters: plain comparison, not localeCompare (which starts ICU's collator).
  return [...byCurrency.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}
