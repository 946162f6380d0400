/**
 * One process per PGlite data folder (claimDataDir): a second process, or a second open in this
 * one, is refused before it touches the files; a claim left by a process that no longer runs is
 * taken over; closing the database gives the folder back.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { claimDataDir, DataDirError } from './data-dir.ts';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'salone-lock-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that runs until killed, and its id. */
function otherProcess(): { pid: number; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return {
    pid: child.pid as number,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

describe('claimDataDir', () => {
  it('refuses a folder another running process holds, naming it, and takes over one whose process is gone', async () => {
    const dir = folder();
    const lock = path.join(dir, 'pglite.lock');
    const other = otherProcess();
    try {
      writeFileSync(lock, `${other.pid}\n`);
      expect(() => claimDataDir(dir)).toThrow(DataDirError);
      expect(() => claimDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      await other.stop();
    }
    // Its process was killed (kill -9 leaves the file): the folder is taken over.
    const release = claimDataDir(dir);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    // Held here: a second claim in this process is refused too.
    expect(() => claimDataDir(dir)).toThrow('already open in this process');
    release();
    expect(existsSync(lock)).toBe(false);
    // A process that exited and was never reaped (a zombie: where PID 1 reaps nothing, it stays
    // one): not running. Its parent here is a `sleep`, which never reaps its children.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombiePid = Number((await new Promise<string>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())))).trim());
      await new Promise((resolve) => setTimeout(resolve, 500));
      const stat = readFileSync(`/proc/${zombiePid}/stat`, 'utf8');
      expect(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)).toBe('Z');
      writeFileSync(lock, `${zombiePid}\n`);
      claimDataDir(dir)();
      expect(existsSync(lock)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
    // A file left by an earlier process with this process's id (a container's PID 1): taken over.
    writeFileSync(lock, `${process.pid}\n`);
    claimDataDir(dir)();
    expect(existsSync(lock)).toBe(false);
  });
});

describe('openDatabase on a PGlite folder', () => {
  it('refuses a second open while the first is open, and opens again once it is closed, with the data', async () => {
    const dir = folder();
    const first = await openDatabase({ url: undefined, dataDir: dir });
    await first.db.execute(sql`CREATE TABLE kept (n int)`);
    await first.db.execute(sql`INSERT INTO kept VALUES (7)`);
    await expect(openDatabase({ url: undefined, dataDir: dir })).rejects.toThrow('already open in this process');
    // The refused open left the first one working.
    expect((await first.db.execute(sql`SELECT n FROM kept`)) as unknown as { rows: unknown[] }).toMatchObject({ rows: [{ n: 7 }] });
    await first.close();
    const again = await openDatabase({ url: undefined, dataDir: dir });
    try {
      expect((await again.db.execute(sql`SELECT n FROM kept`)) as unknown as { rows: unknown[] }).toMatchObject({ rows: [{ n: 7 }] });
    } finally {
      await again.close();
    }
  }, 120_000);
});
