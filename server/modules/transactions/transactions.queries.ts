/**
 * The activity list as one SQL projection (DESIGN §7: payments, refunds and payouts, never a
 * table of its own), so filters, search, totals and the CSV export run in the database over the
 * union and keyset pagination stays exact. Each branch gives a row the user's side of the money:
 * gross (in +, out −), the fee charged to the user, and net = gross − fee, the balance change.
 * transactions.test.ts checks its rows, filters and totals through the API.
 */
import { sql, type SQL } from 'drizzle-orm';
import { activityTimeRange, searchTerms, type ActivityFilters } from '../../../domain/activity-filters.ts';
import { isUuid } from '../../../domain/ids.ts';
import { PAYMENT_DISPLAY_STATUS } from '../../../domain/payment-status.ts';
import type { Db } from '../../db/client.ts';
import { checkedSum } from '../../db/exact-sum.ts';

export interface ActivityScope {
  userId: string;
  livemode: boolean;
  /**
   * Only the business's side: money received, refunds given, payouts. For API keys, which a
   * merchant hands to their own server or a bookkeeping tool: the owner's own purchases from
   * other merchants (and refunds of them) are not the business's records.
   */
  businessOnly?: boolean;
}

/** One projected row, raw: the service turns it into the wire shape. */
export interface ActivityRow {
  id: string;
  type: 'payment' | 'received' | 'transfer' | 'refund';
  at: Date;
  createdAt: Date;
  status: string;
  amount: number;
  currency: string;
  method: string;
  provider: string;
  merchantName: string | null;
  payerFullName: string | null;
  payerName: string | null;
  payerPhone: string | null;
  accountName: string | null;
  destination: string | null;
  description: string;
  reference: string;
  transactionId: string;
  gross: number;
  fee: number;
  net: number;
  /** Issue 35: the member (name, else phone) who made it; null for the business's founder, payers, API keys, rows before teams. */
  memberName: string | null;
}

/** A status code as an SQL literal: codes are lower-case words (checked), so quoting is all it needs. */
function statusLiteral(code: string): SQL {
  if (!/^[a-z_]+$/.test(code)) throw new Error(`not a status code: ${code}`);
  return sql.raw(`'${code}'`);
}

/**
 * The CASE arms of domain/payment-status.ts's one table, built once, as literals: the same in
 * every statement, so they are not sixteen parameters bound on every read, and the planner
 * sees constants.
 */
const DISPLAY_STATUS_ARMS = sql.join(
  Object.entries(PAYMENT_DISPLAY_STATUS).map(([raw, shown]) => sql`WHEN ${statusLiteral(raw)} THEN ${statusLiteral(shown)}`),
  sql` `,
);

/** The payments table's statuses as the list shows them: domain/payment-status.ts's one table. */
function paymentDisplayStatus(column: SQL): SQL {
  return sql`(CASE ${column} ${DISPLAY_STATUS_ARMS} ELSE ${column} END)`;
}

const txnRef = (prefix: string | SQL, id: SQL) => sql`(${prefix} || upper(substr(replace(${id}::text, '-', ''), 1, 12)))`;

/** A search's LIKE patterns: the text, and the digits of a phone number when it is one. */
interface SearchPatterns {
  like: string;
  digits: string | null;
}

/**
 * The text a received payment carries itself, as payments_search_idx (migration 0230) indexes it
 * (the same expression, or the planner cannot use the index): every field the search reads from
 * the payment row, lower-cased, so a match in any of them is a match in this text.
 */
const PAYMENT_SEARCH_TEXT = sql`lower(p.reference || ' ' || p.id::text || ' txn' || substr(replace(p.id::text, '-', ''), 1, 12) || ' ' || coalesce(p.payer_name, '') || ' ' || coalesce(p.payer_phone, ''))`;

/**
 * Issue 41: the received payments a search can match, from indexes: those whose own text holds
 * the term (payments_search_idx), and those of a signed-in payer, whose name and number are in
 * users (payments_merchant_signed_in_payer_idx). A superset of the matches (a guest payment's
 * name and number are its own columns); the search's own condition (filterConditions) decides.
 */
function searchCandidates({ like, digits }: SearchPatterns): SQL {
  const hits = [sql`${PAYMENT_SEARCH_TEXT} LIKE ${like}`];
  if (digits) hits.push(sql`${PAYMENT_SEARCH_TEXT} LIKE ${digits}`);
  return sql`(${sql.join(hits, sql` OR `)} OR p.payer_user_id IS NOT NULL)`;
}

