/**
 * Start-up as an operator meets it, by spawning the real server (issue 22):
 * - bad settings (a data folder that cannot be written, a database that cannot be reached, a port
 *   in use) end start-up within 10 s with one line on stderr and exit code 1;
 * - the embedded database's folder is private: folders 0700, files 0600, and a folder left wider
 *   is narrowed at start with one line saying so.
 */
import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv } from './test/test-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs `server/main.ts` as `npm start` does (without the build step). With `until`, stops it with
 * SIGTERM once stdout contains that text.
 */
function runServer(env: Record<string, string>, options: { until?: string; timeoutMs?: number } = {}): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: childEnv({ NODE_ENV: 'development', LOG_LEVEL: 'info', HOST: '127.0.0.1', WEB_ROOT: path.join(tmpdir(), 'no-web-build'), ...env }, ['DATABASE_URL', 'APP_SECRET', 'PORT', 'DATA_DIR', 'TEST_DATABASE_URL']),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (options.until && stdout.includes(options.until)) child.kill('SIGTERM');
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

function expectOneLineFailure(run: Run, text: RegExp): void {
  expect(run.code, run.stderr + run.stdout.slice(-500)).toBe(1);
  expect(run.ms).toBeLessThan(10_000);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(text);
}

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'salone-start-'));
}

describe('bad settings fail fast', () => {
  it('a DATA_DIR that cannot be created (under /proc): one line naming it, exit 1', async () => {
    const run = await runServer({ DATA_DIR: '/proc/salone-nope', PORT: '0' });
    expectOneLineFailure(run, /DATA_DIR \/proc\/salone-nope cannot be used: /);
  });

  it('a DATA_DIR under a file: one line naming it, exit 1', async () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'x');
    const run = await runServer({ DATA_DIR: path.join(file, 'data'), PORT: '0' });
    expectOneLineFailure(run, /DATA_DIR .*a-file\/data cannot be used: a part of its path is a file/);
  });

  it('a DATABASE_URL nobody answers: one line after a bounded retry, exit 1, password not shown', async () => {
    const run = await runServer({ DATABASE_URL: 'postgres://salone:s3cret-pw@127.0.0.1:1/salone', DATA_DIR: tempDir(), PORT: '0' });
    expectOneLineFailure(run, /cannot reach the database at postgres:\/\/salone:\*\*\*@127\.0\.0\.1:1\/salone after 3 tries: /);
    expect(run.stderr).not.toContain('s3cret-pw');
  });

  it('a DATA_DIR another process holds: one line naming the process, exit 1, its files untouched', async () => {
    const dataDir = tempDir();
    // A running process's claim, as a server on that folder leaves it (server/db/data-dir.ts).
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'pglite.lock'), `${holder.pid}\n`);
      const run = await runServer({ DATA_DIR: dataDir });
      expectOneLineFailure(run, new RegExp(`DATA_DIR .* is in use by process ${holder.pid}`));
      // Refused before PGlite made a single file there.
      expect(readdirSync(path.join(dataDir, 'pglite'))).toEqual([]);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('a port in use: one line naming the port, exit 1', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const run = await runServer({ PORT: String(port), DATA_DIR: tempDir() });
      expectOneLineFailure(run, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`));
    } finally {
      holder.close();
    }
  });
});

function widerThanOwner(dir: string): string[] {
  const wide: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const stats = lstatSync(current);
    if ((stats.mode & 0o077) !== 0) wide.push(`${current} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(current)) stack.push(path.join(current, name));
  }
  return wide;
}

// Two PGlite start-ups: once per CI run (the pglite vitest project, scripts/test-projects.ts).
describe('the data folder is private', () => {
  it('creates the PGlite folder 0700 with files 0600, and narrows a folder left wider, saying so', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = await runServer({ DATA_DIR: dataDir, PORT: '0' }, { until: 'Salone Pay is running', timeoutMs: 170_000 });
    expect(first.stdout, first.stderr).toContain('Salone Pay is running');
    expect(widerThanOwner(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);

    // As an older version left it: world-readable files, including the WAL.
    const stack = [dataDir];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      const isDir = lstatSync(current).isDirectory();
      chmodSync(current, isDir ? 0o755 : 0o644);
      if (isDir) for (const name of readdirSync(current)) stack.push(path.join(current, name));
    }
    const second = await runServer({ DATA_DIR: dataDir, PORT: '0' }, { until: 'Salone Pay is running', timeoutMs: 170_000 });
    expect(second.stdout).toContain('narrowed to owner-only');
    expect(widerThanOwner(dataDir)).toEqual([]);
  }, 360_000);
});
