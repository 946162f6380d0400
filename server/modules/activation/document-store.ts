/**
 * Where activation documents' bytes live (issue 34). One interface, so an S3-compatible store can
 * replace the disk: `put` a new key once, `get` it back for staff who may. The disk store keeps
 * them under DATA_DIR/documents (mode 0700 folders, 0600 files), and refuses to start inside the
 * web root, so a document can never be served as a static file.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DocumentStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
}

const KEY_SHAPE = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export class DocumentStoreError extends Error {
  override name = 'DocumentStoreError';
}

/** True when `inner` is `outer` or inside it. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export function diskDocumentStore(options: { dataDir: string; webRoot: string }): DocumentStore {
  const root = path.resolve(options.dataDir, 'documents');
  if (isInside(root, options.webRoot)) {
    throw new DocumentStoreError(`Activation documents would be stored inside the web root (${options.webRoot}); set DATA_DIR outside WEB_ROOT`);
  }
  const fileOf = (key: string) => {
    if (!KEY_SHAPE.test(key)) throw new DocumentStoreError('Not a document key');
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // wx: a key is written once, never overwritten.
      await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** A store in memory (tests, and installations that opt out of documents on disk). */
export function memoryDocumentStore(): DocumentStore & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      if (files.has(key)) throw new DocumentStoreError('Document key exists');
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    keys: () => [...files.keys()],
  };
}