function searchPatterns(filters: ActivityFilters): SearchPatterns | undefined {
  if (!filters.q) return undefined;
  const { text, digits } = searchTerms(filters.q);
  return { like: containing(text), digits: digits ? containing(digits) : null };
}

/**
 * The branches of the activity: the user's payments (paid and received), refunds (given and got)
 * and payouts, each a SELECT of the same columns in the same order. Adding a column means adding
 * it to every branch here (and to ActivityRow / toActivityRow below); the list, totals and
 * export all read these branches. activity_entries (migration 0270) holds their rows, kept from
 * its view activity_sources, which must give what these give (seed-data.test.ts compares pages).
 */
function activityBranches(scope: ActivityScope, search?: SearchPatterns): SQL[] {
  return BRANCHES.map((branch) => activityBranch(scope, branch, search));
}

/** The branches, numbered as activity_entries numbers them (migration 0270). */
const BRANCHES = [0, 1, 2, 3, 4] as const;

/** One branch of the activity (activityBranches): only the ones a read needs are built. */
function activityBranch(scope: ActivityScope, branch: (typeof BRANCHES)[number], search?: SearchPatterns): SQL {
  const { userId, livemode } = scope;
  // The payer's branches match nobody for a business-only scope.
  const asPayer = scope.businessOnly ? sql`FALSE` : sql`TRUE`;
  const payerFee = sql`(CASE WHEN p.fee_bearer = 'payer' THEN p.fee ELSE 0 END)`;
  const payerFullName = sql`(SELECT u.full_name FROM users u WHERE u.id = p.payer_user_id)`;
  const payerPhone = sql`coalesce(p.payer_phone, (SELECT u.phone FROM users u WHERE u.id = p.payer_user_id))`;
  const memberOf = (createdBy: SQL) => sql`(SELECT coalesce(u.full_name, u.phone) FROM users u WHERE u.id = ${createdBy})`;
  switch (branch) {
    case 0:
      return sql`
    SELECT p.id, 'payment'::text AS type, p.status_changed_at AS at, p.created_at, ${paymentDisplayStatus(sql`p.status`)} AS status,
           p.total AS amount, p.currency, p.method, p.provider, m.business_name AS merchant_name,
           NULL::text AS payer_full_name, NULL::text AS payer_name, NULL::text AS payer_phone, NULL::text AS account_name, NULL::text AS destination,
           p.description, p.reference, ${txnRef('TXN', sql`p.id`)} AS transaction_id,
           -(p.total - ${payerFee}) AS gross, ${payerFee} AS fee, -p.total AS net,
           m.business_name AS search_name, NULL::text AS search_phone, NULL::text AS member_name
    FROM payments p JOIN merchant_profiles m ON m.user_id = p.merchant_id
    WHERE ${asPayer} AND p.payer_user_id = ${userId} AND p.livemode = ${livemode}`;
    case 1:
      return sql`
    SELECT p.id, 'received', p.status_changed_at, p.created_at, ${paymentDisplayStatus(sql`p.status`)},
           p.amount, p.currency, p.method, p.provider, NULL,
           ${payerFullName}, p.payer_name, p.payer_phone, NULL, NULL,
           p.description, p.reference, ${txnRef('TXN', sql`p.id`)},
           p.total, p.fee, p.net,
           concat_ws(' ', ${payerFullName}, p.payer_name), ${payerPhone}, ${memberOf(sql`NULLIF(p.created_by, p.merchant_id)`)}
    FROM payments p
    WHERE p.merchant_id = ${userId} AND p.payer_user_id IS DISTINCT FROM ${userId} AND p.livemode = ${livemode}${search ? sql` AND ${searchCandidates(search)}` : sql``}`;
    case 2:
      return sql`
    SELECT r.id, 'refund', r.status_changed_at, r.created_at, r.status,
           r.amount, r.currency, p.method, p.provider, NULL,
           ${payerFullName}, p.payer_name, p.payer_phone, NULL, NULL,
           'Refund: ' || p.description, p.reference, ${txnRef('TXN', sql`r.id`)},
           -r.amount, 0, -r.amount,
           concat_ws(' ', ${payerFullName}, p.payer_name), ${payerPhone}, ${memberOf(sql`NULLIF(r.created_by, r.merchant_id)`)}
    -- Each refund's payment by its key (OFFSET 0 keeps the lookup a lookup): a plain join let the
    -- planner hash the whole payments table for a page or a search of a busy merchant's refunds.
    FROM refunds r JOIN LATERAL (SELECT * FROM payments p WHERE p.id = r.payment_id OFFSET 0) p ON TRUE
    WHERE r.merchant_id = ${userId} AND r.livemode = ${livemode}`;
    case 3:
      return sql`
    SELECT r.id, 'refund', r.status_changed_at, r.created_at, r.status,
           r.amount, r.currency, p.method, p.provider, m.business_name,
           NULL, NULL, NULL, NULL, NULL,
           'Refund: ' || p.description, p.reference, ${txnRef('TXN', sql`r.id`)},
           r.amount, 0, r.amount,
           m.business_name, NULL, NULL
    -- The refunds of the user's own purchases, from their own index (refunds_payer_activity_idx,
    -- issue 41: a refund carries its payment's payer), each one's payment by its key (OFFSET 0
    -- keeps the lookup a lookup). Before, every purchase the user ever made was walked to its
    -- refunds, on every page.
    FROM refunds r JOIN LATERAL (SELECT * FROM payments p WHERE p.id = r.payment_id OFFSET 0) p ON TRUE
    JOIN merchant_profiles m ON m.user_id = r.merchant_id
    WHERE ${asPayer} AND r.payer_user_id = ${userId} AND r.merchant_id <> ${userId} AND r.livemode = ${livemode}`;
    case 4:
      return sql`
    SELECT po.id, 'transfer', po.status_changed_at, po.created_at, po.status,
           po.amount, po.currency, po.method, po.provider, NULL,
           NULL, NULL, NULL, po.account_name, po.destination,
           '', po.reference, ${txnRef('PO', sql`po.id`)},
           -po.net, po.fee, -po.amount,
           po.account_name, po.destination, NULL
    FROM payouts po
    WHERE po.merchant_id = ${userId} AND po.livemode = ${livemode}`;
  }
}

