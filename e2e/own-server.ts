/**
 * Starts one more real server (as `npm start` runs it: server/main.ts with tsx) on a free port with
 * its own PGlite directory and web root, for a test or measurement that must not share the
 * run's server (Lighthouse, a test that redeploys the app). stop() ends that process only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * `port`: a fixed one when something must know it before the server starts (a provider's
 * callback). Otherwise the server listens on a port the system picks and tells it over an IPC
 * channel (server/main.ts), so nothing else can take the port between a pick and the listen.
 */
export async function startOwnServer(webRoot: string, env: Record<string, string> = {}, fixedPort?: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-own-server-'));
  // Node with tsx's loader (what `tsx server/main.ts` runs, in one process, so the IPC channel reaches server/main.ts).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(fixedPort ?? 0), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: webRoot, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Generous: on a loaded machine (2 cores, several runs) a cold start took 60 s.
  const deadline = Date.now() + 180_000;
  const port = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 180_000);
    const done = (value: number | null) => {
      clearTimeout(timer);
      // The channel served its purpose; left open it would keep this process waiting on it.
      if (child.connected) child.disconnect();
      resolve(value);
    };
    child.on('message', (message: { listening?: unknown }) => {
      if (typeof message.listening === 'number') done(message.listening);
    });
    child.once('exit', () => done(null));
  });
  const baseURL = `http://127.0.0.1:${port ?? fixedPort ?? 0}`;
  while (port !== null && Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return { baseURL, stop };
    } catch {
      // Listening, not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server ${port === null ? 'did not listen' : `on port ${port} did not answer /health`}`);
}
