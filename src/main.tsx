import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Between React DOM and the app: the entry's file evaluates in two tasks (src/lib/yield-to-browser.ts).
import './lib/yield-to-browser.ts';
import { App } from './app/app.tsx';
import { markAppStarted } from './lib/prerender-handoff.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// React answers forms from here on; a form sent earlier was held by the page (src/lib/prerender-handoff.ts).
markAppStarted();

// Issue 15: the gate and /login arrive prerendered (domain/prerender-routes.ts); index.html's
// inline script put the screen that fits the preview flag into #root before first paint and
// marked <html data-prerendered>. React adopts that markup instead of replacing it.
//
// Both start as a transition (issue 15, total blocking time): React then renders and hydrates in
// slices of a few milliseconds and lets the browser answer input between them, instead of one
// long task of the whole tree on a slow phone. A tap before hydration ends is replayed after it.
if (document.documentElement.hasAttribute('data-prerendered')) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Let the browser paint index.html's boot splash before the app's first render takes the main
  // thread: on a cached, fast start the script can otherwise run before anything is on screen.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    }, 0),
  );
}
