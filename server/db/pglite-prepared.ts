/**
 * Issue 41: prepared statements on PGlite, as server/db/prepared-statements.ts gives PostgreSQL.
 *
 * PGlite's own `query` sends every parameterised statement unnamed, in six calls into the
 * database (parse, describe, bind, describe, execute, sync), so each call parses and analyses
 * the statement again: for the activity list (a 2 KB statement) that was most of a page's time
 * in local mode. Here a statement is parsed once (its text gets a name, as on PostgreSQL), and
 * each call is one call into the database: bind, describe, execute and sync together. Plans stay
 * per call (`plan_cache_mode = force_custom_plan`, set when the database starts, as on the
 * server's connections).
 *
 * Only PGlite's top-level `query` with parameters is changed, under the same two locks it takes
 * (so a call never runs inside a transaction another caller holds open); `exec`, transactions
 * and statements without parameters run as before. At most `limit` texts are named per database
 * (texts that vary with their input cannot fill memory); 0 names nothing.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { statementName } from './prepared-statements.ts';

/** The session setting that keeps plans per call (the same as CUSTOM_PLANS), as PGlite start parameters. */
export const PGLITE_CUSTOM_PLANS = ['-c', 'plan_cache_mode=force_custom_plan'];

interface Statement {
  name: string;
  /** Parameter type ids, as the database described them (each value is serialised for its type). */
  types: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Makes `client.query` prepare its parameterised statements (see above). */
export function preparePgliteStatements(client: PGlite, limit: number): void {
  if (limit <= 0) return;
  const { serialize } = protocol;
  const statements = new Map<string, Statement>();
  const unnamed = client.query.bind(client);

  async function describe(text: string): Promise<Statement> {
    const name = statementName(text);
    const { messages } = await client.execProtocol(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    const described = messages.find((message) => message.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    return { name, types: described?.dataTypeIDs ?? [] };
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (!statement) {
          statement = await describe(text);
          statements.set(text, statement);
        }
        const { types } = statement;
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = types[index] ?? 0;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        // As PGlite's query does after a statement outside a transaction.
        await client.syncToFs();
        const [result] = parse.parseResults(messages, client.parsers, options);
        if (!result) throw new Error('PGlite answered a prepared statement with no result');
        return result as Results<T>;
      }),
    );
  }

  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (params === undefined || params.length === 0 || options?.blob !== undefined) return unnamed<T>(text, params, options);
    if (!statements.has(text) && statements.size >= limit) return unnamed<T>(text, params, options);
    return run<T>(text, params, options);
  };
}
