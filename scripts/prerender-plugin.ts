/**
 * The prerender step of every client build (issue 15): `npm run build`, the e2e build, `npm run
 * size` and `npm start`'s scripts/ensure-build.ts all run `vite build`, so all get it. After the
 * client bundle is written, it builds src/app/entry-server.tsx for Node, renders each row of
 * domain/prerender-routes.ts twice (gate and page) and writes one HTML file per row from the
 * built index.html. It runs in writeBundle, before vite-plugin-pwa lists the files to precache
 * (closeBundle), so the service worker precaches the prerendered pages too.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
import { PRERENDER_CHOOSER, PRERENDERED_ROUTES, patternSource, renderPathFor } from '../domain/prerender-routes.ts';
import { CHECKOUT_APP, CHECKOUT_ENTRY } from './code-splitting.ts';

/** What src/app/entry-server.tsx exports (a web-side module; its types stay there). */
interface PrerenderedScreens {
  gate: string;
  page: string | undefined;
  styleTags: string;
}
interface EntryServer {
  prerenderScreens: (location: string, withPage: boolean) => Promise<PrerenderedScreens>;
}

const ROOT_OPEN = '<div id="root">';
/** The server build's folder in the web root (issue 42). */
export const SSR_DIR = '.ssr';
/**
 * Vite's module scripts in the built index.html: the entry, last, and before it any chunk Vite
 * also names as a script (with vite.config's codeSplitting, the bundler's runtime helpers).
 */
const MODULE_SCRIPTS = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const ROOT_MARK = /<div id="root">[\s\S]*?<\/div><\/div>/;
const TEMPLATE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const preloadLink = (href: string, isEntry = false) => `<link rel="modulepreload" crossorigin href="${href}"${isEntry ? ' data-entry' : ''}>`;

/** The `<link rel="modulepreload">` tags of `files` (paths in the web root) the template does not already have. */
export function preloadTags(template: string, files: readonly string[]): string[] {
  return files.filter((file) => !template.includes(`"/${file}"`)).map((file) => preloadLink(`/${file}`));
}

/** The chunk files of `modules` (source paths from the project root) and their static imports, transitively. */
export function chunkFilesOf(bundle: OutputBundle, root: string, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    // A lazy page is its own chunk's facade, or (grouped by vite.config.ts's codeSplitting) one of its modules.
    const id = path.join(root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`${module} is not a chunk of the build (preload in domain/prerender-routes.ts)`);
    visit(chunk.fileName);
  }
  return [...files];
}

/** The server's frame of a rendered checkout, in the web root's .ssr/ (issue 42). */
export const CHECKOUT_FRAME_FILE = 'checkout.html';
/**
 * The built index.html starting the checkout's entry instead of the app's (issue 42): `files` are
 * the entry's chunk, its static imports and the checkout's app with its imports (which the entry
 * starts at the payer's first touch: preloaded, so they are downloaded by then), the entry's first.
 */
export function checkoutTemplate(template: string, files: readonly string[]): string {
  const [entry, ...imports] = files;
  if (!entry) throw new Error('The checkout entry has no chunk');
  let scripts = 0;
  const html = template
    .replace(TEMPLATE_PRELOAD, '')
    .replace(MODULE_SCRIPTS, () => {
      scripts += 1;
      return scripts === 1 ? `${imports.map((file) => preloadLink(`/${file}`)).join('')}<script type="module" crossorigin src="/${entry}"></script>` : '';
    });
  if (scripts === 0) throw new Error('index.html must load its entry with a module script');
  return html;
}

/** The built index.html with the two screens, their styles and the chooser. */
export function prerenderedHtml(template: string, pattern: string, screens: PrerenderedScreens, preload: readonly string[] = []): string {
  if (!ROOT_MARK.test(template)) throw new Error('index.html must have #root with the boot splash');
  const scripts = [...template.matchAll(MODULE_SCRIPTS)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('index.html must load its entry with a module script');
  const entry = scripts[scripts.length - 1];
  const noscript = `<noscript><div id="root-noscript">${screens.gate}</div></noscript>`;
  const page = screens.page === undefined ? '' : `<template id="prerender-page" data-path="${patternSource(pattern)}">${screens.page}</template>`;
  const templates = `<template id="prerender-gate">${screens.gate}</template>${page}`;
  // Nothing is fetched or run before the first paint: every module preload (Vite's, the page's
  // own, and its module scripts) waits inert in a template, which PRERENDER_CHOOSER adds to the
  // page with a module script of the entry once the page has painted.
  const links: string[] = [];
  const html = template
    .replace(TEMPLATE_PRELOAD, (_link, href: string) => {
      links.push(preloadLink(href));
      return '';
    })
    .replace(MODULE_SCRIPTS, (_script, src: string) => {
      links.push(preloadLink(src, src === entry));
      return '';
    });
  links.push(...preloadTags(template, preload));
  return html
    .replace('</head>', `<template id="prerender-modules">${links.join('')}</template>${screens.styleTags}</head>`)
    .replace(ROOT_MARK, (root) => `${templates}${root}<script>${PRERENDER_CHOOSER}</script>${noscript}`);
}

export function prerenderPlugin(clientConfig: () => UserConfig): Plugin {
  let root = '';
  let outDir = '';
  let isSsr = false;
  let isProduction = true;
  return {
    name: 'salone-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
      isProduction = config.isProduction;
    },
    async writeBundle(_options, bundle) {
      if (isSsr) return;
      // Issue 42: the server build stays in the web root's .ssr/ (never served: the static files
      // skip dot folders, and the service worker's precache ignores it), where the server loads it
      // to render a checkout with its data per request (server/plugins/checkout-page.ts). Every
      // dependency is bundled into it, so it runs wherever the build is (a temporary folder too).
      const serverDir = path.join(outDir, SSR_DIR);
      rmSync(serverDir, { recursive: true, force: true });
      mkdirSync(serverDir, { recursive: true });
      {
        const base = clientConfig();
        await build({
          configFile: false,
          logLevel: 'warn',
          ...(base.plugins ? { plugins: base.plugins } : {}),
          // React is bundled in: its build must be the one the JSX was compiled for (a build run with
          // NODE_ENV=development, as e2e's `npm start` may, compiles to jsxDEV).
          define: { ...base.define, 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') },
          root,
          // Everything bundled: styled-components' CommonJS build (Node's pick) has no default `styled`,
          // and the server may run this build from a folder with no node_modules above it.
          ssr: { noExternal: true },
          build: { ssr: 'src/app/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, target: 'node20', sourcemap: false },
        });
        const entry = path.join(serverDir, 'entry-server.js');
        const { prerenderScreens } = (await import(pathToFileURL(entry).href)) as EntryServer;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_OPEN)) throw new Error('index.html has no #root');
        for (const route of PRERENDERED_ROUTES) {
          const screens = await prerenderScreens(renderPathFor(route.pattern), !route.gateOnly);
          const preload = route.preload ? chunkFilesOf(bundle, root, route.preload) : [];
          writeFileSync(path.join(outDir, route.file), prerenderedHtml(template, route.pattern, screens, preload));
          // Issue 42: the frame the server renders each checkout into, starting the checkout's own
          // entry (src/checkout-main.tsx) instead of the whole app's, and preloading its app.
          if (route.file === 'pay.html') {
            const checkout = prerenderedHtml(checkoutTemplate(template, chunkFilesOf(bundle, root, [CHECKOUT_ENTRY, CHECKOUT_APP])), route.pattern, screens);
            writeFileSync(path.join(serverDir, CHECKOUT_FRAME_FILE), checkout);
          }
        }
      }
    },
  };
}
