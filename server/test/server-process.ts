/**
 * Runs the real server as `npm start` does (node + tsx's loader on server/main.ts, so signals
 * reach it directly) on a free 127.0.0.1 port, for tests and load tools that need a process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the process wrote to stderr (start-up failures are reported there). */
  stderr(): string;
}

/**
 * Starts the server with exactly `env` (plus PORT and HOST) and waits until /health answers.
 * `options.stdoutFile`: where its log (stdout) goes, for tools that measure it (soak); else nowhere.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000, options: { stdoutFile?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const stdout = options.stdoutFile === undefined ? 'ignore' : openSync(options.stdoutFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  const server = { child, base: `http://127.0.0.1:${port}`, stderr: () => errors };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${errors}`);
    }
    try {
      if ((await fetch(`${server.base}/api/v1/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in ${timeoutMs} ms: ${errors}`);
}

/** Stops the process with `signal` and waits for it to be gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}
