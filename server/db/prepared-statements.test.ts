/**
 * Issue 41: on PostgreSQL a pooled connection prepares the statements Drizzle sends (parsed once,
 * planned once when a generic plan is as good), within a bound, and leaves what cannot be
 * prepared as it was. Needs a PostgreSQL server: CI runs this project on one (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema.ts';
import type { Db } from './client.ts';
import { CUSTOM_PLANS, namingClient, statementName } from './prepared-statements.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { testDatabaseUrl } from '../test/test-env.ts';
import { listActivityRows } from '../modules/transactions/transactions.queries.ts';

interface Prepared {
  name: string;
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

const showPlanCacheMode = async (db: Db) => ((await db.execute(sql`SHOW plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] }).rows[0]?.plan_cache_mode;

describe.runIf(testDatabaseUrl())('prepared statements on PostgreSQL', () => {
  let testDb: TestDatabase;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await testDb.drop();
  });

  async function connect(limit: number): Promise<{ client: pg.Client; db: Db }> {
    const NamingClient = namingClient(limit);
    const client = new NamingClient({ connectionString: testDb.url, options: CUSTOM_PLANS });
    await client.connect();
    clients.push(client);
    return { client, db: drizzle(client, { schema }) as unknown as Db };
  }

  const prepared = async (client: pg.Client): Promise<Prepared[]> =>
    (await client.query<Prepared>('SELECT name, statement, generic_plans::text, custom_plans::text FROM pg_prepared_statements ORDER BY name')).rows;

  it("plans every call with its own values on the server's connections", async () => {
    expect(await showPlanCacheMode(testDb.database.db)).toBe('force_custom_plan');
  });

  it('parses the activity list once per connection, and plans each call with its values', async () => {
    const { client, db } = await connect(200);
    const scope = { userId: randomUUID(), livemode: false };
    for (let run = 0; run < 8; run += 1) {
      expect(await listActivityRows(db, scope, {}, { limit: 21, shape: 'projection' })).toEqual([]);
    }
    const statements = await prepared(client);
    expect(statements).toHaveLength(1);
    const [list] = statements;
    expect(list?.name).toBe(statementName(list?.statement ?? ''));
    expect(list?.statement).toContain('UNION ALL');
    // Parsed once (one statement, eight runs), planned every run: no generic plan (prepared-statements.ts).
    expect(list).toMatchObject({ custom_plans: '8', generic_plans: '0' });
  });

  it('keeps at most its limit of statements and runs the rest unnamed, with the same answers', async () => {
    const { client, db } = await connect(2);
    const answers: unknown[] = [];
    for (const value of [1, 2, 3, 3]) {
      const text = value === 1 ? sql`SELECT ${value}::int AS n` : value === 2 ? sql`SELECT ${value}::int + 0 AS n` : sql`SELECT ${value}::int + 0 + 0 AS n`;
      answers.push(((await db.execute(text)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    }
    expect(answers).toEqual([1, 2, 3, 3]);
    const statements = await prepared(client);
    expect(statements.map((row) => row.statement).sort()).toEqual(['SELECT $1::int + 0 AS n', 'SELECT $1::int AS n']);
  });

  it('leaves statements without parameters and plain-text scripts unprepared, so several statements still run at once', async () => {
    const { client, db } = await connect(200);
    await db.execute(sql`SELECT 1`);
    await client.query('CREATE TEMP TABLE scratch (n int); INSERT INTO scratch VALUES (1), (2)');
    const total = await client.query<{ total: string }>('SELECT sum(n)::text AS total FROM scratch');
    expect(total.rows[0]?.total).toBe('3');
    expect(await prepared(client)).toEqual([]);
  });

  it('prepares nothing with a limit of 0 (a pooler in transaction mode)', async () => {
    const { client, db } = await connect(0);
    await db.execute(sql`SELECT ${1}::int AS n`);
    await listActivityRows(db, { userId: randomUUID(), livemode: true }, {}, { limit: 5 });
    expect(await prepared(client)).toEqual([]);
  });
});
