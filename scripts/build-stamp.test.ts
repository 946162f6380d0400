/**
 * `npm start` serves the build only when its stamp matches the sources (scripts/ensure-build.ts).
 * The stamp must change with anything that changes the bundle, and not with a test file.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAMP_FILE, builtStamp, buildSettings, sourceStamp } from './build-stamp.ts';

function fixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'salone-stamp-'));
  for (const dir of ['src/features', 'domain', 'service-worker', 'public']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'src/features/a.tsx'), 'export const a = 1;');
  writeFileSync(path.join(root, 'domain/rule.ts'), 'export const r = 1;');
  writeFileSync(path.join(root, 'service-worker/sw.ts'), '// sw');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'vite.config.ts'), 'export default {}');
  return root;
}

describe('build stamp', () => {
  const settings = buildSettings({});

  it('changes when a source, the domain, the service worker, index.html, the Vite config or a build setting changes', () => {
    const root = fixture();
    const before = sourceStamp(root, settings);
    expect(sourceStamp(root, settings)).toBe(before);
    const seen = new Set([before]);
    for (const [file, text] of [['src/features/a.tsx', 'export const a = 2;'], ['domain/rule.ts', 'x'], ['service-worker/sw.ts', 'y'], ['index.html', 'z'], ['vite.config.ts', 'w'], ['src/features/new.ts', 'n']] as const) {
      writeFileSync(path.join(root, file), text);
      const stamp = sourceStamp(root, settings);
      expect(seen.has(stamp), file).toBe(false);
      seen.add(stamp);
    }
    expect(sourceStamp(root, buildSettings({ PREVIEW_SECRET: 'other' }))).not.toBe(sourceStamp(root, settings));
  });

  it('ignores test files, which never reach the bundle', () => {
    const root = fixture();
    const before = sourceStamp(root, settings);
    writeFileSync(path.join(root, 'src/features/a.test.tsx'), 'it()');
    expect(sourceStamp(root, settings)).toBe(before);
  });

  it('reads no stamp from a build without one or without index.html, so such a build is rebuilt', () => {
    const root = fixture();
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    expect(builtStamp(dist)).toBeUndefined();
    writeFileSync(path.join(dist, STAMP_FILE), 'abc\n');
    expect(builtStamp(dist)).toBeUndefined();
    cpSync(path.join(root, 'index.html'), path.join(dist, 'index.html'));
    expect(builtStamp(dist)).toBe('abc');
  });
});
