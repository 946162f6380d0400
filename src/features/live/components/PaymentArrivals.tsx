/**
 * Money arriving, where the merchant is looking (issue 17): each completed payment appears here
 * within about a second of settlement with its amount, the payer's name or masked number, the
 * method and the time, and, when the merchant has switched sound on, a beep and a spoken line.
 * Only `payment.completed` is shown: a pending or failed payment never looks like money received.
 * Self-contained: mount it on any signed-in screen (the dashboard, the QR and payment link screens).
 */
import { memo, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/statuses.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { getOutboxUser, subscribeOutboxUser } from '../../../lib/outbox/index.ts';
import { Staged } from '../../../lib/staged.tsx';
import { isTestMode } from '../../../lib/test-mode.ts';
import { useMerchantPreferences } from '../api/merchant-preferences.ts';
import { announceArrival, soundUnlocked, unlockSound } from '../announce.ts';
import { useLiveEvents, type LiveEvent, type LiveMode } from '../use-live-events.ts';

export interface Arrival {
  seq: number;
  paymentId: string;
  amount: string;
  payer: string | null;
  payerName: string | null;
  method: string | null;
  at: string;
}

const SHOWN = 5;
/** Older events (a phone catching up after hours away) are listed but not read out. */
const ANNOUNCE_WITHIN_MS = 2 * 60 * 1000;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A completed payment event as the screen shows it; anything else is not money received, and a
 * payment of the other mode (a sandbox payment while Test mode is off, or a live one while it is
 * on) is not announced: the stream carries both modes of the merchant.
 */
export function arrivalFrom(event: LiveEvent, livemode = !isTestMode()): Arrival | null {
  if (event.type !== 'payment.completed' || event.data.status !== 'completed') return null;
  if (event.livemode !== livemode) return null;
  const amount = typeof event.data.amount === 'number' ? event.data.amount : null;
  const currency = str(event.data.currency) ?? 'SLE';
  const method = str(event.data.method);
  if (amount === null) return null;
  const payerName = str(event.data.payerName);
  return {
    seq: event.seq,
    paymentId: str(event.data.id) ?? event.id,
    amount: formatMoneyIn(amount, currency),
    payer: payerName ?? str(event.data.payerPhoneMasked),
    payerName,
    method: method && method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : null,
    at: str(event.data.statusChangedAt) ?? event.createdAt,
  };
}

const STATUS_TEXT: Record<LiveMode, string> = {
  connecting: 'Connecting…',
  live: 'Live: payments appear here the moment they arrive.',
  polling: 'Connection is slow: checking for payments every few seconds.',
};

const Status = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/*
 * Every status text in one grid cell, only the current one visible: the line is as tall as the
 * longest text from first paint, so "Connecting…" turning into the two-line polling text never
 * pushes the dashboard down (layout shift, issue 15).
 */
const StatusTexts = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  > span { grid-area: 1 / 1; }
  > span[aria-hidden='true'] { visibility: hidden; }
`;

const Dot = styled.span<{ $live: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  flex: none;
  /* Centred on the first line of the status (its height is the longest text's). */
  margin-top: calc((1.5em - 10px) / 2);
  background: ${({ theme, $live }) => ($live ? theme.colors.success : theme.colors.warning)};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.successStrong};
`;

const Amount = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-SL', { hour: '2-digit', minute: '2-digit' });
}

export interface PaymentArrivalsProps {
  /** Every event the stream brings (e.g. to refresh the notification badge and the balance). */
  onEvent?: (event: LiveEvent) => void;
}

interface ArrivalsCardProps {
  mode: LiveMode;
  arrivals: Arrival[];
  /** The button that lets this phone play the arrival sound, when it is wanted and not yet allowed. */
  soundButton?: ReactNode;
}

/** The card itself: the stream's state and the newest arrivals. */
function ArrivalsCard({ mode, arrivals, soundButton }: ArrivalsCardProps) {
  return (
    <SectionCard title="Payments arriving" id="payment-arrivals">
      <Status>
        <Dot $live={mode === 'live'} aria-hidden="true" />
        <StatusTexts>
          {(Object.keys(STATUS_TEXT) as LiveMode[]).map((key) =>
            key === mode ? (
              <span key={key} data-testid="live-status">
                {STATUS_TEXT[key]}
              </span>
            ) : (
              <span key={key} aria-hidden="true">
                {STATUS_TEXT[key]}
              </span>
            ),
          )}
        </StatusTexts>
      </Status>
      {soundButton ? <div>{soundButton}</div> : null}
      <div role="log" aria-live="polite" aria-label="Payments received">
        {arrivals.length === 0 ? (
          <Empty>New payments will show here as soon as the money is yours.</Empty>
        ) : (
          <PlainList>
            {arrivals.map((arrival) => (
              <Item key={arrival.seq} data-testid="payment-arrival">
                <Icon name="check-circle" size={28} />
                <span>
                  <Amount>{arrival.amount} received</Amount>
                  <Detail>
                    {[arrival.payer ? `From ${arrival.payer}` : null, arrival.method, timeOf(arrival.at)].filter(Boolean).join(' · ')}
                  </Detail>
                </span>
              </Item>
            ))}
          </PlainList>
        )}
      </div>
    </SectionCard>
  );
}

function LivePaymentArrivals({ onEvent }: PaymentArrivalsProps) {
  const userId = useSyncExternalStore(subscribeOutboxUser, getOutboxUser, () => null);
  const preferences = useMerchantPreferences();
  const soundOn = preferences.data?.soundOn ?? false;
  const [arrivals, setArrivals] = useState<Arrival[]>([]);
  const [unlocked, setUnlocked] = useState(soundUnlocked);

  const handle = useCallback(
    (event: LiveEvent) => {
      onEvent?.(event);
      const arrival = arrivalFrom(event);
      if (!arrival) return;
      setArrivals((list) => [arrival, ...list.filter((item) => item.seq !== arrival.seq)].slice(0, SHOWN));
      if (soundOn && Date.now() - Date.parse(arrival.at) < ANNOUNCE_WITHIN_MS) {
        announceArrival({ amount: arrival.amount, payerName: arrival.payerName, method: arrival.method });
      }
    },
    [onEvent, soundOn],
  );
  const mode = useLiveEvents(userId, handle);
  const soundButton =
    soundOn && !unlocked ? (
      <Button variant="outline" onClick={() => setUnlocked(unlockSound())}>
        Turn on sound on this phone
      </Button>
    ) : undefined;
  return <ArrivalsCard mode={mode} arrivals={arrivals} soundButton={soundButton} />;
}

const NO_ARRIVALS: Arrival[] = [];

/**
 * The stream of payments arriving. Its connection and preferences start in a stage of their own
 * (lib/staged.tsx), after the screen's first paint; until then the card shows "Connecting…", as
 * it would anyway. Memoised: the dashboard re-renders when its profile comes, with nothing new here.
 */
export const PaymentArrivals = memo(function PaymentArrivals({ onEvent }: PaymentArrivalsProps) {
  return (
    <Staged fallback={<ArrivalsCard mode="connecting" arrivals={NO_ARRIVALS} />}>
      <LivePaymentArrivals onEvent={onEvent} />
    </Staged>
  );
});
