/**
 * Issue 41, on PGlite whatever database the server tests are given: activity_page (0320) has a
 * body of its own on PGlite (names looked up for the page at once), so its pages are compared
 * here with the plain projection's, as seed-data.test.ts compares PostgreSQL's in CI: every time
 * range, cursor, mode and scope the dashboard's page read passes it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ActivityFilters } from '../../domain/activity-filters.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import type { Db } from '../db/client.ts';
import { listActivityRows } from '../modules/transactions/transactions.queries.ts';
import { seedBenchData, type SeedSummary } from './seed-data.ts';

let test: TestDatabase;
let db: Db;
let summary: SeedSummary;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  summary = await db.transaction((tx) => seedBenchData(tx as unknown as Db, { merchants: 6, payments: 1_200, busyPerMode: 400, batch: 97 }));
}, 120_000);

afterAll(async () => {
  await test.drop();
});

it('activity_page on PGlite gives the rows and order of the plain projection, page for page, names included', async () => {
  const day = 86_400_000;
  const deep = { at: new Date(Date.now() - 200 * day), id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
  const filterSets: ActivityFilters[] = [{}, { from: new Date(Date.now() - 90 * day).toISOString().slice(0, 10) }, { to: new Date(Date.now() - 30 * day).toISOString().slice(0, 10) }];
  let rowsCompared = 0;
  let named = 0;
  for (const scope of [
    { userId: summary.busyUserId, livemode: false },
    { userId: summary.busyUserId, livemode: true },
    { userId: summary.busyUserId, livemode: false, businessOnly: true },
  ]) {
    for (const filters of filterSets) {
      for (const options of [{ limit: 21 }, { limit: 21, after: deep }, { limit: 500 }]) {
        const plain = await listActivityRows(db, scope, filters, { ...options, shape: 'projection' });
        expect(await listActivityRows(db, scope, filters, options)).toEqual(plain);
        rowsCompared += plain.length;
        named += plain.filter((row) => row.merchantName !== null || row.payerFullName !== null).length;
      }
    }
  }
  expect(rowsCompared).toBeGreaterThan(1_000);
  // The looked-up names are part of what is compared, not all null on both sides.
  expect(named).toBeGreaterThan(0);
}, 120_000);
