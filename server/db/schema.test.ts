/**
 * The schema-drift test: what the migrations build and what schema.ts declares must agree, so
 * Drizzle's types and queries describe the real tables. Columns (types, nullability), CHECK
 * constraints, foreign keys (with ON DELETE / ON UPDATE), unique constraints and indexes.
 * CHECK and index expressions are compared as PostgreSQL prints them back (pg_get_constraintdef,
 * pg_indexes), so schema.ts writes them in that form: `amount > 0`,
 * `status = ANY (ARRAY['a'::text, 'b'::text])`. A failure shows the database's text to copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, PgDialect, PgTable, type IndexedColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import * as schema from './schema.ts';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);
const dialect = new PgDialect();
const sqlText = (value: SQL) => dialect.sqlToQuery(value).sql;

/** `(a > 0)` → `a > 0`, only when the outer parentheses wrap the whole text. */
export function unwrap(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth === 0 && index < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

interface ConstraintRow {
  conname: string;
  contype: 'c' | 'f' | 'u';
  def: string;
}

describe('schema.ts and the migrations agree', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const constraintsOf = (name: string) =>
    testDb.database.withSession((session) =>
      session.query<ConstraintRow>(
        `SELECT c.conname, c.contype, pg_get_constraintdef(c.oid) AS def
         FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
         WHERE t.relname = $1 AND n.nspname = current_schema() AND c.contype IN ('c', 'f', 'u') ORDER BY c.conname`,
        [name],
      ),
    );

  const byName = (table: PgTable) => [getTableConfig(table).name, table] as const;

  // Issue 41 (0260): the server's connections plan prepared statements per call; our PL/pgSQL
  // functions and triggers keep the default inside, so their own statements keep their plans
  // (or, like activity_page (0320), one generic plan each, which is keeping them too).
  it('every PL/pgSQL function of the schema keeps its statements\' plans (plan_cache_mode = auto or force_generic_plan)', async () => {
    const functions = await testDb.database.withSession((session) =>
      session.query<{ name: string; config: string[] | null }>(
        `SELECT p.proname AS name, p.proconfig AS config FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
         WHERE p.pronamespace = current_schema()::regnamespace AND l.lanname = 'plpgsql' ORDER BY p.proname`,
      ),
    );
    expect(functions.map((fn) => fn.name)).toContain('ledger_apply_set');
    const keepsPlans = (config: string[]) => config.includes('plan_cache_mode=auto') || config.includes('plan_cache_mode=force_generic_plan');
    expect(functions.filter((fn) => !keepsPlans(fn.config ?? [])).map((fn) => fn.name)).toEqual([]);
  });

  // Issue 41 (0390): activity_entries_follow keeps one plan per statement for the life of a
  // connection, made the first time it runs, which may be on empty tables. The statements it runs,
  // planned as it plans them, must then be lookups by primary key: a plan that scans a table or
  // hash-joins it would be kept as the tables grow.
  it('the activity triggers\' kept plans are primary-key lookups, even planned on empty tables (0390)', async () => {
    const plans = await testDb.database.withSession(async (session) => {
      await session.query('SET plan_cache_mode = force_generic_plan');
      try {
        await session.query('PREPARE activity_follow_insert (uuid, smallint[]) AS SELECT * FROM activity_sources WHERE id = $1 AND branch = ANY ($2)');
        await session.query('PREPARE activity_follow_delete (uuid, smallint[]) AS DELETE FROM activity_entries WHERE id = $1 AND branch = ANY ($2)');
        const explain = async (name: string) =>
          (await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name} ('00000000-0000-4000-8000-000000000000', '{0,1,2,3,4}')`)).map((row) => row['QUERY PLAN']).join('\n');
        return [await explain('activity_follow_insert'), await explain('activity_follow_delete')];
      } finally {
        await session.query('DEALLOCATE ALL');
        await session.query('RESET plan_cache_mode');
      }
    });
    for (const plan of plans) {
      expect(plan).toContain('Index Scan');
      expect(plan).not.toMatch(/Seq Scan|Hash Join|Bitmap/);
    }
    // Each of the five branches looks its row up: payments twice, refunds twice, payouts once.
    expect(plans[0]?.match(/Index Scan using (payments_pkey|refunds_pkey|refunds_payer_activity_idx|payouts_pkey) on (payments|refunds|payouts) \w+\s+\(cost[^)]*\)\s+Index Cond: \(id = \$1\)/g)).toHaveLength(5);
  });

  it.each(tables.map(byName))('table %s has the same columns, types and nullability in the database', async (name, table) => {
    const rows = await testDb.database.withSession((session) =>
      session.query<{ column_name: string; is_nullable: string; udt_name: string }>(
        `SELECT column_name, is_nullable, udt_name FROM information_schema.columns
         WHERE table_name = $1 AND table_schema = current_schema() ORDER BY column_name`,
        [name],
      ),
    );
    const inDatabase = rows.map((row) => `${row.column_name} ${row.udt_name} ${row.is_nullable === 'NO' ? 'not null' : 'null'}`);
    const declared = getTableConfig(table)
      .columns.map((column) => {
        const udt = column.getSQLType().replace(/\(.*\)/, '').replace(/\[\]$/, '');
        const udtName = UDT_NAMES[udt] ?? udt;
        return `${column.name} ${column.getSQLType().endsWith('[]') ? `_${udtName}` : udtName} ${column.notNull ? 'not null' : 'null'}`;
      })
      .sort();
    expect(inDatabase).toEqual(declared);
  });

  it.each(tables.map(byName))('table %s has the same CHECK constraints', async (name, table) => {
    const inDatabase = (await constraintsOf(name))
      .filter((row) => row.contype === 'c')
      .map((row) => `${row.conname}: ${unwrap(row.def.replace(/^CHECK \((.*)\)$/s, '$1'))}`)
      .sort();
    const declared = getTableConfig(table)
      .checks.map((entry) => `${entry.name}: ${unwrap(sqlText(entry.value))}`)
      .sort();
    expect(inDatabase).toEqual(declared);
  });

  it.each(tables.map(byName))('table %s has the same foreign keys, with the same ON DELETE', async (name, table) => {
    const inDatabase = (await constraintsOf(name))
      .filter((row) => row.contype === 'f')
      .map((row) => row.def)
      .sort();
    const declared = getTableConfig(table)
      .foreignKeys.map((key) => {
        const reference = key.reference();
        const columns = reference.columns.map((column) => column.name).join(', ');
        const target = `${getTableConfig(reference.foreignTable).name}(${reference.foreignColumns.map((column) => column.name).join(', ')})`;
        // PostgreSQL prints only the actions that are not the default (NO ACTION).
        const onUpdate = key.onUpdate && key.onUpdate !== 'no action' ? ` ON UPDATE ${key.onUpdate.toUpperCase()}` : '';
        const onDelete = key.onDelete && key.onDelete !== 'no action' ? ` ON DELETE ${key.onDelete.toUpperCase()}` : '';
        return `FOREIGN KEY (${columns}) REFERENCES ${target}${onUpdate}${onDelete}`;
      })
      .sort();
    expect(inDatabase).toEqual(declared);
  });

  it.each(tables.map(byName))('table %s has the same unique constraints', async (name, table) => {
    const inDatabase = (await constraintsOf(name))
      .filter((row) => row.contype === 'u')
      .map((row) => row.def.replace(/^UNIQUE /, '').replace(/^NULLS NOT DISTINCT /, 'nulls not distinct '))
      .sort();
    const config = getTableConfig(table);
    const declared = [
      ...config.columns.filter((column) => column.isUnique).map((column) => `(${column.name})`),
      ...config.uniqueConstraints.map((entry) => `${entry.nullsNotDistinct ? 'nulls not distinct ' : ''}(${entry.columns.map((column) => column.name).join(', ')})`),
    ].sort();
    expect(inDatabase).toEqual(declared);
  });

  it.each(tables.map(byName))('table %s has the same indexes (name, uniqueness, columns, order, WHERE)', async (name, table) => {
    // Indexes that back a primary key or unique constraint are compared as those constraints.
    const rows = await testDb.database.withSession((session) =>
      session.query<{ indexname: string; indexdef: string }>(
        `SELECT i.indexname, i.indexdef FROM pg_indexes i
         WHERE i.tablename = $1 AND i.schemaname = current_schema()
           AND NOT EXISTS (
             SELECT 1 FROM pg_constraint c JOIN pg_class x ON x.oid = c.conindid
             WHERE x.relname = i.indexname AND c.contype IN ('p', 'u')
           )
         ORDER BY i.indexname`,
        [name],
      ),
    );
    const inDatabase = rows.map((row) => {
      const parts = /^CREATE (UNIQUE )?INDEX (\S+) ON \S+ USING (\w+) \((.*?)\)(?: WHERE (.*))?$/s.exec(row.indexdef);
      if (!parts) return row.indexdef;
      const [, unique, indexName, method, columns, where] = parts;
      return `${unique ? 'unique ' : ''}${indexName} ${method} (${columns})${where ? ` WHERE ${unwrap(where)}` : ''}`;
    }).sort();
    const declared = getTableConfig(table)
      .indexes.map(({ config }) => {
        const columns = config.columns
          .map((column) => ('name' in column ? `${column.name}${(column as IndexedColumn).indexConfig?.order === 'desc' ? ' DESC' : ''}` : sqlText(column as SQL)))
          .join(', ');
        const where = config.where ? ` WHERE ${unwrap(sqlText(config.where))}` : '';
        return `${config.unique ? 'unique ' : ''}${config.name} ${config.method ?? 'btree'} (${columns})${where}`;
      })
      .sort();
    expect(inDatabase).toEqual(declared);
  });
});

/** information_schema's udt_name for the SQL types Drizzle prints. */
const UDT_NAMES: Record<string, string> = {
  text: 'text',
  integer: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  uuid: 'uuid',
  jsonb: 'jsonb',
  json: 'json',
  'timestamp with time zone': 'timestamptz',
  timestamp: 'timestamp',
  date: 'date',
  varchar: 'varchar',
  serial: 'int4',
  bigserial: 'int8',
  bytea: 'bytea',
};
