import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig(({ mode }) => {
  // Build-time settings only; the server reads its own config at run time (server/config.ts).
  const buildEnv = loadEnv(mode, process.cwd(), '');
  return {
    plugins: [react()],
    define: {
      'import.meta.env.PREVIEW_SECRET': JSON.stringify(buildEnv.PREVIEW_SECRET ?? ''),
      'import.meta.env.APP_VERSION': JSON.stringify(version),
    },
    build: {
      target: 'es2020',
      sourcemap: false,
      // The first route's JS and CSS are budgeted in CI (npm run size); this is only a warning.
      chunkSizeWarningLimit: 300,
    },
    server: {
      // `npm run dev`: the Vite dev server proxies the API to `npm run dev:server` (port 3000).
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/test/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'domain/**/*.test.ts', 'eslint.config.test.ts'],
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  };
});
