/**
 * The build stamp: one hash of everything that goes into the built PWA (the app's sources, the
 * shared domain code, the service worker, static files, index.html, the Vite config, the locked
 * dependency versions and the build-time settings). Vite writes it into the build
 * (`<outDir>/.build-stamp`); `npm start` compares it with the sources and rebuilds when they
 * differ, so a `git pull` is never served from an older build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp';

/** Folders and files, relative to the repository root, whose content the build depends on. */
const INPUTS = ['src', 'domain', 'service-worker', 'public', 'index.html', 'vite.config.ts', 'scripts/build-stamp.ts', 'scripts/prerender-plugin.ts', 'package-lock.json', 'tsconfig.base.json'];

/** Tests never reach the bundle; leaving them out avoids a rebuild after editing only a test. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function filesUnder(absolute: string): string[] {
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(absolute, entry.name)));
}

/** Build-time settings that change the output (vite.config.ts `define`). */
export function buildSettings(env: Record<string, string | undefined>): string {
  return JSON.stringify({ PREVIEW_SECRET: env.PREVIEW_SECRET ?? '' });
}

export function sourceStamp(root: string, settings: string): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(path.join(root, input))) {
      if (isTest(file)) continue;
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  hash.update(settings);
  return hash.digest('hex');
}

export function builtStamp(outDir: string): string | undefined {
  const file = path.join(outDir, STAMP_FILE);
  return existsSync(file) && existsSync(path.join(outDir, 'index.html')) ? readFileSync(file, 'utf8').trim() : undefined;
}
