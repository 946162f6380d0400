/**
 * Issue 42: the entry of the checkout the server renders (/pay/{merchantId}[?link=]): it hydrates
 * src/app/checkout-app.tsx, the checkout alone. Every other page starts from src/main.tsx, the
 * whole app. The page's HTML names this file (scripts/prerender-plugin.ts writes the server's
 * frame for it); the page works before it arrives (a plain HTML form), and typed values and a
 * form sent early are taken over (src/lib/prerender-handoff.ts).
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
