import { lazy, Suspense, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoneyIn } from '../../../../domain/money.ts';
import type { LinkState } from '../../../../domain/payment-link-rules.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { copyText, shareLink } from './share.ts';

// QR drawing loads only when a code is shown (never with the first route).
const QrPanel = lazy(() => import('./qr/QrPanel.tsx'));

export interface LinkView {
  id: string;
  url: string;
  amount: number | null;
  currency: string;
  description: string;
  reusable: boolean;
  expiresAt: string | null;
  /** `waiting`: made on this phone, not on the server yet (the outbox will send it). */
  state: LinkState | 'waiting';
  paymentsCount: number;
  takings: number;
  /** The server refused a queued link, with its reason. */
  refused?: string | null;
  /** Issue 35: the member who made it (name, else phone), as activity names them; null/absent: the founder or an API key. */
  member?: string | null;
}

const STATE_BADGES: Record<LinkView['state'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  waiting: { label: 'Waiting to sync', tone: 'warning' },
  disabled: { label: 'Disabled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
  used: { label: 'Used', tone: 'info' },
};

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child { border-top: 0; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Url = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-SL', { day: 'numeric', month: 'short', year: 'numeric' });
}

export interface PaymentLinkItemProps {
  link: LinkView;
  businessName: string;
  onDisable?: (id: string) => void;
  disabling?: boolean;
  /** Opened on creation, so the new link's QR is on screen at once. */
  initiallyOpen?: boolean;
}

export function PaymentLinkItem({ link, businessName, onDisable, disabling = false, initiallyOpen = false }: PaymentLinkItemProps) {
  const [showQr, setShowQr] = useState(initiallyOpen);
  const qrId = useId();
  // The list may show the new link a moment before the form reports it created.
  useEffect(() => {
    if (initiallyOpen) setShowQr(true);
  }, [initiallyOpen]);
  const badge = STATE_BADGES[link.state];
  const amountText = link.amount === null ? 'Customer enters the amount' : formatMoneyIn(link.amount, link.currency);
  const usable = link.state === 'active' || link.state === 'waiting';
  return (
    <Item data-link-id={link.id} aria-label={`Payment link: ${link.description}`}>
      <Head>
        <div>
          <Title>{link.description}</Title>
          <Meta>
            {amountText} · {link.reusable ? 'Reusable' : 'Single use'}
            {link.expiresAt ? ` · until ${shortDate(link.expiresAt)}` : ''}
          </Meta>
          {link.member ? <Meta data-testid="link-member">Made by {link.member}</Meta> : null}
        </div>
        <Badge tone={link.refused ? 'error' : badge.tone} dot>
          {link.refused ? 'Needs attention' : badge.label}
        </Badge>
      </Head>
      {link.state === 'waiting' && !link.refused ? (
        <Meta>Saved on this phone. It will be sent when you are back online; customers can pay once it has synced.</Meta>
      ) : null}
      {link.refused ? <Meta role="alert">The server refused this link: {link.refused}</Meta> : null}
      {link.state !== 'waiting' ? (
        <Meta>
          Takings: {formatMoneyIn(link.takings, link.currency)} from {link.paymentsCount} {link.paymentsCount === 1 ? 'payment' : 'payments'}
        </Meta>
      ) : null}
      <Url>{link.url}</Url>
      <Actions>
        <Button variant="secondary" size="sm" aria-expanded={showQr} aria-controls={qrId} onClick={() => setShowQr((open) => !open)}>
          {showQr ? 'Hide QR code' : 'Show QR code'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copyText(link.url)} aria-label={`Copy link: ${link.description}`}>
          Copy
        </Button>
        {usable ? (
          <Button variant="outline" size="sm" onClick={() => void shareLink(link.url, link.description)} aria-label={`Share link: ${link.description}`}>
            Share
          </Button>
        ) : null}
        {link.state === 'active' && onDisable ? (
          <Button variant="ghost" size="sm" loading={disabling} onClick={() => onDisable(link.id)} aria-label={`Disable link: ${link.description}`}>
            Disable
          </Button>
        ) : null}
      </Actions>
      <div id={qrId} hidden={!showQr}>
        {showQr ? (
          <Suspense fallback={<Spinner label="Drawing QR code" />}>
            <QrPanel
              url={link.url}
              label={`QR code for ${link.description}${link.state === 'waiting' ? ' (waiting to sync)' : ''}`}
              fileName={`salone-pay-link-${link.id.slice(0, 8)}`}
              businessName={businessName}
              printDetail={link.amount === null ? link.description : `${link.description} · ${amountText}`}
            />
          </Suspense>
        ) : null}
      </div>
    </Item>
  );
}
