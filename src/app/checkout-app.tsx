/**
 * Issue 42: the app a payer's checkout runs (src/checkout-hydrate.tsx, which the page's own entry
 * src/checkout-main.tsx starts at the payer's first touch). The server
 * renders /pay/{merchantId} with this same tree (src/app/entry-server.tsx's renderCheckout) and
 * the browser hydrates it with only the checkout's code: React, styled-components, the router and
 * the checkout, none of the app's shell, query layer, offline store or other routes (the app's
 * own entry is ~100 KB gzip more, on 2G 3-4 s of the payer's data).
 *
 * Leaving the checkout (the logo's link home, a signed-in payer's Continue to the dashboard) is a
 * page load of the address it went to, which the whole app answers.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { paths } from '../config/paths.ts';
import { documentTitleFor } from '../config/page-titles.ts';
import { PreviewGate } from '../features/preview/components/PreviewGate.tsx';
import { AppBrowserRouter } from '../lib/app-browser-router.tsx';
import { theme } from '../theme/theme.ts';
import { isCheckoutPath } from './checkout-visit.ts';
import type { RouterComponent } from './router.tsx';
import { PayMerchantRoute } from './routes/pay-merchant.tsx';

/** Anywhere but a checkout: the whole app loads that address. */
function LeaveCheckout() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isCheckoutPath(window.location.pathname)) window.location.reload();
  }, [pathname]);
  return null;
}

function CheckoutTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return null;
}

function CheckoutRoutes() {
  return useRoutes([
    { path: paths.payMerchant.path, element: <PayMerchantRoute /> },
    { path: '*', element: <LeaveCheckout /> },
  ]);
}

/**
 * `Router` and `previewGranted` only in the server's render (src/app/entry-server.tsx). The preview
 * gate as the whole app has it (src/app/app.tsx): a checkout is never gated, but a
 * `?preview-access=` address still grants the flag, leaves the address, and shows Exit Preview.
 */
export function CheckoutApp({ Router = AppBrowserRouter, previewGranted }: { Router?: RouterComponent | undefined; previewGranted?: boolean | undefined }): ReactNode {
  return (
    <ThemeProvider theme={theme}>
      <PreviewGate granted={previewGranted}>
        <Router>
          <CheckoutTitle />
          <CheckoutRoutes />
        </Router>
      </PreviewGate>
    </ThemeProvider>
  );
}
