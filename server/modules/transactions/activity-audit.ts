/**
 * The activity list's index (activity_entries, migration 0270) against the money tables: every
 * entry the payments, refunds and payouts give (the view activity_sources) is there with the same
 * owner, mode, time, status, amounts and texts, and there is no other. Its triggers write it in the
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
           OR (s.owner_id, s.livemode, s.type, s.at, s.created_at, s.status, s.method, s.provider, s.amount, s.currency, s.gross, s.fee, s.net,
               s.description, s.reference, s.merchant_id, s.payer_user_id, s.payer_name, s.payer_phone, s.account_name, s.destination, s.member_id)
              IS DISTINCT FROM
              (e.owner_id, e.livemode, e.type, e.at, e.created_at, e.status, e.method, e.provider, e.amount, e.currency, e.gross, e.fee, e.net,
               e.description, e.reference, e.merchant_id, e.payer_user_id, e.payer_name, e.payer_phone, e.account_name, e.destination, e.member_id)
        ORDER BY 1, 2
        LIMIT ${LISTED}`)) as unknown as { rows: { id: string; branch: number; extra: boolean; missing: boolean }[] };
      return found.rows.map((row) => {
        const what = row.missing ? 'has no entry' : row.extra ? 'is an entry no money row gives' : 'has an entry that differs from it';
        return `${row.id} (branch ${row.branch}) ${what}`;
      });
    },
  },
];
