/**
 * Which vitest project each test file belongs to (vite.config.ts), by rule, so a new test file
 * lands in the right pass without anyone listing it:
 * - web: the app's tests (src/), in jsdom;
 * - node: tests that open no database (domain/, scripts/, the ESLint config), run once;
 * - server: every server/ test but PGlite's own: on in-memory PGlite by default (`npm test`), on
 *   the PostgreSQL that TEST_DATABASE_URL names in CI (`.ci/run`);
 * - pglite: server/ files named `*.pglite.test.ts`, about the embedded database itself (crash
 *   safety of a PGlite folder, start-up on it, migrating an old PGlite installation): always on
 *   PGlite, whatever TEST_DATABASE_URL says, so once per CI run.
 * `npm run test:server:both` runs server on PGlite and on PostgreSQL, and pglite (database changes).
 */
export const WEB_TESTS = ['src/**/*.test.{ts,tsx}'];
export const NODE_TESTS = ['domain/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint.config.test.ts'];
export const PGLITE_TESTS = ['server/**/*.pglite.test.ts'];
export const SERVER_TESTS = ['server/**/*.test.ts'];
/** server's include minus these is its set (pglite's files are PGlite's own). */
export const SERVER_EXCLUDE = PGLITE_TESTS;

/**
 * A server/ test that skips itself or opens PGlite when the suite runs on PostgreSQL belongs in
 * the pglite project, or CI (which runs server on PostgreSQL only) would never run it. What these
 * patterns find outside `*.pglite.test.ts` fails scripts/test-projects.test.ts.
 */
export const PGLITE_ONLY_PATTERNS: readonly RegExp[] = [
  // describe.skipIf(testDatabaseUrl() !== undefined) / it.skipIf(testDatabaseUrl()) …
  /\.skipIf\(\s*(?:testDatabaseUrl\(\)|process\.env\.TEST_DATABASE_URL)/,
  // … and their runIf twins: runIf(!testDatabaseUrl()), runIf(testDatabaseUrl() === undefined).
  /\.runIf\(\s*!\s*(?:testDatabaseUrl\(\)|process\.env\.TEST_DATABASE_URL)/,
  /\.runIf\(\s*(?:testDatabaseUrl\(\)|process\.env\.TEST_DATABASE_URL)\s*===\s*undefined/,
  // A database opened on PGlite directly rather than through the harness (server/test/test-app.ts).
  /openDatabase\(\s*\{\s*url:\s*'memory:\/\/'/,
];

/** `glob` (the forms above: `**\/`, `*`, `{a,b}`) as a regular expression over a repository path. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (glob.startsWith('**/', i)) {
      source += '(?:[^/]+/)*';
      i += 2;
    } else if (char === '*') source += '[^/]*';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')')) source += '|';
    else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The vitest project of a repository path, by the rules above (undefined: no project runs it). */
export function projectOf(file: string): 'web' | 'node' | 'server' | 'pglite' | undefined {
  const matches = (globs: string[]) => globs.some((glob) => globToRegExp(glob).test(file));
  if (matches(WEB_TESTS)) return 'web';
  if (matches(NODE_TESTS)) return 'node';
  if (matches(PGLITE_TESTS)) return 'pglite';
  if (matches(SERVER_TESTS)) return 'server';
  return undefined;
}
