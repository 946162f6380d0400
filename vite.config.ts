import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { styledComponentIds } from './scripts/styled-component-ids.ts';
import { codeSplitting } from './scripts/code-splitting.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { colors } from './src/theme/tokens.ts';
import { GLOBAL_CSS } from './src/theme/global-style.ts';
import { STAMP_FILE, buildSettings, sourceStamp } from './scripts/build-stamp.ts';
import { NODE_TESTS, PGLITE_TESTS, SERVER_EXCLUDE, SERVER_TESTS, WEB_TESTS } from './scripts/test-projects.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The PWA (DESIGN §2): our own service worker (service-worker/sw.ts, injectManifest) and the web
 * app manifest. Registration is ours too (src/features/offline, workbox-window, after load), so
 * the plugin injects nothing into index.html.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: {
    // Everything the app may need offline: shell, every route chunk, icons, screenshots excluded
    // (only the install sheet shows them, online).
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
    globIgnores: ['screenshots/**', '.vite/**', '.ssr/**'],
  },
  manifest: {
    id: '/',
    name: 'Salone Pay',
    short_name: 'Salone Pay',
    description: 'Secure payments for businesses in Sierra Leone: Orange Money, Africell Money, bank transfers and cards.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang: 'en',
    theme_color: colors.primary,
    background_color: colors.surface,
    categories: ['finance', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/narrow.png', sizes: '720x1480', type: 'image/png', form_factor: 'narrow', label: 'Salone Pay on a phone' },
      { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Salone Pay on a computer' },
    ],
  },
  devOptions: { enabled: false },
});

/**
 * React Router ships one module of ~12 KB gzip. Its components are made by `forwardRef(…)` and
 * then given a `displayName`: both look like side effects to the bundler, so NavLink, Form and
 * the framework-mode prefetching stayed in the first route although nothing here uses them.
 * Marked pure and unnamed (names only show in React's developer tools), they are left out.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'salone-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
      return code.replace(/^(\w+)\.displayName = "\w+";$/gm, '').replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1');
    },
  };
}

/** The app's global CSS, in index.html's head from the first paint (src/theme/global-style.ts). */
function globalCss(): Plugin {
  return {
    name: 'salone-global-css',
    transformIndexHtml: () => [{ tag: 'style', attrs: { id: 'global-css' }, children: GLOBAL_CSS, injectTo: 'head' }],
  };
}

/** Writes the sources' hash into the build, so `npm start` can tell a stale build (scripts/ensure-build.ts). */
function buildStamp(settings: string): Plugin {
  return {
    name: 'salone-build-stamp',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) writeFileSync(path.join(options.dir, STAMP_FILE), `${sourceStamp(import.meta.dirname, settings)}\n`);
    },
  };
}

export default defineConfig(({ mode, command }) => {
  // Build-time settings only; the server reads its own config at run time (server/config.ts).
  const buildEnv = loadEnv(mode, process.cwd(), '');
  const define = {
    'import.meta.env.PREVIEW_SECRET': JSON.stringify(buildEnv.PREVIEW_SECRET ?? ''),
    'import.meta.env.APP_VERSION': JSON.stringify(version),
  };
  return {
    // prerenderPlugin runs before pwa: the service worker precaches the prerendered pages too.
    // styledComponentIds: the same class names in the prerendered HTML and in the client's chunks.
    plugins: [
      styledComponentIds(),
      react(),
      reactRouterTreeShaking(),
      globalCss(),
      prerenderPlugin(() => ({ plugins: [styledComponentIds(), react()], define })),
      pwa,
      buildStamp(buildSettings(buildEnv)),
      // Last: compresses what the steps before wrote, the service worker included.
      precompressPlugin(),
    ],
    define,
    // React Router's package points every bundler at its development build (warnings, checks);
    // the client build takes its production build instead (~0.5 KB gzip less on the first route).
    resolve: {
      alias: command !== 'build' ? [] : [
        { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
      ],
    },
    build: {
      // ES2022 (Chrome 94+, which Android's auto-updated Chrome and WebView have): native class
      // fields and #private keep query-core and friends untranspiled, ~1.5 KB less gzip on every route.
      target: 'es2022',
      sourcemap: false,
      // The first route's JS and CSS are budgeted in CI (npm run size); this is only a warning.
      chunkSizeWarningLimit: 300,
      rolldownOptions: {
        // Issue 42: the whole app (index.html), and the checkout the server renders on its own entry
        // (src/checkout-main.tsx; scripts/prerender-plugin.ts writes the server's page frame for it).
        input: { index: path.resolve(import.meta.dirname, 'index.html'), checkout: path.resolve(import.meta.dirname, 'src/checkout-main.tsx') },
        output: {
          codeSplitting: codeSplitting(import.meta.dirname),
        },
      },
    },
    server: {
      // `npm run dev`: the Vite dev server proxies the API to `npm run dev:server` (port 3000).
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    test: {
      // A flaky test is a bug (issue 18): no retries, a test passes on its first run or fails.
      retry: 0,
      // One test file per core, at least 2 (issue 39). Vitest's own default is cores - 1: on a
      // 2-core machine (CI's) that is a single worker, and the whole run (666 s) was one file after
      // another, with the second core idle while a file waited on PostgreSQL, a child process or
      // its imports. Every file runs in a process of its own (isolation unchanged).
      maxWorkers: Math.max(2, availableParallelism()),
      // CI also writes each file's and test's duration (e2e/.artifacts/vitest-results.json), so a
      // run's slowest files can be read off without running them again (issue 39).
      reporters: process.env.CI ? ['default', ['json', { outputFile: 'e2e/.artifacts/vitest-results.json' }]] : ['default'],
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: WEB_TESTS,
            setupFiles: ['src/test/setup.ts'],
          },
        },
        // Which file runs where, and why: scripts/test-projects.ts. Each file is in one project.
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: NODE_TESTS,
            // Modules evaluated once per worker, not once per file (see the server project).
            isolate: false,
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            // On in-memory PGlite, or on the PostgreSQL TEST_DATABASE_URL names (CI).
            name: 'server',
            environment: 'node',
            include: SERVER_TESTS,
            // Isolated, a process per file (issue 39 tried one process per worker: module imports
            // fell from ~147 s to ~20 s a run, but a file's left-over timers, e.g. a webhook worker's
            // retries, outlive it there and can reach a later file's receiver on a reused port; a
            // clean-clone CI run saw 3 deliveries where one was sent). Still no vi.mock here
            // (scripts/test-projects.test.ts), so the change can be tried again once every app
            // stops its timers on close, proven by a test.
            exclude: [...configDefaults.exclude, ...SERVER_EXCLUDE],
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            // PGlite's own tests: always on PGlite, whatever database the server project is given.
            name: 'pglite',
            environment: 'node',
            include: PGLITE_TESTS,
            env: { TEST_DATABASE_URL: '' },
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  };
});
