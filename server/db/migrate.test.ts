import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { listMigrations, migrate } from './migrate.ts';

describe('migrate', () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.drop();
    testDb = undefined;
  });

  it('applies every migration once and nothing on the next start', async () => {
    testDb = await createTestDatabase();
    const recorded = await testDb.database.db.execute<{ name: string }>(sql`select name from schema_migrations order by name`);
    const names = (recorded as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names).toEqual(listMigrations());
    expect(await migrate(testDb.database)).toEqual({ applied: [] });
  });

  it('runs two starts at once without applying anything twice', async () => {
    testDb = await createTestDatabase();
    const results = await Promise.all([migrate(testDb.database), migrate(testDb.database)]);
    expect(results.flatMap((result) => result.applied)).toEqual([]);
  });
});
