import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import * as schema from './schema.ts';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);

describe('schema.ts and the migrations agree', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    'table %s has the same columns, types and nullability in the database',
    async (name, table) => {
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
    },
  );
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
