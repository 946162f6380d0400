/**
 * Local mode's backup as docs/operations.md describes it (issue 40): stop the server, copy its
 * DATA_DIR folder, and a server started on the copy has every acknowledged write. The copy is
 * the backup; restoring is starting on it (or copying it back). PGlite only: PostgreSQL is backed
 * up with pg_dump, so the file is skipped with TEST_DATABASE_URL.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCall, signInOver, startServer, stopServer, type ServerProcess } from '../test/server-process.ts';

describe('a copy of a stopped server\'s PGlite folder (local mode only; PostgreSQL uses pg_dump)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'salone-backup-'));
  const live = path.join(root, 'data');
  const backup = path.join(root, 'backup');
  const env = (dataDir: string) => ({ DATA_DIR: dataDir, WEB_ROOT: path.join(root, 'no-web-build'), NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  const running: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of running) await stopServer(server, 'SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('starts a server with the data: the merchant profile and the session written before the stop', async () => {
    const first = await startServer(env(live), 600_000);
    running.push(first);
    const merchant = await signInOver(first.base, '30700111');
    expect((await apiCall(first.base, 'PUT', '/merchant-profile', { token: merchant.token, body: { businessName: 'Backed Up Bakery', category: 'Food' } })).status).toBe(200);
    // Stopped as systemd stops it (SIGTERM: drained, database closed), then copied.
    await stopServer(first, 'SIGTERM');
    expect(first.child.exitCode).toBe(0);
    cpSync(live, backup, { recursive: true });
    // What happens to the original afterwards does not touch the copy.
    rmSync(live, { recursive: true, force: true });

    const restored = await startServer(env(backup), 600_000);
    running.push(restored);
    const profile = await apiCall<{ businessName: string }>(restored.base, 'GET', '/merchant-profile', { token: merchant.token });
    expect([profile.status, profile.body.data?.businessName]).toEqual([200, 'Backed Up Bakery']);
  }, 1_300_000);
});
