/**
 * The activity list's index (activity_entries, migration 0270) against the money tables: every
 * entry the payments, refunds and payouts give (the view activity_sources) is there with the same
 * owner, mode, time, status and amounts, and there is no other. Its triggers write it in the
 * money change's own transaction; this check, run with the ledger's by the tests, the simulations
 * and `npm run ledger:audit`, proves they did.
 */
import { sql } from 'drizzle-orm';
import type { AuditCheck } from '../ledger/ledger.service.ts';

/** At most this many breaches are listed (one broken trigger would otherwise list every row). */
const LISTED = 100;

export const ACTIVITY_AUDIT_CHECKS: AuditCheck[] = [
  {
    name: 'the activity list holds exactly the entries its payments, refunds and payouts give',
    async run(db) {
      const found = (await db.execute(sql`
        SELECT coalesce(s.id, e.id) AS id, coalesce(s.branch, e.branch) AS branch, s.id IS NULL AS extra, e.id IS NULL AS missing
        FROM activity_sources s FULL JOIN activity_entries e ON e.id = s.id AND e.branch = s.branch
        WHERE s.id IS NULL OR e.id IS NULL
           OR (s.owner_id, s.livemode, s.type, s.at, s.status, s.method, s.amount, s.currency, s.gross, s.fee, s.net)
              IS DISTINCT FROM (e.owner_id, e.livemode, e.type, e.at, e.status, e.method, e.amount, e.currency, e.gross, e.fee, e.net)
        ORDER BY 1, 2
        LIMIT ${LISTED}`)) as unknown as { rows: { id: string; branch: number; extra: boolean; missing: boolean }[] };
      return found.rows.map((row) => {
        const what = row.missing ? 'has no entry' : row.extra ? 'is an entry no money row gives' : 'has an entry that differs from it';
        return `${row.id} (branch ${row.branch}) ${what}`;
      });
    },
  },
];
