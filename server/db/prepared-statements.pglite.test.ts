/**
 * Issue 41: embedded PGlite prepares the statements Drizzle sends outside a transaction (parsed
 * once, then bound and run), within a bound, with the same answers and errors as PGlite's own query.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.ts';
import { migratedTemplate } from '../test/pglite-template.ts';
import { listActivityRows } from '../modules/transactions/transactions.queries.ts';
import { users } from './schema.ts';

interface Prepared {
  name: string;
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

async function open(preparedStatements: number): Promise<Database> {
  return openDatabase({ url: 'memory://', dataDir: '', loadDataDir: await migratedTemplate(), pglitePreparedStatements: preparedStatements });
}

const rows = async <T,>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const preparedIn = (database: Database) => rows<Prepared>(database, sql`SELECT name, statement, generic_plans::text, custom_plans::text FROM pg_prepared_statements ORDER BY name`);

describe('prepared statements on PGlite', () => {
  let prepared: Database;
  let plain: Database;
  beforeAll(async () => {
    [prepared, plain] = await Promise.all([open(200), open(0)]);
  });
  afterAll(async () => {
    await Promise.all([prepared.close(), plain.close()]);
  });

  it('parses the activity list once, and plans each call with its values', async () => {
    const scope = { userId: randomUUID(), livemode: false };
    for (let run = 0; run < 8; run += 1) {
      expect(await listActivityRows(prepared.db, scope, {}, { limit: 21, shape: 'projection' })).toEqual([]);
    }
    const list = (await preparedIn(prepared)).filter((row) => row.statement.includes('UNION ALL'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ custom_plans: '8', generic_plans: '0' });
    expect(await preparedIn(plain)).toEqual([]);
    expect(await rows(prepared, sql`SHOW plan_cache_mode`)).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
  });

  it('answers as PGlite itself does: every kind of value in and out, nulls, twice over', async () => {
    const id = randomUUID();
    const at = new Date('2026-03-02T09:00:00.123Z');
    const query = sql`SELECT ${id}::uuid AS id, ${at.toISOString()}::timestamptz AS at, ${9_007_199_254_740_991}::bigint AS big,
      ${true}::boolean AS yes, ${null}::text AS nothing, ${'Le 1,000 "quoted"'}::text AS words, ${JSON.stringify({ a: [1, 2] })}::jsonb AS doc,
      ${12.5}::numeric AS decimal`;
    for (let run = 0; run < 2; run += 1) expect(await rows(prepared, query)).toEqual(await rows(plain, query));
    const written = randomUUID();
    const phone = `+2327${String(Date.now()).slice(-7)}`;
    for (const database of [prepared, plain]) {
      const [row] = await database.db.insert(users).values({ id: written, phone, createdAt: at, updatedAt: at }).returning();
      expect(row).toMatchObject({ id: written, phone, createdAt: at });
    }
  });

  it('raises the database error of a failed statement, and the next statements run', async () => {
    const id = randomUUID();
    const phone = `+2328${String(Date.now()).slice(-7)}`;
    const insert = () => prepared.db.insert(users).values({ id, phone, createdAt: new Date(), updatedAt: new Date() });
    await insert();
    await expect(insert()).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) as unknown });
    await expect(prepared.db.execute(sql`SELECT nosuchcolumn FROM users WHERE id = ${id}`)).rejects.toThrow(/nosuchcolumn/);
    // The same bad text again: refused again for what it says (not for a name already taken).
    await expect(prepared.db.execute(sql`SELECT nosuchcolumn FROM users WHERE id = ${id}`)).rejects.toThrow(/nosuchcolumn/);
    expect(await rows(prepared, sql`SELECT phone FROM users WHERE id = ${id}`)).toEqual([{ phone }]);
  });

  it('leaves transactions to PGlite, and keeps at most its limit', async () => {
    const small = await open(2);
    try {
      await small.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT ${1}::int AS n`);
      });
      expect(await preparedIn(small)).toEqual([]);
      const answers: unknown[] = [];
      for (const query of [sql`SELECT ${1}::int AS n`, sql`SELECT ${2}::int + 0 AS n`, sql`SELECT ${3}::int + 0 + 0 AS n`, sql`SELECT ${4}::int AS n`]) {
        answers.push((await rows<{ n: number }>(small, query))[0]?.n);
      }
      expect(answers).toEqual([1, 2, 3, 4]);
      expect((await preparedIn(small)).map((row) => row.statement).sort()).toEqual(['SELECT $1::int + 0 AS n', 'SELECT $1::int AS n']);
    } finally {
      await small.close();
    }
  });
});
