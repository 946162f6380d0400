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
 * PGlite's `query` with parameters is changed, at the top level under the same two locks it takes
 * (so a call never runs inside a transaction another caller holds open), and inside a transaction
 * (`transaction`'s own `query`) under the statement lock only, as PGlite's does there; `exec` and
 * statements without parameters run as before. At most `limit` texts are named per database
 * (texts that vary with their input cannot fill memory); 0 names nothing.
 *
 * Values are read with PGlite's own parsers. Drizzle passes a few of its own with every call
 * (timestamps as text), and PGlite merged them by copying its table of 318 parsers into a new
 * object on every call: 140 µs, a third of a one-row SELECT (issue 41). Here the caller's parsers
 * sit in front of PGlite's table instead (a lookup falls through to it), which reads the same.
 *
 * The answer's messages are cut out of the bytes the database writes by node-postgres's protocol
 * parser (pg-protocol), not PGlite's: PGlite copies each chunk twice and then every field of every
 * row into an ArrayBuffer of its own before decoding it, through getters over WeakMaps. Reading
 * with pg-protocol takes 14–25% off the server's CPU per page of the busy merchant's activity list
 * (issue 41, `npm run bench:api -- --seeded`, two pairs of runs: 1,742–1,750 → 1,318–1,497 µs,
 * 615–617 → 732–815 requests/s). The messages are the same (PGlite's parser is a port of that
 * one) and PGlite's parseResults turns them into rows as before. What PGlite would have done with
 * the other messages is done here: the first error is thrown once the answer is complete, and a
 * notification (a NOTIFY committed by a statement outside a transaction) goes to
 * `onNotification`, as PGlite gives the ones it reads to its `onNotification` listeners.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { BackendMessage, DatabaseError, NotificationResponseMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
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

/**
 * Sends `message` and reads the database's answer with pg-protocol's parser (see above): the
 * messages up to ReadyForQuery, without the error (thrown after the answer is read, as PGlite's
 * execProtocol does) and the notifications (handed to `onNotification` in a microtask, as PGlite
 * hands its own to its listeners).
 */
async function answerOf(client: PGlite, message: Uint8Array, onNotification: (channel: string, payload: string) => void): Promise<BackendMessage[]> {
  const messages: BackendMessage[] = [];
  let failure: DatabaseError | undefined;
  const parser = new Parser();
  await client.execProtocolRawStream(message, {
    syncToFs: false,
    // The chunk is a view of the database's memory, reused for the next one: the parser keeps a
    // message cut across two chunks, so it gets a copy.
    onRawData: (chunk) =>
      parser.parse(Buffer.from(chunk), (parsed) => {
        // pg-protocol's messages say what they are by name (its BackendMessage is not a union).
        if (parsed.name === 'error') failure ??= parsed as DatabaseError;
        else if (parsed.name === 'notification') {
          const { channel, payload } = parsed as NotificationResponseMessage;
          queueMicrotask(() => onNotification(channel, payload));
        } else messages.push(parsed);
      }),
  });
  if (failure) throw failure;
  return messages;
}

/**
 * Makes `client.query` prepare its parameterised statements (see above). `onNotification` gets
 * the notifications that arrive in their answers.
 */
export function preparePgliteStatements(client: PGlite, limit: number, onNotification: (channel: string, payload: string) => void): void {
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

  /** The caller's parsers in front of PGlite's table: the same lookups as merging them, without copying the table. */
  type Parsers = Parameters<typeof parse.parseResults>[1];
  function readOptions(options: QueryOptions | undefined): { parsers: Parsers; options: QueryOptions | undefined } {
    const table = client.parsers as Parsers;
    if (!options?.parsers) return { parsers: table, options };
    const parsers = Object.assign(Object.create(table) as Parsers, options.parsers);
    return { parsers, options: { ...options, parsers: undefined } };
  }

  /** One prepared call; the caller holds the locks it needs. `inTransaction`: no sync to disk (the COMMIT does it). */
  async function runHeld<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
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
    const messages = await answerOf(
      client,
      joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      onNotification,
    );
    // As PGlite's query does after a statement outside a transaction.
    if (!inTransaction) await client.syncToFs();
    const read = readOptions(options);
    // pg-protocol's messages have the names and fields of PGlite's, which parseResults reads.
    const [result] = parse.parseResults(messages as Parameters<typeof parse.parseResults>[0], read.parsers, read.options);
    if (!result) throw new Error('PGlite answered a prepared statement with no result');
    return result as Results<T>;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runHeld<T>(text, params, options, false)));
  }

  const prepares = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined): params is unknown[] =>
    params !== undefined && params.length > 0 && options?.blob === undefined && (statements.has(text) || statements.size < limit);

  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    prepares(text, params, options) ? run<T>(text, params, options) : unnamed<T>(text, params, options);

  // Inside a transaction PGlite's `query` takes the statement lock (the transaction's is held).
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const query = tx.query.bind(tx);
      const wrapped: Transaction = Object.create(tx) as Transaction;
      wrapped.query = async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
        if (!prepares(text, params, options)) return query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(() => runHeld<R>(text, params, options, true));
      };
      return callback(wrapped);
    });
}
