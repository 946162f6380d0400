/**
 * The ledger auditor (DESIGN §7): re-derives every balance from the transfers and compares. Run by
 * `npm run ledger:audit`, by the tests and after every simulation. Other modules add their own
 * checks (e.g. payments: "every completed payment has exactly one settlement set") by passing
 * them in `extraChecks`; all checks read one snapshot, so a busy ledger audits consistently.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from './ledger.queries.ts';

export interface AuditCheck {
  /** What is checked, printed as is ("per currency, total debits equal total credits"). */
  name: string;
  /** One line per breach found; empty when the check holds. */
  run(db: Db): Promise<string[]>;
}

export interface AuditReport {
  checks: string[];
  breaches: string[];
}

async function rows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export const LEDGER_CHECKS: AuditCheck[] = [
  {
    name: 'per currency and mode, total debits equal total credits (posted and pending)',
    async run(db) {
      const found = await rows<{ currency: string; livemode: boolean; dp: string; cp: string; dpe: string; cpe: string }>(
        db,
        sql`SELECT currency, livemode, sum(debits_posted)::text AS dp, sum(credits_posted)::text AS cp,
                   sum(debits_pending)::text AS dpe, sum(credits_pending)::text AS cpe
            FROM ledger_accounts GROUP BY currency, livemode
            HAVING sum(debits_posted) <> sum(credits_posted) OR sum(debits_pending) <> sum(credits_pending)`,
      );
      return found.map(
        (row) =>
          `${row.currency}${row.livemode ? ' live' : ''}: debits posted ${row.dp} vs credits posted ${row.cp}, debits pending ${row.dpe} vs credits pending ${row.cpe}`,
      );
    },
  },
  {
    // A transfer names a user account by its id (shard 0) whichever of its rows it changed (0300),
    // so a user account is compared as the sum over its rows; a platform account row by row (its
    // transfers name the shard row). A transfer naming a user's credit shard has no stored side.
    name: "every account's stored balances (a user account's summed over its rows) equal the sums over its transfers",
    async run(db) {
      const found = await rows<{ id: string; stored: string; derived: string }>(
        db,
        sql`WITH legs (account_id, dp, cp, dpe, cpe) AS (
              SELECT debit_account_id,
                     CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint,
                     CASE kind WHEN 'pending' THEN amount WHEN 'single' THEN 0 ELSE -amount END, 0::bigint
              FROM ledger_transfers
              UNION ALL
              SELECT credit_account_id, 0::bigint,
                     CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint,
                     CASE kind WHEN 'pending' THEN amount WHEN 'single' THEN 0 ELSE -amount END
              FROM ledger_transfers
            ), sums AS (
              SELECT account_id, sum(dp) AS dp, sum(cp) AS cp, sum(dpe) AS dpe, sum(cpe) AS cpe FROM legs GROUP BY account_id
            ), stored AS (
              SELECT CASE WHEN owner_user_id IS NULL THEN id ELSE logical_id END AS account_id,
                     sum(debits_posted) AS dp, sum(credits_posted) AS cp, sum(debits_pending) AS dpe, sum(credits_pending) AS cpe
              FROM ledger_accounts GROUP BY 1
            )
            SELECT coalesce(stored.account_id, sums.account_id) AS id,
                   concat_ws('/', coalesce(stored.dp, 0), coalesce(stored.cp, 0), coalesce(stored.dpe, 0), coalesce(stored.cpe, 0)) AS stored,
                   concat_ws('/', coalesce(sums.dp, 0), coalesce(sums.cp, 0), coalesce(sums.dpe, 0), coalesce(sums.cpe, 0)) AS derived
            FROM stored FULL JOIN sums ON sums.account_id = stored.account_id
            WHERE coalesce(stored.dp, 0) <> coalesce(sums.dp, 0) OR coalesce(stored.cp, 0) <> coalesce(sums.cp, 0)
               OR coalesce(stored.dpe, 0) <> coalesce(sums.dpe, 0) OR coalesce(stored.cpe, 0) <> coalesce(sums.cpe, 0)
            ORDER BY 1`,
      );
      return found.map(
        (row) => `account ${row.id}: stored debits/credits posted/pending ${row.stored}, transfers say ${row.derived}`,
      );
    },
  },
  {
    name: 'no balance below zero, no user account over-drawn, nothing spent from a credit shard',
    async run(db) {
      const found = await rows<{ id: string; dp: string; cp: string; dpe: string; cpe: string }>(
        db,
        sql`SELECT id, debits_posted::text AS dp, credits_posted::text AS cp, debits_pending::text AS dpe, credits_pending::text AS cpe
            FROM ledger_accounts
            WHERE debits_posted < 0 OR credits_posted < 0 OR debits_pending < 0 OR credits_pending < 0
               OR (debits_must_not_exceed_credits AND debits_posted + debits_pending > credits_posted)
               OR (owner_user_id IS NOT NULL AND NOT debits_must_not_exceed_credits)
               OR (owner_user_id IS NOT NULL AND shard > 0 AND (debits_posted <> 0 OR debits_pending <> 0 OR credits_pending <> 0))
            ORDER BY id`,
      );
      return found.map((row) => `account ${row.id}: debits ${row.dp} + pending ${row.dpe} against credits ${row.cp} (pending in ${row.cpe})`);
    },
  },
  {
    name: 'every pending transfer is posted or voided at most once, and only pending transfers are',
    async run(db) {
      const found = await rows<{ pending_id: string; resolutions: string }>(
        db,
        sql`SELECT second.pending_id, string_agg(second.kind || ' ' || second.id, ', ' ORDER BY second.id) AS resolutions
            FROM ledger_transfers AS second LEFT JOIN ledger_transfers AS first ON first.id = second.pending_id
            WHERE second.pending_id IS NOT NULL
            GROUP BY second.pending_id, first.kind
            HAVING count(*) > 1 OR first.kind IS DISTINCT FROM 'pending'`,
      );
      return found.map((row) => `pending transfer ${row.pending_id}: resolved by ${row.resolutions}`);
    },
  },
  {
    name: "every transfer is in its accounts' currency and mode",
    async run(db) {
      const found = await rows<{ id: string }>(
        db,
        sql`SELECT transfer.id FROM ledger_transfers AS transfer
            JOIN ledger_accounts AS debit ON debit.id = transfer.debit_account_id
            JOIN ledger_accounts AS credit ON credit.id = transfer.credit_account_id
            WHERE debit.currency <> transfer.currency OR credit.currency <> transfer.currency OR debit.livemode <> credit.livemode
            ORDER BY transfer.id`,
      );
      return found.map((row) => `transfer ${row.id} crosses currencies or modes`);
    },
  },
];

/** Runs the ledger's checks and `extraChecks` on one snapshot. Never writes. */
export async function audit(db: Db, extraChecks: AuditCheck[] = []): Promise<AuditReport> {
  const checks = [...LEDGER_CHECKS, ...extraChecks];
  const run = async (tx: Db): Promise<AuditReport> => {
    const breaches: string[] = [];
    for (const check of checks) breaches.push(...(await check.run(tx)).map((breach) => `${check.name}: ${breach}`));
    return { checks: checks.map((check) => check.name), breaches };
  };
  return inTransaction(db, run, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
