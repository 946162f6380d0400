/**
 * What a balance movement (a ledger transfer on the merchant's available balance) is called on
 * screen: in the wallet's movements and in the monthly statement, the same words.
 * `kind` is the transfer's phase: single, pending (reserved), post_pending (done) or void_pending
 * (given back).
 */
export function movementLabel(movement: { code: string; kind: string }): string {
  const fee = movement.code.endsWith('_fee');
  if (movement.code === 'payout' || movement.code === 'payout_fee') {
    if (movement.kind === 'pending') return fee ? 'Payout fee reserved' : 'Payout started';
    if (movement.kind === 'post_pending') return fee ? 'Payout fee paid' : 'Payout sent';
    if (movement.kind === 'void_pending') return fee ? 'Payout fee returned' : 'Payout failed: money returned';
  }
  if (movement.code === 'payment_settlement') return 'Payment received';
  if (movement.code === 'refund') return movement.kind === 'void_pending' ? 'Refund failed: money returned' : 'Refund';
  return movement.code.replaceAll('_', ' ');
}
