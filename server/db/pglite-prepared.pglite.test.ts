/**
 * Issue 41: on PGlite, Drizzle's parameterised statements are prepared once (parsed once) and run
 * in one call into the database, with the answers PGlite's own query gives, within a bound, and
 * never inside a transaction another caller holds open. Always on PGlite, whatever database the
 * rest of the server suite runs on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, type Database, type Db } from './client.ts';
import { statementName } from './prepared-statements.ts';
import { users } from './schema.ts';
import { migratedTemplate } from '../test/pglite-template.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Names of the statements the database holds prepared. */
async function preparedNames(db: Db): Promise<string[]> {
  return rowsOf(await db.execute(sql`SELECT name FROM pg_prepared_statements ORDER BY name`)).map((row) => String(row.name));
}

describe('prepared statements on PGlite', () => {
  let prepared: Database;
  let unprepared: Database;
  let limited: Database;

  beforeAll(async () => {
    const template = await migratedTemplate();
    [prepared, unprepared, limited] = await Promise.all([
      openDatabase({ url: 'memory://', dataDir: '', loadDataDir: template }),
      openDatabase({ url: 'memory://', dataDir: '', loadDataDir: template, preparedStatements: 0 }),
      openDatabase({ url: 'memory://', dataDir: '', loadDataDir: template, preparedStatements: 1 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([prepared, unprepared, limited].map((database) => database.close()));
  });

  /** One statement with many types, nulls and arrays among its values. */
  const typed = (n: number) => sql`
    SELECT ${n}::int AS n, ${String(n * 1_000_000_007)}::bigint AS big, ${'12.50'}::numeric AS amount, ${true}::boolean AS yes,
           ${null}::text AS nothing, ${'2026-11-28T10:00:00.000Z'}::timestamptz AS at, ${JSON.stringify({ a: [1, 'two'] })}::jsonb AS doc,
           ${`{${randomUUID()},${randomUUID()}}`}::uuid[] AS ids, ${'Kissy Road'} || ${' ' + String(n)} AS text`;

  it('parses a statement once and answers what PGlite\'s own query answers', async () => {
    const name = statementName(new PgDialect().sqlToQuery(typed(0)).sql);
    expect(await preparedNames(prepared.db)).not.toContain(name);
    for (const n of [1, 2, 3]) {
      const [fromPrepared] = rowsOf(await prepared.db.execute(typed(n)));
      const [fromPlain] = rowsOf(await unprepared.db.execute(typed(n)));
      expect({ ...fromPrepared, ids: null }).toEqual({ ...fromPlain, ids: null });
      expect(fromPrepared?.ids).toHaveLength(2);
      expect(fromPrepared?.n).toBe(n);
    }
    // The statement is prepared once for its three calls; the unprepared database holds none.
    expect((await preparedNames(prepared.db)).filter((held) => held === name)).toEqual([name]);
    expect(await preparedNames(unprepared.db)).toEqual([]);
    // Drizzle's builders (rows as arrays, timestamps as Drizzle parses them) read the same.
    const id = randomUUID();
    const at = new Date('2026-11-28T09:30:00.000Z');
    for (const database of [prepared, unprepared]) {
      await database.db.insert(users).values({ id, phone: '+23276000111', createdAt: at, updatedAt: at });
    }
    const [viaPrepared] = await prepared.db.select({ id: users.id, phone: users.phone, createdAt: users.createdAt }).from(users).where(sql`${users.id} = ${id}`);
    const [viaPlain] = await unprepared.db.select({ id: users.id, phone: users.phone, createdAt: users.createdAt }).from(users).where(sql`${users.id} = ${id}`);
    expect(viaPrepared).toEqual(viaPlain);
    expect(viaPrepared?.createdAt.toISOString()).toBe(at.toISOString());
  });

  it('prepares the statements of a transaction too, with the same answers, kept after a rollback; a closed transaction refuses', async () => {
    const marker = randomUUID();
    const inTransaction = (n: number) => sql`SELECT ${n}::int AS n, ${marker}::text AS marker, ${'2026-11-28T10:00:00.000Z'}::timestamptz AS at, ${`{${marker}}`}::uuid[] AS ids`;
    const name = statementName(new PgDialect().sqlToQuery(inTransaction(0)).sql);
    const answers: Row[][] = [];
    for (const database of [prepared, unprepared]) {
      answers.push(await database.db.transaction(async (tx) => rowsOf(await tx.execute(inTransaction(7)))));
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.[0]).toMatchObject({ n: 7, marker, ids: [marker] });
    expect(await preparedNames(prepared.db)).toContain(name);
    // Prepared in a transaction that rolled back: the statement is still there and answers.
    const id = randomUUID();
    const at = new Date('2026-11-28T11:00:00.000Z');
    const rolledBack = await prepared.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ id, phone: '+23276000555', createdAt: at, updatedAt: at });
        // Drizzle's own parsers (timestamps as text, then its Date) apply inside a transaction too.
        const [row] = await tx.select({ createdAt: users.createdAt }).from(users).where(sql`${users.id} = ${id}`);
        expect(row?.createdAt.toISOString()).toBe(at.toISOString());
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(rowsOf(await prepared.db.execute(sql`SELECT count(*)::int AS count FROM users WHERE id = ${id}`))).toEqual([{ count: 0 }]);
    expect(rowsOf(await prepared.db.transaction((tx) => tx.execute(inTransaction(8))))[0]).toMatchObject({ n: 8 });
    // An error inside rolls the transaction back and the next one runs.
    const refused = await prepared.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ id, phone: '+23276000556', createdAt: at, updatedAt: at });
        await tx.insert(users).values({ id, phone: '+23276000557', createdAt: at, updatedAt: at });
      })
      .catch((error: unknown) => error);
    expect((refused as { cause?: unknown }).cause).toMatchObject({ code: '23505' });
    expect(rowsOf(await prepared.db.execute(sql`SELECT count(*)::int AS count FROM users WHERE id = ${id}`))).toEqual([{ count: 0 }]);
  });

  it('keeps at most its limit of statements and runs the rest unnamed, with the same answers', async () => {
    for (const n of [1, 2]) {
      expect(rowsOf(await limited.db.execute(sql`SELECT ${n}::int + 1 AS next`))).toEqual([{ next: n + 1 }]);
      expect(rowsOf(await limited.db.execute(sql`SELECT ${n}::int * 10 AS tenfold`))).toEqual([{ tenfold: n * 10 }]);
    }
    expect(await preparedNames(limited.db)).toHaveLength(1);
  });

  it('never runs inside a transaction another caller holds open: a rollback there leaves its write alone', async () => {
    const { db } = prepared;
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const kept = randomUUID();
    const rolledBack = randomUUID();
    const at = new Date();
    const transaction = db
      .transaction(async (tx) => {
        await tx.insert(users).values({ id: rolledBack, phone: '+23276000222', createdAt: at, updatedAt: at });
        inside();
        await held;
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await entered;
    // Sent while the transaction is open: it waits for it, then runs on its own.
    let written = false;
    const write = db
      .execute(sql`INSERT INTO users (id, phone, created_at, updated_at) VALUES (${kept}, ${'+23276000333'}, ${at.toISOString()}, ${at.toISOString()})`)
      .then(() => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toBe(false);
    release();
    expect(await transaction).toBeInstanceOf(Error);
    await write;
    const found = rowsOf(await db.execute(sql`SELECT id FROM users WHERE id IN (${kept}, ${rolledBack})`)).map((row) => row.id);
    expect(found).toEqual([kept]);
  });

  it('answers a refused write with the database\'s error, and the next statement runs', async () => {
    const { db } = prepared;
    const id = randomUUID();
    const at = new Date().toISOString();
    const insert = () => db.execute(sql`INSERT INTO users (id, phone, created_at, updated_at) VALUES (${id}, ${'+23276000444'}, ${at}, ${at})`);
    await insert();
    const refused = await insert().then(
      () => undefined,
      (error: unknown) => error,
    );
    // Drizzle wraps the database's error; its cause is what the services read (ledger.service.ts's pgError).
    expect((refused as { cause?: unknown }).cause).toMatchObject({ code: '23505', constraint: 'users_pkey' });
    expect(rowsOf(await db.execute(sql`SELECT count(*)::int AS count FROM users WHERE id = ${id}`))).toEqual([{ count: 1 }]);
  });

  it('reads a long answer that arrives in many pieces, multi-byte text and nulls included, as PGlite\'s own query does', async () => {
    // About 300 KB: the database writes it in pieces of a few KB, so rows and characters are cut
    // across pieces (pg-protocol's parser reads them, pglite-prepared.ts).
    const long = (rows: number) => sql`
      SELECT g AS n, repeat(${'Lè 1,000 — ŋ 🇸🇱 '}, (g % 7) + 1) || g::text AS note, CASE WHEN g % 5 = 0 THEN NULL ELSE g::bigint * 1000000007 END AS big,
             ${'2026-11-28T10:00:00.000Z'}::timestamptz + make_interval(secs => g) AS at
      FROM generate_series(1, ${rows}::int) AS g`;
    const fromPrepared = rowsOf(await prepared.db.execute(long(3_000)));
    const fromPlain = rowsOf(await unprepared.db.execute(long(3_000)));
    expect(fromPrepared).toHaveLength(3_000);
    expect(fromPrepared).toEqual(fromPlain);
    expect(fromPrepared[2_999]).toMatchObject({ n: 3_000, note: `${'Lè 1,000 — ŋ 🇸🇱 '.repeat(5)}3000`, big: null });
    expect(fromPrepared[1]?.big).toBe(2_000_000_014);
  });

  it('hands a NOTIFY committed by a prepared statement to the channel\'s listeners, as it does one PGlite reads, and stops after unlisten', async () => {
    const channel = `test_${randomUUID().replace(/-/g, '')}`;
    const heard: string[] = [];
    const unlisten = await prepared.listen(channel, (payload) => heard.push(payload));
    const heardAgain: string[] = [];
    const unlistenSecond = await prepared.listen(channel, (payload) => heardAgain.push(payload));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    // Outside a transaction the notification arrives in the prepared statement's own answer.
    await prepared.db.execute(sql`SELECT pg_notify(${channel}, ${'outside'})`);
    // Inside one it arrives with the COMMIT, which PGlite runs and reads itself.
    await prepared.db.transaction((tx) => tx.execute(sql`SELECT pg_notify(${channel}, ${'inside'})`));
    await settle();
    expect(heard).toEqual(['outside', 'inside']);
    expect(heardAgain).toEqual(['outside', 'inside']);
    await unlistenSecond();
    await prepared.db.execute(sql`SELECT pg_notify(${channel}, ${'one left'})`);
    await settle();
    expect(heard).toEqual(['outside', 'inside', 'one left']);
    expect(heardAgain).toEqual(['outside', 'inside']);
    await unlisten();
    await prepared.db.execute(sql`SELECT pg_notify(${channel}, ${'nobody'})`);
    await settle();
    expect(heard).toEqual(['outside', 'inside', 'one left']);
    // The last listener gone, the database no longer listens on the channel.
    expect(rowsOf(await prepared.db.execute(sql`SELECT pg_listening_channels() AS channel`)).map((row) => row.channel)).not.toContain(channel);
  });

  it('plans each call with its own values, as the server\'s PostgreSQL connections do', async () => {
    expect(rowsOf(await prepared.db.execute(sql`SHOW plan_cache_mode`))).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
  });
});