/** The branches' columns, in order (the first branch names them; a branch read alone is given these names). */
const ACTIVITY_COLUMNS = sql.raw(
  [
    'id', 'type', 'at', 'created_at', 'status', 'amount', 'currency', 'method', 'provider', 'merchant_name',
    'payer_full_name', 'payer_name', 'payer_phone', 'account_name', 'destination', 'description', 'reference', 'transaction_id',
    'gross', 'fee', 'net', 'search_name', 'search_phone', 'member_name',
  ].join(', '),
);

/** What a listed row carries (toActivityRow reads these): the branches' columns but those only a search reads. */
const LISTED_COLUMNS = sql.raw(
  [
    'a.id', 'a.type', 'a.at', 'a.created_at', 'a.status', 'a.amount', 'a.currency', 'a.method', 'a.provider', 'a.merchant_name',
    'a.payer_full_name', 'a.payer_name', 'a.payer_phone', 'a.account_name', 'a.destination', 'a.description', 'a.reference', 'a.transaction_id',
    'a.gross', 'a.fee', 'a.net', 'a.member_name',
  ].join(', '),
);

/** An entry's status as the list shows it: a payment's mapped (branches 0 and 1), the rest as stored. */
function entryStatus(entry: SQL): SQL {
  return sql`(CASE WHEN ${entry}.branch <= 1 THEN ${paymentDisplayStatus(sql`${entry}.status`)} ELSE ${entry}.status END)`;
}

/**
 * The user's entries in one mode from activity_entries (migration 0270): each entry's branch, id,
 * time and the columns the filters and totals read, kept by triggers in the money change's own
 * transaction and audited against the branches (ACTIVITY_AUDIT_CHECKS). A page's keys or a
 * month's totals are then one index-only range (activity_entries_owner_idx) instead of five
 * branches planned, run and merged. `branch` numbers the branches of activityBranches, in order.
 */
function activityEntries(scope: ActivityScope): SQL {
  return sql`
    SELECT e.branch, e.id, e.type, e.at, ${entryStatus(sql`e`)} AS status,
           e.method, e.amount, e.currency, e.gross, e.fee, e.net
    FROM activity_entries e
    WHERE ${ownedBy(scope, sql`e`)}`;
}

/** The scope's entries of activity_entries aliased `entry`. */
function ownedBy(scope: ActivityScope, entry: SQL): SQL {
  // The payer's branches (0 what they paid, 3 refunds they got) are not a business's records.
  const businessOnly = scope.businessOnly ? sql` AND ${entry}.branch IN (1, 2, 4)` : sql``;
  return sql`${entry}.owner_id = ${scope.userId} AND ${entry}.livemode = ${scope.livemode}${businessOnly}`;
}

