/**
 * What a balance movement (a ledger transfer on the merchant's available balance) is called on
 * screen: in the wallet's movements and in the monthly statement, the same words.
 * `kind` is the transfer's phase: single, pending (reserved), post_pending (done) or void_pending
 * (given back).
 */
export function movementLabel(movement: { code: string; kind: string; outcome?: string | null }): string {
  const fee = movement.code.endsWith('_fee');
  if (movement.code === 'payout' || movement.code === 'payout_fee') {
    // The wallet lists a reservation once, with its outcome (its post changes nothing more).
    if (movement.kind === 'pending' && movement.outcome === 'post_pending') return fee ? 'Payout fee paid' : 'Payout sent';
    if (movement.kind === 'pending') return fee ? 'Payout fee reserved' : 'Payout started';
    if (movement.kind === 'post_pending') return fee ? 'Payout fee paid' : 'Payout sent';
    if (movement.kind === 'void_pending') return fee ? 'Payout fee returned' : 'Payout failed: money returned';
  }
  if (movement.code === 'payment_settlement') return 'Payment received';
  if (movement.code === 'refund') return movement.kind === 'void_pending' ? 'Refund failed: money returned' : 'Refund';
  return movement.code.replaceAll('_', ' ');
}

/**
 * What a movement belongs to, in words: "Grilled barracuda · Fatmata Sesay · SP7K2M9Q" (a refund
 * names the payment it refunds). Empty when the ledger row has nothing to name.
 */
export function movementSubject(movement: { description?: string | null; payerName?: string | null; reference?: string | null }): string {
  return [movement.description, movement.payerName, movement.reference].filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}
