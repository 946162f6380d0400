import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress-plugin.ts';

describe('precompress', () => {
  it('writes a .br and a .gz beside each text file worth it, each decoding to the file', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'salone-precompress-'));
    mkdirSync(path.join(root, 'assets'));
    const script = 'export const greeting = "Salone Pay";\n'.repeat(200);
    writeFileSync(path.join(root, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(root, 'index.html'), `<!doctype html>${'<p>Salone Pay</p>'.repeat(100)}`);
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(root, 'icon.png'), Buffer.alloc(4096, 7));

    expect(await precompress(root)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(root, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(readFileSync(path.join(root, 'assets', 'index-abc.js.br')).length).toBeLessThan(script.length / 10);
    // Under 1 KB (the headers outweigh the saving) and images (already compressed) are left alone.
    expect(readdirSync(root).sort()).toEqual(['assets', 'icon.png', 'index.html', 'index.html.br', 'index.html.gz', 'robots.txt']);
  });
});