/**
 * An activity_entries row (aliased `entry`) as the list shows it: the stored columns, the
 * display status and transaction id, and the names people and businesses can change, looked up
 * for the row (so a page pays for its own rows' names only).
 */
function entryColumns(entry: SQL): SQL {
  return sql`${entry}.id, ${entry}.type, ${entry}.at, ${entry}.created_at, ${entryStatus(entry)} AS status, ${entry}.amount, ${entry}.currency, ${entry}.method, ${entry}.provider,
             (SELECT m.business_name FROM merchant_profiles m WHERE m.user_id = ${entry}.merchant_id) AS merchant_name,
             (SELECT u.full_name FROM users u WHERE u.id = ${entry}.payer_user_id) AS payer_full_name,
             ${entry}.payer_name, ${entry}.payer_phone, ${entry}.account_name, ${entry}.destination, ${entry}.description, ${entry}.reference,
             ${txnRef(sql`(CASE WHEN ${entry}.branch = 4 THEN 'PO' ELSE 'TXN' END)`, sql`${entry}.id`)} AS transaction_id,
             ${entry}.gross, ${entry}.fee, ${entry}.net,
             (SELECT coalesce(u.full_name, u.phone) FROM users u WHERE u.id = ${entry}.member_id) AS member_name`;
}

/** Filters that read only an entry's time (a range, a cursor): what activity_entries_owner_idx is ordered by. */
function onlyTimeAndCursor(filters: ActivityFilters): boolean {
  return !filters.type?.length && !filters.status?.length && !filters.method?.length && filters.min === undefined && filters.max === undefined && !filters.q;
}

