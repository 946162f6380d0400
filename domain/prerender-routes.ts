/**
 * Pages that arrive as real HTML (issue 15): built at build time with React's server renderer
 * (src/app/entry-server.tsx, run by scripts/prerender-plugin.ts), served for their address by
 * the server (server/plugins/web-app.ts) and the service worker (service-worker/sw.ts).
 *
 * Each page file holds two prerendered screens: the coming-soon gate (visitors without preview
 * access, SPEC §2) and the page itself (with access). A tiny inline script picks one before
 * first paint; src/main.tsx then hydrates it.
 *
 * To add a page, add one row. A `:param` renders as the placeholder value PRERENDER_PARAM, so such
 * a page is a shell whose data arrives after (the checkout, `/pay/:merchantId`).
 */
import { GATE_OFF_COOKIE_PATTERN, UNGATED_PATH } from './preview-gate.ts';

export interface PrerenderedRoute {
  /** The address, React Router style: `:name` matches one path segment. */
  pattern: string;
  /** The file in the web root. `index.html` is also the single-page app's fallback. */
  file: string;
  /**
   * Only the gate is prerendered: with preview access the app renders from scratch, as before.
   * `/`'s page depends on the session (the landing page or a redirect), and index.html is also
   * the fallback of every other address.
   */
  gateOnly?: boolean;
  /**
   * Source modules of the page's lazy code (its route and what it needs): their chunks are
   * preloaded by the HTML, so they download beside the entry instead of after it has run.
   */
  preload?: readonly string[];
}

export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { pattern: '/', file: 'index.html', gateOnly: true },
  { pattern: '/login', file: 'login.html' },
  // The checkout's shell: one page for every merchant (the service worker's offline answer). Online,
  // the server renders each merchant's page into this file with its data (issue 42:
  // server/plugins/checkout-page.ts), so the merchant, the amount and the form are in the HTML.
  { pattern: '/pay/:merchantId', file: 'pay.html', preload: ['src/app/routes/pay-merchant.tsx'] },
];

/** What `:param` segments render as at build time (the real value is read in the browser). */
export const PRERENDER_PARAM = '_';

function segments(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}

/** Whether `pathname` (no query) is an address of `pattern`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The prerendered route for an address, if there is one. */
export function prerenderedRouteFor(pathname: string): PrerenderedRoute | undefined {
  return PRERENDERED_ROUTES.find((route) => matchesPattern(route.pattern, pathname));
}

/** The address the page is rendered at: `:param` segments become PRERENDER_PARAM. */
export function renderPathFor(pattern: string): string {
  return `/${segments(pattern)
    .map((part) => (part.startsWith(':') ? PRERENDER_PARAM : part))
    .join('/')}`;
}

/** Set on `window` by the app when React takes over the page (src/main.tsx). */
export const APP_STARTED = '__appStarted';
/** Set on `window` by the inline script: the form sent before the app had started. */
export const PENDING_SUBMIT = '__prerenderSubmit';

/**
 * The inline script of every prerendered page (it sits right after #root, so it runs before
 * first paint). Its first part: the preview flag decides which prerendered screen #root shows,
 * the gate (`<template id="prerender-gate">`) or the page (`<template id="prerender-page">`, only
 * at the address its data-path matches, since index.html also answers every other address). A
 * `?preview-access=` address cannot be decided here (the app checks the secret), so it keeps the
 * boot splash and the app renders from scratch.
 *
 * Its second part starts the app's code once the browser has shown that screen: the module
 * preloads (the entry's marked data-entry) wait inert in `<template id="prerender-modules">`, and
 * when the first contentful paint is reported they join the page, one per task (a module preload
 * added to the page starts its fetch there and then: the ten of /pay together were a 14 ms task
 * on a slow host, before Lighthouse's 4x), and then a module script of the entry is added.
 * Without this, when the entry's chunks arrive quickly (the cache, a fast network) the entry runs
 * before anything is on screen, and the page's first paint waits for
 * React (issue 15: the prerendered text is the page's largest paint); on 2G the scripts'
 * downloads would share the link with the rest of the page's HTML; and Lighthouse's simulation
 * counts a script fetched before the paint as needed for it. A hidden tab paints nothing, so it
 * starts the app at once; a browser that does not report paints starts it after the first frame;
 * and whatever happens, it starts within 3 s.
 *
 * Its third part holds a form sent before the app has started (a tap on "Send code" while the
 * code is still on its way): the browser would send it itself, reload the page and lose what was
 * typed. The form is kept in `window.__prerenderSubmit` instead, and the form sends it once the
 * app runs it (src/lib/prerender-handoff.ts); from `window.__appStarted` on, React handles forms.
 *
 * One fixed text: the Content-Security-Policy allows exactly this script by its hash
 * (server/plugins/security-headers.ts).
 */
export const PRERENDER_CHOOSER =
  "(function(){try{var d=document,r=d.getElementById('root'),g=localStorage.getItem('preview_access')==='1'||" +
  // Issue 33: customers' pages and a gate turned off (domain/preview-gate.ts) open without the flag.
  `${UNGATED_PATH.toString()}.test(location.pathname)||${GATE_OFF_COOKIE_PATTERN.toString()}.test(d.cookie);` +
  "if(/[?&]preview-access=/.test(location.search)&&!g)return;" +
  "var t=d.getElementById(g?'prerender-page':'prerender-gate');" +
  "if(!t||(g&&!new RegExp(t.getAttribute('data-path')||'^$').test(location.pathname)))return;" +
  "r.replaceChildren(t.content.cloneNode(true));d.documentElement.setAttribute('data-prerendered',g?'page':'gate')}catch(e){}})();" +
  "(function(){var d=document,m=d.getElementById('prerender-modules'),w=window,done=0;if(!m)return;var l=m.content.querySelector('link[data-entry]');if(!l)return;" +
  "function go(){if(done)return;done=1;var n=[].slice.call(m.content.cloneNode(true).children);" +
  "(function add(){var x=n.shift();if(x){d.head.appendChild(x);setTimeout(add,0);return}" +
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=l.getAttribute('href');d.head.appendChild(s)})()}" +
  "if(d.hidden)return go();setTimeout(go,3000);" +
  "var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});" +
  "o.observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(go,0)})})();" +
  "document.addEventListener('submit',function(e){if(!window." + APP_STARTED + "){e.preventDefault();window." + PENDING_SUBMIT + "=e.target}},true)";

/** The regular expression (source) of the addresses `pattern` matches. */
export function patternSource(pattern: string): string {
  const body = segments(pattern)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^/${body}${body === '' ? '' : '/?'}$`;
}
