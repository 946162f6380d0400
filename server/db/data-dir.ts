/**
 * The data folder (DATA_DIR): PGlite's files and the generated local secret. Its files hold
 * session tokens and phone numbers, so it is private to the server's account (issue 22): folders
 * 0700, files 0600. New files get those modes from the process umask (set in main.ts before
 * PGlite opens); a folder left wider by an older version is narrowed here at start.
 *
 * A folder that cannot be created or written is a one-line error at start, never a hang: Node's
 * recursive mkdir spins forever under /proc, so folders are created one level at a time.
 */
import { accessSync, chmodSync, constants, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {
  override name = 'DataDirError';
}

const REASONS: Record<string, string> = {
  ENOENT: 'a folder on its path does not exist and cannot be created there',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
};

function failure(dir: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reason = (code && REASONS[code]) ?? (error instanceof Error ? error.message : String(error));
  return new DataDirError(`DATA_DIR ${dir} cannot be used: ${reason}${code ? ` (${code})` : ''}`);
}

/** Creates `dir` (0700) if needed and proves it is writable; throws DataDirError otherwise. */
export function ensureWritableDataDir(dir: string): void {
  const missing: string[] = [];
  let current = path.resolve(dir);
  try {
    while (!existsSync(current)) {
      missing.unshift(current);
      const parent = path.dirname(current);
      if (parent === current) break;
      current = parent;
    }
    if (!statSync(current).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    for (const folder of missing) mkdirSync(folder, { mode: 0o700 });
    accessSync(dir, constants.W_OK | constants.X_OK);
    // access() says yes to root even on a read-only mount: a real write is the only proof.
    const probe = path.join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '', { mode: 0o600 });
    rmSync(probe);
  } catch (error) {
    throw failure(dir, error);
  }
}

/**
 * Narrows every folder under `dir` to 0700 and every file to 0600 where group or others had any
 * access. Returns how many were changed (0 on a folder this version created).
 */
export function tightenDataDir(dir: string): number {
  let changed = 0;
  const stack = [path.resolve(dir)];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const stats = lstatSync(current);
    if (stats.isSymbolicLink()) continue;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o077) !== 0) {
      chmodSync(current, wanted);
      changed += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(current)) stack.push(path.join(current, name));
  }
  return changed;
}

/** Folders this process holds (claimDataDir), so a second open here is refused like one elsewhere. */
const held = new Set<string>();

/**
 * Whether a process with this id runs (EPERM: it does, as another user). A zombie (killed, not yet
 * reaped: where PID 1 reaps nothing, as in some containers, it stays one) does not: its state in
 * /proc/<pid>/stat is Z, on Linux.
 */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * Claims `dir` (the PGlite data folder's parent, DATA_DIR) for this process: PGlite is one
 * process's database, and two processes writing the same files corrupt them beyond opening (seen
 * in issue 41's benches: a server left running and a second one started on its folder; the folder
 * then aborted on every start). The claim is a file `pglite.lock` holding the process id, made
 * with O_EXCL; one left by a process that no longer runs (a kill -9, a crash, a container's PID 1
 * again) is taken over. Returns the release, which removes the file if it is still ours.
 */
export function claimDataDir(dir: string): () => void {
  const folder = path.resolve(dir);
  const file = path.join(folder, 'pglite.lock');
  if (held.has(folder)) throw new DataDirError(`DATA_DIR ${dir} is already open in this process`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      held.add(folder);
      return () => {
        held.delete(folder);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw failure(dir, error);
    }
    let owner = Number.NaN;
    try {
      owner = Number(readFileSync(file, 'utf8').trim());
    } catch {
      // Removed meanwhile by its owner: try again.
      continue;
    }
    if (Number.isSafeInteger(owner) && owner > 0 && owner !== process.pid && running(owner)) {
      throw new DataDirError(
        `DATA_DIR ${dir} is in use by process ${owner} (its database is one process's): stop that process first, or delete ${file} if no server or tool runs on it`,
      );
    }
    // Left by a process that no longer runs (or by an earlier process with this one's id).
    rmSync(file, { force: true });
  }
  throw new DataDirError(`DATA_DIR ${dir} could not be claimed: ${file} keeps coming back`);
}
