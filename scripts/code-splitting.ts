/**
 * How the client build cuts its JavaScript into files (issue 15). Rolldown's default makes one
 * file per set of lazy imports that share a module: ~140 files, of which the signed-in dashboard
 * loaded 74 and the coming-soon gate 32, each announced by a `<link rel="modulepreload">` that
 * Vite's preload helper appends on the main thread. Seven groups instead:
 * - `index`: everything the entry imports statically (the first route), with the entry;
 * - `startup`: what every page loads as it starts and renders with (STARTUP_MODULES);
 * - `offline`: what the app loads once the page has settled (OFFLINE_MODULES);
 * - `dexie` and `local-db`: the local database, in two files evaluated one task apart (LOCAL_DB_MODULES);
 * - `shared`: what three or more lazy imports use (the design system's parts, the API hooks);
 * - `lazy`: the rest, one file per set of pages that use it, small sets merged into a neighbour.
 *
 * Measured with the build's manifest (files and gzip KB each page loads, JS): the gate 16 files,
 * 108.3 KB before, 2 files, 103.9 KB after; /pay/{merchantId} 47, 145.5 KB before, 11, 144.2 KB
 * after; /dashboard 60, 152.9 KB before, 14, 150.7 KB after; /transactions 55, 146.0 KB before, 15,
 * 151.3 KB after. (A merge threshold above 2,000 bytes put small parts into large neighbours, such
 * as the QR reader: /pay grew to 179-235 KB.)
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type Options = NonNullable<Rolldown.OutputOptions['codeSplitting']>;
type Group = NonNullable<Exclude<Options, boolean>['groups']>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * What every page loads lazily as it starts and renders with (paths from the project root): the
 * query layer that each lazy page renders inside (src/app/router.tsx) and the toasts.
 */
export const STARTUP_MODULES = ['src/app/query-layer.tsx', 'src/components/ui/toast/ToastProvider.tsx', 'src/features/offline/components/OfflineStrips.tsx'];
/**
 * What the app loads once the page has settled (src/features/offline/after-page-settles.ts): the
 * saved queries and the service worker's registration. Its own file, so a page's first render
 * does not wait for it; without Dexie, which a signed-out visitor never needs.
 */
export const OFFLINE_MODULES = ['src/features/offline/offline-startup.ts', 'src/lib/persist.ts'];
/**
 * The local database (src/lib/load-local-db.ts loads it) and what works on it: the outbox's
 * runtime and screens. Dexie itself is a file of its own (`dexie`), evaluated in a task before this
 * one: the two in one file were a single 17-25 ms task on the dashboard's first second.
 */
export const LOCAL_DB_MODULES = ['src/features/offline/components/QueuedActions.tsx', 'src/lib/local-db.ts', 'src/lib/outbox/runtime.ts'];
const OFFLINE_PACKAGES = /node_modules[\\/](workbox-window|@tanstack[\\/]query-sync-storage-persister|@tanstack[\\/]react-query-persist-client)[\\/]/;

/**
 * The module ids reachable by static imports from `roots`, without those `isInitial` says the
 * entry's file already has.
 */
export function staticGraph(roots: readonly string[], getImports: (id: string) => readonly string[] | undefined, isInitial: (id: string) => boolean): Set<string> {
  const found = new Set<string>();
  const queue = roots.filter((id) => !isInitial(id));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    for (const imported of getImports(id) ?? []) if (!found.has(imported) && !isInitial(imported)) queue.push(imported);
  }
  return found;
}

/** The entry of the whole app, and the entry of the checkout the server renders (issue 42). */
export const APP_ENTRY = 'src/main.tsx';
export const CHECKOUT_ENTRY = 'src/checkout-main.tsx';
/** What the checkout's entry imports at the payer's first touch: the checkout's app, hydrating the page. */
export const CHECKOUT_APP = 'src/checkout-hydrate.tsx';

interface EntryGraphs {
  /** What the app's entry imports statically (the first route), the entry included. */
  app: Set<string>;
  /** What the checkout's app imports statically, that module itself left out. */
  checkout: Set<string>;
  /** What the checkout's entry imports statically (Vite's preload helper), the entry itself left out. */
  checkoutStart: Set<string>;
}

/**
 * Name functions for groups of modules reachable from given roots, outside the entry's file. The
 * entries' static graphs are walked once for all of them, on the first call.
 */
