import { describe, expect, it } from 'vitest';
import { movementLabel } from './movements.ts';

describe('movementLabel', () => {
  it('names each phase of a payout and its fee', () => {
    expect(movementLabel({ code: 'payout', kind: 'pending' })).toBe('Payout started');
    expect(movementLabel({ code: 'payout', kind: 'post_pending' })).toBe('Payout sent');
    expect(movementLabel({ code: 'payout', kind: 'void_pending' })).toBe('Payout failed: money returned');
    expect(movementLabel({ code: 'payout_fee', kind: 'pending' })).toBe('Payout fee reserved');
    expect(movementLabel({ code: 'payout_fee', kind: 'void_pending' })).toBe('Payout fee returned');
  });

  it('names payments and refunds, a refund given back included', () => {
    expect(movementLabel({ code: 'payment_settlement', kind: 'single' })).toBe('Payment received');
    expect(movementLabel({ code: 'refund', kind: 'pending' })).toBe('Refund');
    expect(movementLabel({ code: 'refund', kind: 'void_pending' })).toBe('Refund failed: money returned');
  });

  it('says an unknown code in words rather than hiding it', () => {
    expect(movementLabel({ code: 'manual_adjustment', kind: 'single' })).toBe('manual adjustment');
  });
});
