/**
 * Runs the real server as `npm start` does (node + tsx's loader on server/main.ts, so signals
 * reach it directly) on a free 127.0.0.1 port, for tests and load tools that need a process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the process wrote to stderr (start-up failures are reported there). */
  stderr(): string;
}

/**
 * Starts the server with exactly `env` (plus PORT=0 and HOST) and waits until /health answers.
 * The server listens on a port the system picks and tells it over an IPC channel (server/main.ts):
 * a port picked here and released for the child to take could be taken by anything else meanwhile
 * (issue 39: a webhook test's receiver took one, answered the health check, and got the requests
 * meant for the server).
 * `options.stdoutFile`: where its log (stdout) goes, for tools that measure it (soak); else nowhere.
 * `options.port`: a fixed port instead, when something must know it before the server starts.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000, options: { stdoutFile?: string; port?: number } = {}): Promise<ServerProcess> {
  const stdout = options.stdoutFile === undefined ? 'ignore' : openSync(options.stdoutFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(options.port ?? 0), HOST: '127.0.0.1' },
    stdio: ['ignore', stdout, 'pipe', 'ipc'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  const deadline = Date.now() + timeoutMs;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not listen in ${timeoutMs} ms: ${errors}`));
    }, timeoutMs);
    child.on('message', (message: { listening?: unknown }) => {
      if (typeof message.listening !== 'number') return;
      clearTimeout(timer);
      // The channel served its purpose; left open it would keep this process waiting on it.
      child.disconnect();
      resolve(message.listening);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}): ${errors}`));
    });
  });
  const server = { child, base: `http://127.0.0.1:${port}`, stderr: () => errors };
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${errors}`);
    }
    try {
      if ((await fetch(`${server.base}/api/v1/health`)).ok) return server;
    } catch {
      // Listening, not answering yet.
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

/** `npm run worker` with exactly `env`; resolves once it says it is running. */
export async function startWorker(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  const worker = { child, base: '', stderr: () => errors };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start in ${timeoutMs} ms: ${errors}`)), timeoutMs);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('worker is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code ?? signal}): ${errors}`));
    });
  });
  return worker;
}

/** A JSON call to a spawned process's API, as a client makes it. */
export async function apiCall<T = Record<string, unknown>>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: object; key?: string; secret?: string } = {},
): Promise<{ status: number; body: { data?: T; error?: { code: string; message: string } } }> {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.secret ? { 'x-client-secret': options.secret } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { data?: T; error?: { code: string; message: string } } };
}

/** Signs `phone` in through a spawned process (code from its dev outbox); returns token and user id. */
export async function signInOver(base: string, phone: string): Promise<{ token: string; userId: string }> {
  const sent = await apiCall(base, 'POST', '/auth/phone/login', { body: { phone } });
  if (sent.status !== 200) throw new Error(`sign-in of ${phone}: ${sent.status} ${JSON.stringify(sent.body)}`);
  const outbox = await apiCall<Array<{ code?: string }>>(base, 'GET', `/dev/messages?to=%2B232${phone}`);
  const code = outbox.body.data?.[0]?.code ?? '';
  const verified = await apiCall<{ token?: string; user?: { id?: string } }>(base, 'POST', '/auth/phone/verify-otp', { body: { phone, code } });
  const { token, user } = verified.body.data ?? {};
  if (!token || !user?.id) throw new Error(`sign-in of ${phone}: verify ${verified.status}`);
  return { token, userId: user.id };
}