function graphGroups(root: string): {
  group: (name: string, modules: readonly string[], packages?: RegExp) => (id: string, ctx: ChunkingContext) => string | null;
  entries: (ctx: ChunkingContext) => EntryGraphs;
} {
  let graphs: EntryGraphs | undefined;
  const entries = (ctx: ChunkingContext): EntryGraphs => {
    if (graphs) return graphs;
    const imports = (candidate: string) => ctx.getModuleInfo(candidate)?.importedIds;
    const graphOf = (file: string) => {
      const id = path.join(root, file);
      const found = ctx.getModuleInfo(id) ? staticGraph([id], imports, () => false) : new Set<string>();
      found.delete(id);
      return found;
    };
    graphs = { app: staticGraph([path.join(root, APP_ENTRY)], imports, () => false), checkout: graphOf(CHECKOUT_APP), checkoutStart: graphOf(CHECKOUT_ENTRY) };
    return graphs;
  };
  const group = (name: string, modules: readonly string[], packages?: RegExp) => {
    let members: Set<string> | undefined;
    return (id: string, ctx: ChunkingContext) => {
      if (!members) {
        const roots = modules.map((file) => path.join(root, file));
        for (const file of roots) if (!ctx.getModuleInfo(file)) throw new Error(`${file} is not in the build (scripts/code-splitting.ts)`);
        // Packages are found among the roots' lazy imports, so their ids are whatever the resolver made.
        const packageRoots = packages ? roots.flatMap((file) => ctx.getModuleInfo(file)?.dynamicallyImportedIds.filter((imported) => packages.test(imported)) ?? []) : [];
        const imports = (candidate: string) => ctx.getModuleInfo(candidate)?.importedIds;
        const inEntry = entries(ctx).app;
        members = staticGraph([...roots, ...packageRoots], imports, (candidate) => inEntry.has(candidate));
      }
      return members.has(id) ? name : null;
    };
  };
  return { group, entries };
}

export function codeSplitting(root: string): Options {
  const { group: graphGroup, entries } = graphGroups(root);
  const checkoutFiles = new Set([path.join(root, CHECKOUT_ENTRY), path.join(root, CHECKOUT_APP)]);
  return {
    groups: [
      // Issue 42: what the checkout's entry runs with after the first paint (Vite's preload helper,
      // which the app's entry uses too): a file of its own, so that entry evaluates none of
      // `common` before the payer's first touch.
      { name: (id, ctx) => (entries(ctx).checkoutStart.has(id) ? 'checkout-start' : null), debugName: 'checkout-start', priority: 9 },
      // Issue 42: what both entries need (React, styled-components, the router, the theme): the
      // checkout's entry loads it without the rest of the app's first route.
      { name: (id, ctx) => (entries(ctx).app.has(id) && entries(ctx).checkout.has(id) ? 'common' : null), debugName: 'common', priority: 8 },
      // The app's first route: what index.html's entry imports statically (the checkout's entry is its own).
      { name: (id, ctx) => (entries(ctx).checkout.has(id) || checkoutFiles.has(id) ? null : 'index'), debugName: 'index', tags: ['$initial'], priority: 7 },
      // The checkout's own code (its entry and the module that hydrates stay files of their own: the
      // whole app's lazy /pay route loads this group, and must not run the checkout's hydration).
      { name: (id, ctx) => (entries(ctx).checkout.has(id) ? 'checkout' : null), debugName: 'checkout', priority: 6 },
      // Before `offline`: what both use (React Query) is needed for the first render.
      { name: graphGroup('startup', STARTUP_MODULES), debugName: 'startup', priority: 5 },
      { name: 'dexie', test: /node_modules[\\/]dexie[\\/]/, priority: 4 },
      { name: graphGroup('offline', OFFLINE_MODULES, OFFLINE_PACKAGES), debugName: 'offline', priority: 3 },
      { name: graphGroup('local-db', LOCAL_DB_MODULES), debugName: 'local-db', priority: 2 },
      { name: 'shared', minShareCount: 3, priority: 1 },
      // Not the checkout's entry or app: taken into a group, each would be a second file behind its own.
      { name: 'lazy', test: (id) => !checkoutFiles.has(id), entriesAware: true, entriesAwareMergeThreshold: 2000, priority: 0 },
    ],
  };
}
