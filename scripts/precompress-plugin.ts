/**
 * Writes a Brotli (.br) and a gzip (.gz) copy of every text file of the client build, which the
 * server sends as they are (server/plugins/web-app.ts, @fastify/static's preCompressed).
 *
 * Compressing on each request cost the server seconds: Brotli at its best level took ~1 s for
 * the entry's file on this 2-core machine (~6 s while it was busy), for every phone that asked,
 * and the service worker's install asks for every file at once. Done once at build time, the
 * best level costs nothing per request and gives the smallest files (2G/3G users pay per byte).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text, above the size where the headers outweigh the saving. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
/** Above this, Brotli's best level takes many seconds (the API reference renderer, ~850 KB): one level lower. */
const BEST_LEVEL_MAX_BYTES = 512 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `file`.br and `file`.gz next to each compressible file under `dir`; returns how many files. */
export async function precompress(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const quality = content.length > BEST_LEVEL_MAX_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/** Last of the client build's steps: after the prerendered pages and the service worker are written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'salone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!isSsr) await precompress(outDir);
      },
    },
  };
}
