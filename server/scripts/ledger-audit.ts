/**
 * `npm run ledger:audit`: opens the database the way the server does (server/config.ts: PGlite in
 * DATA_DIR, or DATABASE_URL), runs the auditor, prints each check and each breach, and exits 1 on
 * any breach (2 when it cannot run). Like the server, it first migrates (a fresh install audits
 * clean); the audit itself only reads. PGlite allows one process at a time, so stop
 * the server first in local mode; on PostgreSQL it runs beside live servers on one snapshot.
 * Checks of other modules join here through `extraChecks` (e.g. the payments module's).
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { audit, type AuditCheck } from '../modules/ledger/ledger.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import { REFUND_AUDIT_CHECKS } from '../modules/payments/refunds.service.ts';
import { ACTIVITY_AUDIT_CHECKS } from '../modules/transactions/activity-audit.ts';
import { PAYOUT_AUDIT_CHECKS } from '../modules/payouts/payouts.service.ts';

const extraChecks: AuditCheck[] = [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS, ...ACTIVITY_AUDIT_CHECKS];

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const report = await audit(database.db, extraChecks);
    process.stdout.write(`Ledger audit (${database.kind}):\n`);
    for (const check of report.checks) {
      const breaches = report.breaches.filter((breach) => breach.startsWith(`${check}: `));
      process.stdout.write(`  ${breaches.length === 0 ? 'ok    ' : 'BREACH'} ${check}\n`);
      for (const breach of breaches) process.stdout.write(`         ${breach.slice(check.length + 2)}\n`);
    }
    process.stdout.write(report.breaches.length === 0 ? 'No breach found.\n' : `${report.breaches.length} breach(es) found.\n`);
    process.exitCode = report.breaches.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof Error ? error.message : String(error);
  process.stderr.write(`ledger:audit could not run: ${message}\n`);
  process.exit(2);
});