/** The union of the branches: what the totals aggregate when a search reads the text columns (and what the comparisons check activity_entries against). */
function activitySource(scope: ActivityScope, search?: SearchPatterns): SQL {
  return sql.join(activityBranches(scope, search), sql` UNION ALL `);
}

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The filters as conditions on an activity row aliased `a`, and as a WHERE clause (empty without any). */
function filterConditions(filters: ActivityFilters, after?: { at: Date; id: string }, onlyId?: string): { conditions: SQL[]; clause: SQL } {
  const conditions: SQL[] = [];
  if (onlyId) conditions.push(sql`a.id = ${onlyId}::uuid`);
  const { fromAt, toBefore } = activityTimeRange(filters);
  if (fromAt) conditions.push(sql`a.at >= ${fromAt.toISOString()}::timestamptz`);
  if (toBefore) conditions.push(sql`a.at < ${toBefore.toISOString()}::timestamptz`);
  const anyOf = (column: SQL, values: readonly string[]) => sql`${column} IN (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
  if (filters.type?.length) conditions.push(anyOf(sql`a.type`, filters.type));
  if (filters.status?.length) conditions.push(anyOf(sql`a.status`, filters.status));
  if (filters.method?.length) conditions.push(anyOf(sql`a.method`, filters.method));
  if (filters.min !== undefined) conditions.push(sql`a.amount >= ${filters.min}`);
  if (filters.max !== undefined) conditions.push(sql`a.amount <= ${filters.max}`);
  if (filters.q) {
    const { text, digits } = searchTerms(filters.q);
    const like = containing(text);
    const hits = [
      sql`lower(a.reference) LIKE ${like}`,
      sql`lower(a.transaction_id) LIKE ${like}`,
      sql`a.id::text LIKE ${containing(text)}`,
      sql`lower(coalesce(a.search_name, '')) LIKE ${like}`,
    ];
    if (digits) hits.push(sql`coalesce(a.search_phone, '') LIKE ${containing(digits)}`);
    conditions.push(sql`(${sql.join(hits, sql` OR `)})`);
  }
  if (after) conditions.push(sql`(a.at, a.id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`);
  return { conditions, clause: conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql`` };
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toActivityRow(row: Record<string, unknown>): ActivityRow {
  return {
    id: String(row.id),
    type: String(row.type) as ActivityRow['type'],
    at: new Date(row.at as string | Date),
    createdAt: new Date(row.created_at as string | Date),
    status: String(row.status),
    amount: Number(row.amount),
    currency: String(row.currency),
    method: String(row.method),
    provider: String(row.provider),
    merchantName: text(row.merchant_name),
    payerFullName: text(row.payer_full_name),
    payerName: text(row.payer_name),
    payerPhone: text(row.payer_phone),
    accountName: text(row.account_name),
    destination: text(row.destination),
    description: String(row.description),
    reference: String(row.reference),
    transactionId: String(row.transaction_id),
    gross: checkedSum(row.gross),
    fee: checkedSum(row.fee),
    net: checkedSum(row.net),
    memberName: text(row.member_name),
  };
}

/**
 * A page of the filtered activity, newest change first, strictly after the keyset `after`.
 * Each branch is filtered, ordered and cut to the page size on its own (issue 41), so it reads
 * its own index (payments_merchant_mode_activity_idx, refunds_merchant_idx, payouts_merchant_idx, …)
 * in order and stops after a page instead of projecting a merchant's whole history; the page is
 * then the newest of those few rows: the same rows as ordering the whole union.
 *
 * `shape` (issue 41), how a page without a search is read:
 * - 'entries' (the default): from activity_entries (migration 0270). A page whose filters read
 *   only time (a range, a cursor) is one ordered range of its owner index, projected as it is
 *   read; other filters go keys first.
 * - 'keys-first': the page's keys from an index-only range of activity_entries (the filters read
 *   its included columns), its rows by primary key.
 * Either way the names people and businesses can change are looked up for the page's rows alone.
 * With a search, the page's keys come from the branches (which hold the text searched), then
 * those rows projected. 'projection' is the form before (each branch projected, then cut):
 * seed-data.test.ts and `npm run bench:list-compare` check the shapes give the same rows.
 */
export type ListShape = 'entries' | 'keys-first' | 'projection';

export async function listActivityRows(
  db: Db,
  scope: ActivityScope,
  filters: ActivityFilters,
  // searchIndex false: a search reads the branches as before issue 41 (the comparisons use it).
  options: { limit: number; after?: { at: Date; id: string }; id?: string; searchIndex?: boolean; shape?: ListShape },
): Promise<ActivityRow[]> {
  const where = filterConditions(filters, options.after, options.id);
  const search = options.searchIndex === false ? undefined : searchPatterns(filters);
  // One entry by id (issue 41): one probe of activity_entries' primary key, whose owner and mode
  // pick the branch, and that row projected; the filters, if any, apply to the projected row.
  if (options.id && (options.shape ?? 'entries') !== 'projection' && !filters.q) {
    return rowsOf(
      await db.execute(sql`
        SELECT a.* FROM (SELECT ${entryColumns(sql`e`)} FROM activity_entries e WHERE e.id = ${options.id}::uuid AND ${ownedBy(scope, sql`e`)}) a
        ${where.clause}
        ORDER BY a.at DESC, a.id DESC
        LIMIT ${options.limit}`),
    ).map(toActivityRow);
  }
  // Else (the plain projection, a search) each branch by its primary key: no per-branch order to keep.
  if (options.id) {
    const entries = activityBranches(scope, search).map((branch) => sql`(SELECT a.* FROM (${branch}) AS a (${ACTIVITY_COLUMNS}) ${where.clause})`);
    return rowsOf(await db.execute(sql`SELECT a.* FROM (${sql.join(entries, sql` UNION ALL `)}) a ORDER BY a.at DESC, a.id DESC LIMIT ${options.limit}`)).map(toActivityRow);
  }
  const cut = (branch: SQL, columns: SQL) => sql`(SELECT ${columns} FROM (${branch}) AS a (${ACTIVITY_COLUMNS}) ${where.clause} ORDER BY a.at DESC, a.id DESC LIMIT ${options.limit})`;
  if (options.shape === 'projection') {
    const pages = activityBranches(scope, search).map((branch) => cut(branch, sql`a.*`));
    const result = await db.execute(sql`
      SELECT a.* FROM (${sql.join(pages, sql` UNION ALL `)}) a
      ORDER BY a.at DESC, a.id DESC
      LIMIT ${options.limit}`);
    return rowsOf(result).map(toActivityRow);
  }
  if ((options.shape ?? 'entries') === 'entries' && onlyTimeAndCursor(filters)) {
    // The dashboard's pages (issue 41): the newest entries of a time range, or those after a
    // cursor, are one range of activity_entries_owner_idx read in order, its rows projected as
    // they come and the scan stopped at the page's size, by activity_page (0320_activity_page.sql),
    // whose statement keeps one plan per connection instead of being planned per request.
    const { fromAt, toBefore } = activityTimeRange(filters);
    const result = await db.execute(sql`
      SELECT * FROM activity_page(${scope.userId}::uuid, ${scope.livemode}, ${scope.businessOnly === true},
        ${fromAt?.toISOString() ?? null}::timestamptz, ${toBefore?.toISOString() ?? null}::timestamptz,
        ${options.after?.at.toISOString() ?? null}::timestamptz, ${options.after?.id ?? null}::uuid, ${options.limit}::int)`);
    return rowsOf(result).map(toActivityRow);
  }
  if (!filters.q) {
    // The page's keys from one index-only range of activity_entries (the filters read its
    // included columns), then those entries by their primary key.
    const result = await db.execute(sql`
      SELECT ${entryColumns(sql`e`)}
      FROM (SELECT a.branch, a.id, a.at FROM (${activityEntries(scope)}) a ${where.clause} ORDER BY a.at DESC, a.id DESC LIMIT ${options.limit}) k
      JOIN activity_entries e ON e.id = k.id AND e.branch = k.branch
      ORDER BY k.at DESC, k.id DESC`);
    return rowsOf(result).map(toActivityRow);
  }
  // A search reads the text of every branch: the page's keys (its rows' branches, disjoint: a
  // row is in one branch only, and ids), then those rows projected.
  const keys = sql`SELECT k.branch, k.id FROM (${sql.join(
    activityBranches(scope, search).map((branch, index) => cut(branch, sql`${index}::int AS branch, a.id, a.at`)),
    sql` UNION ALL `,
  )}) k ORDER BY k.at DESC, k.id DESC LIMIT ${options.limit}`;
  const found = rowsOf(await db.execute(keys));
  if (found.length === 0) return [];
  // Then those rows, projected: only the branches the page holds, each read by its primary key.
  // A branch's ids are one array parameter, so the statement's text depends only on which
  // branches the page holds (a prepared statement per shape, not per page size).
  const idsOf = new Map<(typeof BRANCHES)[number], string[]>();
  for (const key of found) {
    const branch = BRANCHES[Number(key.branch)];
    const id = String(key.id);
    if (branch === undefined || !isUuid(id)) throw new Error(`activity_entries gave an unknown key: ${String(key.branch)} ${id}`);
    idsOf.set(branch, [...(idsOf.get(branch) ?? []), id]);
  }
  const rows = [...idsOf].map(
    ([branch, ids]) =>
      sql`(SELECT ${LISTED_COLUMNS} FROM (${activityBranch(scope, branch, search)}) AS a (${ACTIVITY_COLUMNS}) WHERE a.id = ANY (${`{${ids.join(',')}}`}::uuid[]))`,
  );
  const result = await db.execute(sql`SELECT a.* FROM (${sql.join(rows, sql` UNION ALL `)}) a ORDER BY a.at DESC, a.id DESC`);
  return rowsOf(result).map(toActivityRow);
}

export interface ActivityTotalsRow {
  currency: string;
  count: number;
  gross: number;
  fee: number;
  net: number;
}

/**
 * Per currency: how many entries the filtered set holds, and the gross, fees and net of those
 * that completed (money that moved; a failed or cancelled attempt charged nothing).
 */
export async function sumActivity(
  db: Db,
  scope: ActivityScope,
  filters: ActivityFilters,
  // lean (the default): from activity_entries. The branches give the same totals, slower:
  // bench:totals-compare and transactions.test.ts check they agree.
  options: { lean?: boolean } = {},
): Promise<ActivityTotalsRow[]> {
  const result = await db.execute(sql`
    SELECT a.currency, count(*)::int AS count,
           coalesce(sum(a.gross) FILTER (WHERE a.status = 'completed'), 0)::text AS gross,
           coalesce(sum(a.fee) FILTER (WHERE a.status = 'completed'), 0)::text AS fee,
           coalesce(sum(a.net) FILTER (WHERE a.status = 'completed'), 0)::text AS net
    FROM (${(options.lean ?? true) && !filters.q ? activityEntries(scope) : activitySource(scope, options.lean === false ? undefined : searchPatterns(filters))}) a
    ${filterConditions(filters).clause}
    GROUP BY a.currency ORDER BY a.currency`);
  return rowsOf(result).map((row) => ({
    currency: String(row.currency),
    count: Number(row.count),
    gross: checkedSum(row.gross),
    fee: checkedSum(row.fee),
    net: checkedSum(row.net),
  }));
}
