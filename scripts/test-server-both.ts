/**
 * `npm run test:server:both`: the server suite on both databases, for a change to the database
 * layer. First on in-memory PGlite with PGlite's own files (`--project server --project pglite`,
 * as `npm test` runs them), then the server project again on the PostgreSQL that
 * TEST_DATABASE_URL names (as CI runs it). Extra arguments (a file, `-t name`) go to both passes.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    'test:server:both needs a PostgreSQL database for its second pass: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/salone_test npm run test:server:both',
  );
  process.exit(1);
}
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);
const { TEST_DATABASE_URL: _onPostgres, ...withoutUrl } = process.env;
const passes = [
  { name: 'PGlite (server and pglite projects)', args: ['--project', 'server', '--project', 'pglite'], env: withoutUrl },
  { name: 'PostgreSQL (server project)', args: ['--project', 'server'], env: { ...process.env, TEST_DATABASE_URL: url } },
];
for (const pass of passes) {
  console.log(`\n==> server tests on ${pass.name}`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...pass.args, ...extra], { cwd: root, env: pass.env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Server tests on ${pass.name} failed.`);
    process.exit(result.status ?? 1);
  }
}
