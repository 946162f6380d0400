import { describe, expect, it } from 'vitest';
import { PRERENDER_CHOOSER } from '../domain/prerender-routes.ts';
import { prerenderedHtml } from './prerender-plugin.ts';

const TEMPLATE = `<!doctype html><html><head><title>Salone Pay</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/index-def.js">
</head><body><div id="root"><div class="boot"><p>Salone Pay</p></div></div></body></html>`;

const SCREENS = { gate: '<main>Coming soon</main>', page: '<main>Sign in</main>', styleTags: '<style data-styled="true"></style>' };

describe('prerenderedHtml', () => {
  it('downloads the entry at once but leaves starting it to the inline script, after first paint', () => {
    const html = prerenderedHtml(TEMPLATE, '/login', SCREENS);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js" data-entry>');
    expect(html).toContain(`<script>${PRERENDER_CHOOSER}</script>`);
    expect(PRERENDER_CHOOSER).toContain("querySelector('link[data-entry]')");
    expect(PRERENDER_CHOOSER).toContain('first-contentful-paint');
    // Both screens and their styles are in the page.
    expect(html).toContain('<template id="prerender-gate"><main>Coming soon</main></template>');
    expect(html).toContain('<template id="prerender-page" data-path="^/login/?$"><main>Sign in</main></template>');
    expect(html).toContain('<style data-styled="true"></style></head>');
  });

  it('refuses a template whose entry it cannot find, rather than write a page that never starts', () => {
    expect(() => prerenderedHtml(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), '/login', SCREENS)).toThrow(/entry/);
  });
});
