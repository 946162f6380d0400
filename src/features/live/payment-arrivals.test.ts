/** Issue 17: only settled money is announced; the spoken line is prepared per language. */
import { describe, expect, it } from 'vitest';
import { ANNOUNCE_TEXTS } from './announce-texts.ts';
import { arrivalFrom } from './components/PaymentArrivals.tsx';
import type { LiveEvent } from './use-live-events.ts';

const event = (type: string, status: string): LiveEvent => ({
  id: 'evt_1',
  seq: 7,
  type,
  livemode: false,
  createdAt: '2026-11-23T14:00:00.000Z',
  data: { id: 'pay_1', amount: 2_500_000, currency: 'SLE', method: 'orange_money', status, payerName: null, payerPhoneMasked: '****3456', statusChangedAt: '2026-11-23T14:00:00.000Z' },
});

describe('payment arrivals', () => {
  it('a completed payment becomes an arrival with amount, masked payer and method', () => {
    expect(arrivalFrom(event('payment.completed', 'completed'))).toMatchObject({ amount: 'Le 25,000', payer: '****3456', method: 'Orange Money', seq: 7 });
  });

  it.each([
    ['payment.failed', 'failed'],
    ['payment.cancelled', 'cancelled'],
    ['payment.expired', 'expired'],
    ['payout.completed', 'completed'],
    ['payment.completed', 'processing'],
  ])('%s (%s) is never shown as money received', (type, status) => {
    expect(arrivalFrom(event(type, status))).toBeNull();
  });

  it("a payment of the other mode is not announced: a sandbox one while Test mode is off, a live one while it is on", () => {
    const sandbox = event('payment.completed', 'completed');
    const live = { ...sandbox, livemode: true };
    expect(arrivalFrom(sandbox, false)).not.toBeNull();
    expect(arrivalFrom(live, false)).toBeNull();
    expect(arrivalFrom(live, true)).not.toBeNull();
    expect(arrivalFrom(sandbox, true)).toBeNull();
  });

  it('speaks the amount, the name (never a masked number) and the method in English', () => {
    expect(ANNOUNCE_TEXTS.en.spokenReceived({ amount: 'Le 25,000', payerName: 'Fatmata', method: 'Orange Money' })).toBe(
      'Payment received. Le 25,000 from Fatmata, by Orange Money.',
    );
    expect(ANNOUNCE_TEXTS.en.spokenReceived({ amount: 'Le 800', payerName: null, method: null })).toBe('Payment received. Le 800.');
  });
});
