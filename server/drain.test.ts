/**
 * Graceful drain (issue 40), by spawning the real server as `npm start` runs it: SIGTERM arrives
 * while 20 requests are in flight (headers and half a body sent) and a live stream is open. The
 * process stops accepting new connections, ends the stream with a retry hint, answers all 20,
 * and exits 0 within SHUTDOWN_GRACE_SECONDS. Runs on PGlite (a DATA_DIR of its own) or, with
 * TEST_DATABASE_URL, on a PostgreSQL database of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/test-env.ts';
import { freshDatabase, type FreshDatabase } from './test/fresh-database.ts';
import { holdRequest } from './test/in-flight.ts';
import { signInOver, startServer, stopServer, type ServerProcess } from './test/server-process.ts';

const GRACE_SECONDS = 15;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM drains the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-drain-'));
  let database: FreshDatabase | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    const url = testDatabaseUrl();
    database = url ? await freshDatabase(url, 'salone_drain') : undefined;
    server = await startServer({
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web-build'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
  }, 180_000);

  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('answers all 20 requests in flight, ends the live stream with a retry hint, refuses new connections, exits 0 within the grace', async () => {
    const { token } = await signInOver(server.base, '30500111');
    // A live stream, open when the signal comes.
    const stream = await fetch(`${server.base}/api/v1/events/stream`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    let streamed = '';
    const streamEnded = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return streamed;
        streamed += new TextDecoder().decode(value);
      }
    })();

    // 20 sign-in code requests (20 numbers), each mid-body when SIGTERM arrives.
    const held = Array.from({ length: 20 }, (_, i) => holdRequest(server.base, '/api/v1/auth/phone/login', { phone: `3051${String(i).padStart(4, '0')}` }));
    // All 20 read by the server (a sleep was not enough on a loaded machine: a request still unread
    // when the signal came was dropped with its connection, ECONNRESET).
    await Promise.all(held.map((request) => request.received));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.child.once('exit', (code) => resolve({ code, at: Date.now() })));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(500);

    // Stopped accepting: a new connection is refused while the 20 are still being served.
    await expect(fetch(`${server.base}/api/v1/health`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();
    // The live stream ended, its last words a retry hint.
    expect(await streamEnded).toMatch(/: server restarting, reconnect\nretry: \d+\n\n$/);

    for (const request of held) request.finish();
    const answers = await Promise.all(held.map((request) => request.answer));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000);
  }, 60_000);
});
