import { describe, expect, it } from 'vitest';
import { draftNotification } from './notification-writer.ts';

describe('draftNotification (issue 37)', () => {
  it('a payment received names the payer as activity does: a name, else the masked number', () => {
    expect(draftNotification('payment.completed', { amount: 2_500_000, currency: 'SLE', method: 'orange_money', payerName: null, payerPhoneMasked: '****5222' })).toMatchObject({
      title: 'Payment received',
      body: 'Le 25,000 received from ****5222 by Orange Money.',
    });
  });

  it("the merchant's own cash sale tells them nothing (they recorded it themselves)", () => {
    expect(draftNotification('payment.completed', { amount: 750_000, currency: 'SLE', method: 'cash', payerName: null, payerPhoneMasked: null })).toBeNull();
  });
});
