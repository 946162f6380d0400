import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isCheckoutMethod } from '../../../domain/checkout.ts';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import { Checkout } from '../../features/checkout/components/Checkout.tsx';
import { MinimalFooter } from '../../features/landing/components/SiteFooter.tsx';
import { isUuid } from '../../../domain/ids.ts';
import { PublicPage } from '../layouts/public-page.tsx';

// Issue 15: the page arrives prerendered as a shell (domain/prerender-routes.ts) and the merchant
// fills in after. The card keeps the room the form takes (min-height), so the footer below does
// not move when it arrives.
const Card = styled.div`
  min-height: 36rem;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
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
  const returnPaymentId = search.get('payment');
  const method = search.get('method');
  const amount = Number(search.get('amount') ?? '');
  // A guest's Continue after paying: nothing of Salone Pay's to go on to (issue 37), so it ends here.
  const [guestDone, setGuestDone] = useState(false);
  if (guestDone) {
    return (
      <PublicPage footer={<MinimalFooter />}>
        <Card role="status" data-testid="checkout-done">
          <h1>Payment complete</h1>
          <p>Thank you. The merchant has your payment, and your receipt comes by SMS. You can close this page.</p>
        </Card>
      </PublicPage>
    );
  }
  return (
    <PublicPage footer={<MinimalFooter />}>
      <Methods>Pay by Orange Money, Africell Money, bank transfer or card. No Salone Pay account needed.</Methods>
      <Card>
        <Checkout
          key={`${merchantId}:${linkId ?? ''}`}
          merchantId={isUuid(merchantId) ? merchantId : '00000000-0000-0000-0000-000000000000'}
          linkId={linkId && isUuid(linkId) ? linkId : linkId ? '00000000-0000-0000-0000-000000000000' : null}
          returnPaymentId={returnPaymentId && isUuid(returnPaymentId) ? returnPaymentId : null}
          prefill={{ ...(Number.isSafeInteger(amount) && amount > 0 ? { amount } : {}), ...(isCheckoutMethod(method) ? { method } : {}) }}
          signedIn={signedIn}
          liveQr={search.get('mode') === 'live'}
          onDone={() => (signedIn ? void navigate(paths.dashboard.getHref()) : setGuestDone(true))}
        />
      </Card>
    </PublicPage>
  );
}

export default PayMerchantRoute;
