/**
 * Build-time prerendering (issue 15), run in Node by scripts/prerender-plugin.ts after the
 * client build. The App module graph is imported first, exactly as src/main.tsx does, so
 * styled-components numbers its components in the same order and the class names in the HTML
 * are the ones the browser bundle makes when it hydrates.
 */
import { App } from './app.tsx';
import { CheckoutApp } from './checkout-app.tsx';
import type { CheckoutSeed } from '../../domain/checkout-seed.ts';
import { CheckoutSeedContext } from '../features/checkout/checkout-seed.ts';
import { isCheckoutPath } from './checkout-visit.ts';
import { documentTitleFor } from '../config/page-titles.ts';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';

export interface PrerenderedScreens {
  /** The coming-soon gate's markup (no preview access). */
  gate: string;
  /** The page's markup (with preview access); none for gate-only rows. */
  page: string | undefined;
  /** The <style> tags both need (styled-components' server style sheet). */
  styleTags: string;
}

async function toHtml(element: ReactNode): Promise<string> {
  // prerender (not renderToString) waits for lazy parts, so no Suspense boundary is left to the client.
  // An error thrown while rendering would leave its boundary to the client just the same (the page
  // would arrive without its screen): the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) });
  if (errors.length > 0) throw new Error('Prerendering failed', { cause: errors[0] });
  return new Response(prelude).text();
}

function app(location: string, previewGranted: boolean): ReactNode {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return (
    <StrictMode>
      <App prerender={{ Router, previewGranted, onCheckout: isCheckoutPath(location.split('?')[0] ?? '') }} />
    </StrictMode>
  );
}

/**
 * Issue 42: one checkout page with its data, rendered per request by the server
 * (server/plugins/checkout-page.ts loads this module's build from the web root's .ssr/).
 * `location` is the address with its query (`/pay/{merchantId}?link=…`). The checkout's own app
 * (src/app/checkout-app.tsx), which src/checkout-hydrate.tsx hydrates (the page's own entry,
 * src/checkout-main.tsx, starts it at the payer's first touch).
 */
export async function renderCheckout(location: string, seed: CheckoutSeed): Promise<{ html: string; styleTags: string; title: string }> {
  const sheet = new ServerStyleSheet();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  try {
    const page = (
      <StrictMode>
        <CheckoutSeedContext.Provider value={seed}>
          <CheckoutApp Router={Router} previewGranted />
        </CheckoutSeedContext.Provider>
      </StrictMode>
    );
    const html = await toHtml(sheet.collectStyles(page));
    // The tab's title in the HTML too, as the app sets it (its app starts at the payer's first touch).
    return { html, styleTags: sheet.getStyleTags(), title: documentTitleFor(location.split('?')[0] ?? '') };
  } finally {
    sheet.seal();
  }
}

/** Both screens of the address `location`, with the styles they use. */
export async function prerenderScreens(location: string, withPage: boolean): Promise<PrerenderedScreens> {
  const sheet = new ServerStyleSheet();
  try {
    const gate = await toHtml(sheet.collectStyles(app(location, false)));
    const page = withPage ? await toHtml(sheet.collectStyles(app(location, true))) : undefined;
    return { gate, page, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
