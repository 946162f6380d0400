/**
 * `npm run size`: the gzipped JS and CSS a phone downloads for the first route (/login): the
 * entry chunk, the /login route chunk, and every chunk and stylesheet they import statically.
 * Builds into a throwaway directory with Vite's manifest; fails above the budget.
 * `npm run size -- --built dist` measures a build already made (with `--manifest`) instead: CI
 * builds the app once and hands that build to e2e, size and Lighthouse.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 15: 110 (was 130). Measured 107.4 KB after React Query left the first route.
export const BUDGET_KB = 110;
const FIRST_ROUTE_MODULE = 'src/app/routes/login.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Files loaded for `roots`: each chunk, its static imports (transitively) and their CSS. */
export function filesFor(manifest: Manifest, roots: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...files];
}

/**
 * The manifest key of the file index.html starts: the one the prerendered index.html marks
 * `data-entry` (scripts/prerender-plugin.ts; a codeSplitting group holds the entry module,
 * scripts/code-splitting.ts), else index.html's chunk marked isEntry.
 */
export function entryKey(manifest: Manifest, indexHtml: string): string {
  // index.html's own: the build has a second entry (the checkout's, issue 42), also isEntry.
  const src = /<link rel="modulepreload" crossorigin href="\/([^"]+)" data-entry>/.exec(indexHtml)?.[1];
  const named = src ? Object.keys(manifest).find((key) => manifest[key]?.file === src) : undefined;
  if (named) return named;
  const marked = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  if (!marked) throw new Error('The build manifest has no entry chunk');
  return marked;
}

/** The folder after `--built` (a build made with `--manifest`), if given. */
export function builtOption(argv: string[]): string | undefined {
  const index = argv.indexOf('--built');
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error('--built needs the folder of a build');
  return value;
}

function main(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const built = builtOption(process.argv.slice(2));
  const outDir = built ? path.resolve(root, built) : mkdtempSync(path.join(tmpdir(), 'salone-size-'));
  try {
    if (built) {
      if (!existsSync(path.join(outDir, '.vite', 'manifest.json'))) throw new Error(`${built} has no .vite/manifest.json: build it with \`vite build --manifest\``);
      console.log(`Measuring the build in ${built} (not building again)`);
    } else {
      execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
    }
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = entryKey(manifest, readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    // /login ships inside the entry (src/app/router.tsx imports it statically); should it become
    // a lazy chunk again, that chunk and its imports count too.
    const roots = manifest[FIRST_ROUTE_MODULE] ? [entry, FIRST_ROUTE_MODULE] : [entry];
    const files = filesFor(manifest, roots);
    let total = 0;
    const rows = files.map((file) => {
      const gzipped = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      total += gzipped;
      return { file, 'gzip KB': (gzipped / 1024).toFixed(2) };
    });
    console.table(rows);
    const totalKb = total / 1024;
    console.log(`First route (/login) JS + CSS: ${totalKb.toFixed(2)} KB gzipped (budget ${BUDGET_KB} KB)`);
    if (totalKb > BUDGET_KB) {
      console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(2)} KB: lazy-load what the first screen does not need.`);
      process.exitCode = 1;
    }
  } finally {
    if (!built) rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
