/**
 * Issue 42: the checkout's app taking over the page the server rendered (/pay/{merchantId}[?link=]):
 * hydrates src/app/checkout-app.tsx, the checkout alone. The page's own entry
 * (src/checkout-main.tsx) imports this file at the payer's first touch; until then the page is
 * the server's plain HTML form. Typed values and a form sent early are taken over
 * (src/lib/prerender-handoff.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CheckoutApp } from './app/checkout-app.tsx';
import { markAppStarted } from './lib/prerender-handoff.ts';

const container = document.getElementById('root');
if (!container) throw new Error('the checkout page must have a #root element');

markAppStarted();
// As src/main.tsx: hydration in slices, the payer's input answered between them.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <CheckoutApp />
    </StrictMode>,
  );
});
