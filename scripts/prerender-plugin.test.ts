import { describe, expect, it } from 'vitest';
import { PRERENDER_CHOOSER } from '../domain/prerender-routes.ts';
import type { Rolldown } from 'vite';
import { checkoutTemplate, chunkFilesOf, prerenderedHtml } from './prerender-plugin.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const TEMPLATE = `<!doctype html><html><head><title>Salone Pay</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/index-def.js">
</head><body><div id="root"><div class="boot"><p>Salone Pay</p></div></div></body></html>`;

const SCREENS = { gate: '<main>Coming soon</main>', page: '<main>Sign in</main>', styleTags: '<style data-styled="true"></style>' };

describe('prerenderedHtml', () => {
  it('downloads the entry at once but leaves starting it to the inline script, after first paint', () => {
    const html = prerenderedHtml(TEMPLATE, '/login', SCREENS);
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<template id="prerender-modules">[^]*<link rel="modulepreload" crossorigin href="\/assets\/index-abc.js" data-entry>[^]*<\/template>/);
    expect(html).toContain(`<script>${PRERENDER_CHOOSER}</script>`);
    expect(PRERENDER_CHOOSER).toContain("getElementById('prerender-modules')");
    expect(PRERENDER_CHOOSER).toContain("querySelector('link[data-entry]')");
    expect(PRERENDER_CHOOSER).toContain('first-contentful-paint');
    // Both screens and their styles are in the page.
    expect(html).toContain('<template id="prerender-gate"><main>Coming soon</main></template>');
    expect(html).toContain('<template id="prerender-page" data-path="^/login/?$"><main>Sign in</main></template>');
    expect(html).toContain('<style data-styled="true"></style></head>');
  });

  it('fetches no module before the first paint: every preload waits in the template the inline script adds', () => {
    const html = prerenderedHtml(TEMPLATE, '/login', SCREENS, ['assets/login-123.js']);
    const inert = /<template id="prerender-modules">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(inert.match(/<link rel="modulepreload"[^>]*>/g)).toHaveLength(3);
    expect(inert).toContain('href="/assets/login-123.js"');
    // Outside the template, nothing that fetches a script.
    expect(html.replace(inert, '')).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
  });

  it('with more than one module script, starts none before the paint and marks the last, the entry', () => {
    const twoScripts = TEMPLATE.replace('<script type="module"', '<script type="module" crossorigin src="/assets/runtime-1.js"></script>\n<script type="module"');
    const html = prerenderedHtml(twoScripts, '/login', SCREENS);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js" data-entry>');
    expect(html.match(/ data-entry>/g)).toHaveLength(1);
  });

  it('refuses a template whose entry it cannot find, rather than write a page that never starts', () => {
    expect(() => prerenderedHtml(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), '/login', SCREENS)).toThrow(/entry/);
  });
});

describe('chunkFilesOf', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[], facadeModuleId: string | null = null) =>
    ({ type: 'chunk', fileName, moduleIds, imports, facadeModuleId }) as unknown as OutputChunk;

  it("finds a lazy page by its chunk's facade or, grouped with others, among a chunk's modules, with what it imports", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['/p/src/main.tsx'], [], '/p/src/main.tsx'),
      'assets/lazy~pay.js': chunk('assets/lazy~pay.js', ['/p/src/pay.tsx', '/p/src/amount.tsx'], ['assets/lazy~shared.js', 'assets/index.js']),
      'assets/lazy~shared.js': chunk('assets/lazy~shared.js', ['/p/src/query.ts'], ['assets/index.js']),
      'assets/receipt.js': chunk('assets/receipt.js', ['/p/src/receipt.tsx'], ['assets/index.js'], '/p/src/receipt.tsx'),
    } as unknown as OutputBundle;
    expect(chunkFilesOf(bundle, '/p', ['src/pay.tsx']).sort()).toEqual(['assets/index.js', 'assets/lazy~pay.js', 'assets/lazy~shared.js']);
    expect(chunkFilesOf(bundle, '/p', ['src/receipt.tsx']).sort()).toEqual(['assets/index.js', 'assets/receipt.js']);
    expect(() => chunkFilesOf(bundle, '/p', ['src/gone.tsx'])).toThrow(/not a chunk/);
  });
});

describe('checkoutTemplate (issue 42)', () => {
  it("starts the checkout's own entry and its imports instead of the whole app's, still after the first paint", () => {
    const template = checkoutTemplate(TEMPLATE, ['assets/checkout-1.js', 'assets/common-2.js', 'assets/checkout-3.js']);
    expect(template).not.toContain('index-abc.js');
    expect(template).not.toContain('index-def.js');
    const html = prerenderedHtml(template, '/pay/:merchantId', SCREENS);
    const inert = /<template id="prerender-modules">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(inert).toContain('<link rel="modulepreload" crossorigin href="/assets/checkout-1.js" data-entry>');
    expect(inert).toContain('<link rel="modulepreload" crossorigin href="/assets/common-2.js">');
    expect(inert).toContain('<link rel="modulepreload" crossorigin href="/assets/checkout-3.js">');
    expect(html.replace(inert, '')).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
  });

  it('refuses a template with no entry script or no checkout chunk', () => {
    expect(() => checkoutTemplate(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), ['assets/checkout-1.js'])).toThrow(/entry/);
    expect(() => checkoutTemplate(TEMPLATE, [])).toThrow(/checkout entry/);
  });
});
