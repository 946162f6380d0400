/**
 * Opens the database: embedded PGlite (files in DATA_DIR, or memory://) by default, or a real
 * PostgreSQL server when DATABASE_URL is set. Both are exposed as one Drizzle type, so queries and
 * migrations run unchanged on either.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { claimDataDir, ensureWritableDataDir, tightenDataDir } from './data-dir.ts';
import { CUSTOM_PLANS, namingClient } from './prepared-statements.ts';
import { PGLITE_CUSTOM_PLANS, preparePgliteStatements } from './pglite-prepared.ts';
import { takeTurns } from './pglite-turns.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** One connection held for a unit of work: `query` takes parameters, `script` several statements. */
export interface RawSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  script(text: string): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one dedicated connection (migrations need the lock and DDL on one session). */
  withSession<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel` (the live stream's wake-ups, issue 17): PostgreSQL on a dedicated client
   * outside the pool, reconnected with backoff (`onReconnect` then runs, since notifications sent
   * while it was away are lost); PGlite through its own `listen`. Returns the unsubscribe.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the data folder as an uncompressed tarball (what `loadDataDir` starts from). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only (issue 40's metrics): the pool's connections, idle ones and queued checkouts. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; `memory://` or undefined for PGlite. */
  url: string | undefined;
  dataDir: string;
  /** Postgres only: the schema to put first on the search_path (isolated test runs). */
  searchPath?: string;
  /**
   * `memory://` only: start from this PGlite data folder (a `dumpDataDir` tarball) instead of
   * running initdb. Tests load one migrated template: ~0.6 s instead of ~3 s per database.
   */
  loadDataDir?: Blob;
  /**
   * How many statements a pooled PostgreSQL connection (server/db/prepared-statements.ts), or
   * PGlite (server/db/pglite-prepared.ts), keeps prepared (parsed once); 0 prepares none.
   * Default 200.
   */
  preparedStatements?: number;
}

/**
 * PGlite's start parameters plus smaller shared buffers (PostgreSQL's default is 128 MB): 16 MB
 * holds this product's working set and saves ~110 MB of resident memory (README, "Memory").
 */
// pg_trgm (issue 41, migration 0230): the activity search's trigram index. Every PGlite this
// process opens loads it, as a PostgreSQL server has it from its contrib package.
// plan_cache_mode: plans per call for the statements server/db/pglite-prepared.ts prepares, as on the server's connections.
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', ...PGLITE_CUSTOM_PLANS], extensions: { pg_trgm } };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && options.url !== 'memory://') {
    const prepared = options.preparedStatements ?? 200;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A server that does not answer must fail start-up (and requests) quickly, not hang.
      connectionTimeoutMillis: 2_000,
      Client: namingClient(prepared),
      // Prepared statements are planned with each call's values (server/db/prepared-statements.ts).
      options: [prepared > 0 ? CUSTOM_PLANS : '', options.searchPath ? `-c search_path=${options.searchPath}` : ''].filter(Boolean).join(' ') || undefined,
    });
    // An idle client that errors (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withSession(work) {
        const client = await pool.connect();
        try {
          return await work({
            async query<Row>(text: string, params?: unknown[]) {
              const result = await client.query(text, params);
              return result.rows as Row[];
            },
            async script(text) {
              await client.query(text);
            },
          });
        } finally {
          client.release();
        }
      },
      listen: (channel, onNotify, onReconnect) => listenOnPostgres(options, channel, onNotify, onReconnect),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
      async close() {
        await pool.end();
      },
    };
  }

  let client: PGlite;
  let release = () => {};
  if (options.url === 'memory://') {
    client = new PGlite(options.loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir: options.loadDataDir } : PGLITE_OPTIONS);
    await client.waitReady;
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    ensureWritableDataDir(dir);
    // One process per folder: a second one refused here, before it touches the files.
    release = claimDataDir(options.dataDir);
    try {
      const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
      client = new PGlite(dir, PGLITE_OPTIONS);
      await client.waitReady;
      if (fresh) {
        // Creating a data folder runs initdb, whose ~350 MB stay allocated for the life of that
        // instance; a second instance on the now-initialised folder starts without them.
        await client.close();
        client = new PGlite(dir, PGLITE_OPTIONS);
        await client.waitReady;
      }
      // PGlite's file layer gives the files initdb made (and a few it rewrites) 0666/0644 whatever
      // the umask: narrow them once they exist. The folder itself is 0700 throughout.
      tightenDataDir(options.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  }
  const notifications = pgliteNotifications(client);
  preparePgliteStatements(client, options.preparedStatements ?? 200, notifications.deliver);
  // Calls waiting for the one connection take turns, oldest request first (issue 41).
  takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is a single connection, so every call is already one session.
    async withSession(work) {
      return work({
        async query<Row>(text: string, params?: unknown[]) {
          const result = await client.query(text, params);
          return result.rows as Row[];
        },
        async script(text) {
          await client.exec(text);
        },
      });
    },
    listen: (channel, onNotify) => notifications.listen(channel, onNotify),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * LISTEN on PGlite, with the listeners kept here rather than in PGlite: a notification reaches
 * them whether PGlite read it (its `onNotification`) or the prepared statements did
 * (pglite-prepared.ts reads their answers itself). LISTEN when a channel gets its first listener,
 * UNLISTEN when its last one goes.
 */
function pgliteNotifications(client: PGlite): {
  deliver: (channel: string, payload: string) => void;
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
} {
  /** Per channel: its listeners and its LISTEN (the first listener's; the others wait for it too). */
  type Channel = { listeners: Set<(payload: string) => void>; listening: Promise<unknown> };
  const channels = new Map<string, Channel>();
  const deliver = (channel: string, payload: string) => {
    for (const listener of channels.get(channel)?.listeners ?? []) listener(payload);
  };
  client.onNotification(deliver);
  /** Removes a listener; true when it was its channel's last (the caller then UNLISTENs). */
  const forget = (channel: string, entry: Channel, listener: (payload: string) => void): boolean => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0 || channels.get(channel) !== entry) return false;
    channels.delete(channel);
    return true;
  };
  return {
    deliver,
    async listen(channel, onNotify) {
      // A listener of its own, so the same function given twice is two listeners, each removed once.
      const listener = (payload: string) => onNotify(payload);
      let entry = channels.get(channel);
      if (!entry) {
        entry = { listeners: new Set(), listening: client.exec(`LISTEN ${quoteIdentifier(channel)}`) };
        channels.set(channel, entry);
      }
      entry.listeners.add(listener);
      try {
        await entry.listening;
      } catch (error) {
        forget(channel, entry, listener);
        throw error;
      }
      const subscribed = entry;
      return async () => {
        if (forget(channel, subscribed, listener) && !client.closed) await client.exec(`UNLISTEN ${quoteIdentifier(channel)}`);
      };
    },
  };
}

/** Channel names are ours (constants), never user input; quoted as identifiers all the same. */
function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * One pg client that only LISTENs (a pooled client would return to the pool and lose it). When
 * the connection drops it reconnects with backoff (250 ms doubling to 10 s) until unsubscribed.
 */
async function listenOnPostgres(
  options: DatabaseOptions,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 2_000 });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    // A lost connection: try again later (an error without 'end' is followed by one).
    client.on('error', () => undefined);
    client.on('end', () => {
      if (current === client) current = undefined;
      if (!stopped) scheduleRetry();
    });
    await client.connect();
    await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = 250;
  };
  const scheduleRetry = (): void => {
    if (retryTimer || stopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => onReconnect?.(),
        () => {
          delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
          scheduleRetry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/** A real round trip to the database; throws when it is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
