/**
 * Migrations move an existing local installation forward: a database seeded by the old demo
 * data (hand-inserted rows, before the money core) gets real sandbox payments at its next start,
 * keeps its linked accounts, and audits clean.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { calculateFee } from '../../../domain/fees.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../db/migrate.ts';
import { linkedAccounts } from '../../db/schema.ts';
import { startJobs, type Jobs } from '../../jobs/jobs.ts';
import { ensureDemoMerchant } from '../auth/demo-merchant.service.ts';
import { audit } from '../ledger/ledger.service.ts';
import { createActivityService } from '../payments/activity.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { DEMO_PAYMENTS, ensureDemoData } from './demo-data.service.ts';

describe('an installation from before the money core', () => {
  let database: Database | undefined;
  let jobs: Jobs | undefined;
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it('migrates forward and is seeded with real payments, keeping its accounts', { timeout: 120_000 }, async () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), 'salone-old-migrations-'));
    for (const file of listMigrations().filter((name) => name < '0010')) cpSync(path.join(MIGRATIONS_DIR, file), path.join(oldDir, file));
    database = await openDatabase({ url: 'memory://', dataDir: '' });
    await migrate(database, oldDir);
    const { userId } = await ensureDemoMerchant(database.db);
    const at = new Date();
    // Raw SQL: the table as it was then (today's Drizzle schema has columns that came later).
    await database.withSession((s) =>
      s.query("INSERT INTO linked_accounts (id, user_id, type, provider, account_number, account_name, is_default, created_at) VALUES ($1, $2, 'mobile_money', 'Orange Money', '076123456', 'Aminata Kamara', true, $3)", [randomUUID(), userId, at]),
    );

    const { applied } = await migrate(database);
    expect(applied).toContain('0020_merchants_payments.sql');
    jobs = await startJobs(database.db);
    expect(await ensureDemoData(database.db, userId, { jobs, secret: 'x'.repeat(32) })).toBe(true);

    expect(await database.db.select().from(linkedAccounts)).toHaveLength(1);
    const activity = createActivityService(database.db);
    expect((await activity.listActivity(userId, { limit: 100 })).items).toHaveLength(DEMO_PAYMENTS.length);
    // The demo shop's money came only through the ledger: each sale in leones, less its fee.
    const sales = DEMO_PAYMENTS.filter((payment) => payment.customer && payment.end === 'completed' && (payment.currency ?? 'SLE') === 'SLE');
    expect(sales.length).toBeGreaterThanOrEqual(6);
    const takings = sales.reduce((sum, sale) => sum + calculateFee({ amount: sale.major * 100, currency: 'SLE', method: sale.method }).net, 0);
    expect(takings).toBe(999_000 - 13_000); // Le 9,990 of sales, Le 130 of fees
    expect(await activity.balance(userId)).toEqual(expect.arrayContaining([{ currency: 'SLE', available: takings, pending: 0 }]));
    expect((await audit(database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });
});
