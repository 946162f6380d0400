import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../components/ui/layout/Layout.tsx';
import { checkoutMethodsFor, checkoutMethodsSentence, isCheckoutMethod } from '../../../domain/checkout.ts';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import { useCheckoutData } from '../../features/checkout/checkout-seed.ts';
import { Checkout } from '../../features/checkout/components/Checkout.tsx';
import { registerServiceWorker } from '../../features/offline/sw-registration.ts';
import { MinimalFooter } from '../../features/landing/components/SiteFooter.tsx';
import { idFromAddress, isUuid } from '../../../domain/ids.ts';
import { leftCheckout } from '../checkout-visit.ts';
import { PublicPage } from '../layouts/public-page.tsx';

// Issue 15: the page arrives prerendered as a shell (domain/prerender-routes.ts) and the merchant
// fills in after. The card keeps the room the form takes (min-height), so the footer below does
// not move when it arrives.
const Frame = styled(Card).attrs({ as: 'div', $roomy: true })`
  display: block;
  min-height: 36rem;
`;

// In the shell too: a line of text that paints with the HTML, before any script or data.
const Methods = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;


/**
 * /pay/{merchantId}[?link={linkId}]: the public checkout a QR code or payment link opens. No
 * account needed; a signed-in payer's payment shows in their activity and pending payments.
 */
export function PayMerchantRoute() {
  const { merchantId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const linkId = search.get('link');
  const checkedMerchantId = idFromAddress(merchantId);
  const checkedLinkId = linkId ? idFromAddress(linkId) : null;
  const { merchant, link } = useCheckoutData(checkedMerchantId, checkedLinkId);
  const liveQr = search.get('mode') === 'live';
  // Issue 33/42: the header names only the methods this checkout offers (a live link: mobile money only).
  const live = checkedLinkId ? (link.data?.livemode ?? null) : liveQr;
  const returnPaymentId = search.get('payment');
  const method = search.get('method');
  const amount = Number(search.get('amount') ?? '');
  // A guest's Continue after paying: nothing of Salone Pay's to go on to (issue 37), so it ends here.
  const [guestDone, setGuestDone] = useState(false);
  // Issue 42: the service worker (and its precache of every other page) once the form is usable
  // (this runs after hydration; it then waits for the load event and a quiet moment; the server's
  // checkout page has registered it already, src/checkout-main.tsx, and this finds that
  // registration); the app's runtime once the payer leaves the checkout.
  useEffect(() => {
    registerServiceWorker();
    return leftCheckout;
  }, []);
  if (guestDone) {
    return (
      <PublicPage footer={<MinimalFooter />}>
        <Frame role="status" data-testid="checkout-done">
          <h1>Payment complete</h1>
          <p>Thank you. The merchant has your payment, and your receipt comes by SMS. You can close this page.</p>
        </Frame>
      </PublicPage>
    );
  }
  return (
    <PublicPage footer={<MinimalFooter />}>
      <Methods data-testid="checkout-methods">{checkoutMethodsSentence(live === null ? null : checkoutMethodsFor(live))}</Methods>
      <Frame>
        <Checkout
          key={`${merchantId}:${linkId ?? ''}`}
          merchantId={checkedMerchantId}
          merchant={merchant}
          link={link}
          linkId={checkedLinkId}
          returnPaymentId={returnPaymentId && isUuid(returnPaymentId) ? returnPaymentId : null}
          prefill={{ ...(Number.isSafeInteger(amount) && amount > 0 ? { amount } : {}), ...(isCheckoutMethod(method) ? { method } : {}) }}
          signedIn={signedIn}
          liveQr={liveQr}
          onDone={() => (signedIn ? void navigate(paths.dashboard.getHref()) : setGuestDone(true))}
        />
      </Frame>
    </PublicPage>
  );
}

export default PayMerchantRoute;
