import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { ChangedMigrationError, listMigrations, migrate, MIGRATIONS_DIR } from './migrate.ts';

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

  it('refuses to start when an applied migration was edited, and names the file', async () => {
    testDb = await createTestDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'salone-migrations-'));
    for (const file of listMigrations()) copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    // Unchanged files: nothing to apply, nothing refused.
    expect(await migrate(testDb.database, dir)).toEqual({ applied: [] });
    const first = listMigrations()[0] ?? '';
    writeFileSync(path.join(dir, first), '-- edited after it ran\nSELECT 1;\n');
    const refused = migrate(testDb.database, dir);
    await expect(refused).rejects.toThrow(ChangedMigrationError);
    await expect(migrate(testDb.database, dir)).rejects.toThrow(`Migration ${first} was changed after this database applied it`);
  });

  it('learns the checksums of a database migrated before they were kept', async () => {
    testDb = await createTestDatabase();
    await testDb.database.db.execute(sql`update schema_migrations set checksum = null`);
    expect(await migrate(testDb.database)).toEqual({ applied: [] });
    const recorded = await testDb.database.db.execute<{ missing: number }>(sql`select count(*)::int as missing from schema_migrations where checksum is null`);
    expect((recorded as unknown as { rows: { missing: number }[] }).rows[0]?.missing).toBe(0);
  });
});
