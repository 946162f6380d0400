import { lazy, Suspense } from 'react';
import { isTestMode } from '../../../lib/test-mode.ts';
import styled from 'styled-components';
import { checkoutUrl } from '../../../../domain/payment-links.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { copyText } from './share.ts';

// QR drawing is its own chunk: the rest of the page paints first.
const QrPanel = lazy(() => import('./qr/QrPanel.tsx'));

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Code = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code { font-family: ${({ theme }) => theme.fonts.mono}; overflow-wrap: anywhere; }
`;

/** The merchant's permanent QR: customers scan it and enter the amount themselves. */
export function MerchantQrSection({ merchantId, businessName, publicOrigin }: { merchantId: string; businessName: string; publicOrigin?: string | null | undefined }) {
  // Issue 33: the QR carries its mode; shown with Test mode off, it takes live money.
  const url = `${checkoutUrl(publicOrigin ?? window.location.origin, merchantId)}${isTestMode() ? '' : '?mode=live'}`;
  return (
    <SectionCard title="Your QR code" id="merchant-qr">
      <Text>Put it on your counter: customers scan it with their phone camera and pay {businessName} any amount.</Text>
      <Suspense fallback={<Spinner label="Drawing QR code" />}>
        <QrPanel url={url} label={`QR code to pay ${businessName}`} fileName="salone-pay-qr" businessName={businessName} />
      </Suspense>
      <Code>
        <span>Merchant code:</span> <code>{merchantId}</code>
        <Button variant="ghost" size="sm" onClick={() => void copyText(merchantId, 'Merchant code')}>
          Copy code
        </Button>
      </Code>
    </SectionCard>
  );
}
