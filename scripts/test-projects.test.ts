/**
 * CI runs each vitest file once (.ci/run): web, node and pglite without a database setting, then
 * server on PostgreSQL. These guard the rules of scripts/test-projects.ts that make that true for
 * files added later: every test file is in a project, and no server file that only runs on PGlite
 * sits in the PostgreSQL pass, where it would be skipped and never run in CI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { globToRegExp, PGLITE_ONLY_PATTERNS, projectOf } from './test-projects.ts';

const root = path.resolve(import.meta.dirname, '..');
/** A call of vi's mock or doMock (the pattern written so that this file does not match itself). */
const MODULE_MOCK = new RegExp(String.raw`\bvi\.(?:[m]ock|do[M]ock)\(`);
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'e2e']);

/** Every *.test.ts(x) of the repository, as a path from its root. */
function testFiles(folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('dist') || entry.name.startsWith('.') ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('vitest projects', () => {
  const files = testFiles();

  it('puts every test file of the repository in a project', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => projectOf(file) === undefined)).toEqual([]);
  });

  it('runs the domain, scripts and ESLint config tests in node (never in the PostgreSQL pass), and PGlite’s own in pglite', () => {
    expect(projectOf('domain/money.test.ts')).toBe('node');
    expect(projectOf('scripts/test-projects.test.ts')).toBe('node');
    expect(projectOf('eslint.config.test.ts')).toBe('node');
    expect(projectOf('server/db/crash-safety.pglite.test.ts')).toBe('pglite');
    expect(projectOf('server/modules/payments/payments.test.ts')).toBe('server');
    expect(projectOf('src/features/auth/login.test.tsx')).toBe('web');
    expect(files.filter((file) => file.startsWith('domain/') || file.startsWith('scripts/')).every((file) => projectOf(file) === 'node')).toBe(true);
  });

  it('keeps server tests that only run on PGlite out of the PostgreSQL pass (name them *.pglite.test.ts)', () => {
    const misplaced = files
      .filter((file) => projectOf(file) === 'server')
      .filter((file) => {
        const source = readFileSync(path.join(root, file), 'utf8');
        return PGLITE_ONLY_PATTERNS.some((pattern) => pattern.test(source));
      });
    expect(misplaced).toEqual([]);
  });

  it('recognises what a PGlite-only server test looks like', () => {
    const pgliteOnly = [
      "describe.skipIf(testDatabaseUrl() !== undefined)('PGlite after SIGKILL', () => {",
      "it.skipIf(testDatabaseUrl())('narrows the folder', async () => {",
      "it.runIf(!testDatabaseUrl())('on PGlite', async () => {",
      "database = await openDatabase({ url: 'memory://', dataDir: '' });",
    ];
    const either = ["it.runIf(testDatabaseUrl())('on PostgreSQL, two servers', async () => {", 'const { app } = await createTestApp();'];
    expect(pgliteOnly.filter((source) => !PGLITE_ONLY_PATTERNS.some((pattern) => pattern.test(source)))).toEqual([]);
    expect(either.filter((source) => PGLITE_ONLY_PATTERNS.some((pattern) => pattern.test(source)))).toEqual([]);
  });

  it('keeps module mocks out of the projects whose workers run file after file (node, server: isolate false)', () => {
    // A vi.mock there would stay in force for the next files of the same worker, or miss a module
    // an earlier file already loaded (vite.config.ts). Give the code under test what to replace.
    const mocking = files
      .filter((file) => projectOf(file) === 'node' || projectOf(file) === 'server')
      .filter((file) => MODULE_MOCK.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking).toEqual([]);
    // The samples are put together so that this file holds no call itself.
    const call = (name: string, args: string) => `vi.${name}(${args})`;
    expect(MODULE_MOCK.test(call('mock', "'./secrets.ts', async (original) => ({})"))).toBe(true);
    expect(MODULE_MOCK.test(call('doMock', "'../db/client.ts'"))).toBe(true);
    expect(MODULE_MOCK.test(call('spyOn', "Date, 'now'"))).toBe(false);
  });

  it('reads the globs as vitest does', () => {
    expect(globToRegExp('src/**/*.test.{ts,tsx}').test('src/a/b/c.test.tsx')).toBe(true);
    expect(globToRegExp('src/**/*.test.{ts,tsx}').test('src/c.test.ts')).toBe(true);
    expect(globToRegExp('server/**/*.pglite.test.ts').test('server/db/crash-safety.test.ts')).toBe(false);
    expect(globToRegExp('eslint.config.test.ts').test('eslintXconfig.test.ts')).toBe(false);
  });
});
