/**
 * Crash safety of the embedded default (PGlite in DATA_DIR): the server process is killed with
 * SIGKILL while 20 clients each have a write in flight, then started again on the same directory.
 * It must start, and every write it acknowledged must be there. Writes are of both kinds: updates
 * (profile saves) and inserts (sign-ins creating a user and a session).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../domain/api-contract.ts';
import { startServer, stopServer, type ServerProcess } from '../test/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-crash-'));
const env = {
  DATA_DIR: dataDir,
  // No built PWA needed: only the API is exercised.
  WEB_ROOT: path.join(dataDir, 'no-web-build'),
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
};
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(base: string, method: string, url: string, body?: object, token?: string): Promise<Response> {
  return fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** Sign-in as a client does it; returns the token once the server has acknowledged it. */
async function signIn(base: string, phone: string): Promise<string> {
  const send = await call(base, 'POST', '/auth/phone/login', { phone });
  if (!send.ok) throw new Error(`send ${send.status}`);
  const outbox = (await (await call(base, 'GET', `/dev/messages?to=%2B232${phone}`)).json()) as { data: DevMessage[] };
  const code = outbox.data[0]?.code ?? '';
  const verify = await call(base, 'POST', '/auth/phone/verify-otp', { phone, code });
  if (!verify.ok) throw new Error(`verify ${verify.status}`);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

const profile = (name: string) => ({ fullName: name, streetAddress: '4 Wilkinson Road', city: 'Freetown', district: 'Bo' });

// Always PGlite (the pglite vitest project, scripts/test-projects.ts): once per CI run.
describe('PGlite after SIGKILL', () => {
  it('restarts on the same data directory with every acknowledged write', { timeout: 240_000 }, async () => {
    server = await startServer(env);
    const { base } = server;
    const WRITERS = 20;
    // Half the writers save their profile again and again (updates); half sign new people in (inserts).
    const updaters = await Promise.all(Array.from({ length: WRITERS / 2 }, (_, w) => signIn(base, `7700${String(w).padStart(4, '0')}`)));
    const acked = new Map<number, number>(); // updater → last acknowledged save number
    const sent = new Map<number, number>(); // updater → last save number sent
    const signedIn: { phone: string; token: string }[] = [];
    let killed = false;
    let ackedWrites = 0;

    const updater = async (w: number): Promise<void> => {
      for (let n = 1; !killed; n += 1) {
        sent.set(w, n);
        const response = await call(base, 'PUT', '/auth/profile', profile(`Writer ${w} save ${n}`), updaters[w]).catch(() => undefined);
        if (!response) return; // the server is gone: this write was never acknowledged
        expect(response.status).toBe(200);
        acked.set(w, n);
        ackedWrites += 1;
      }
    };
    let insertersRunning = WRITERS / 2;
    const inserter = async (w: number): Promise<void> => {
      for (let n = 1; !killed; n += 1) {
        const phone = `78${String(w).padStart(2, '0')}${String(n).padStart(4, '0')}`;
        const token = await signIn(base, phone).catch(() => undefined);
        if (!token) break;
        signedIn.push({ phone, token });
        ackedWrites += 1;
      }
      insertersRunning -= 1;
    };
    const writers = [
      ...Array.from({ length: WRITERS / 2 }, (_, w) => updater(w)),
      ...Array.from({ length: WRITERS / 2 }, (_, w) => inserter(w)),
    ];
    // Kill once writes of both kinds are flowing, with all 20 writers mid-request. A save is one
    // request and a sign-in three: on a fast host 60 saves were acknowledged before the first
    // sign-in, and the kill came with no insert to check.
    while ((ackedWrites < 60 || signedIn.length === 0) && insertersRunning > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const crashed = server;
    await stopServer(crashed, 'SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(crashed.child.signalCode).toBe('SIGKILL');

    server = await startServer(env);
    for (let w = 0; w < WRITERS / 2; w += 1) {
      const response = await call(server.base, 'GET', '/auth/profile', undefined, updaters[w]);
      expect(response.status).toBe(200);
      const { fullName } = ((await response.json()) as { data: { fullName: string | null } }).data;
      const saved = Number(/save (\d+)$/.exec(fullName ?? '')?.[1] ?? 0);
      // The last acknowledged save, or a later one that committed as the process died.
      expect(saved, `writer ${w}`).toBeGreaterThanOrEqual(acked.get(w) ?? 0);
      expect(saved, `writer ${w}`).toBeLessThanOrEqual(sent.get(w) ?? 0);
    }
    expect(signedIn.length).toBeGreaterThan(0);
    for (const { phone, token } of signedIn) {
      const response = await call(server.base, 'GET', '/auth/profile', undefined, token);
      expect(response.status, phone).toBe(200);
      expect(((await response.json()) as { data: { phone: string } }).data.phone).toBe(phone);
    }
  });
});
