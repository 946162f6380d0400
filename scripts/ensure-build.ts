/**
 * `npm start` runs this first: it builds the PWA when there is no build, or when the sources have
 * changed since the build in WEB_ROOT (default dist) was made, and says so in one line. A build
 * that matches the sources is served as it is, so a plain restart stays fast.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEnv } from 'vite';
import { builtStamp, buildSettings, sourceStamp } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = process.env.WEB_ROOT || 'dist';
const built = builtStamp(path.resolve(root, outDir));
const current = sourceStamp(root, buildSettings(loadEnv('production', root, '')));

if (built !== current) {
  process.stdout.write(
    built === undefined
      ? `Building the app into ${outDir}/ (first start; about a minute)…\n`
      : `Rebuilding the app into ${outDir}/: the sources changed since the last build…\n`,
  );
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--emptyOutDir', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(`The build failed; fix the error above, or run \`npm run build\` to see it again.\n`);
    process.exit(result.status ?? 1);
  }
}
