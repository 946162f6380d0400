/**
 * A payment as the API shows it to its payer or merchant: one projection that the payments
 * routes, the merchant API and the money events all start from, so their fields never drift.
 */
import { displayStatus, type PaymentStatus } from '../../../domain/payment-status.ts';
import type { PaymentRow } from '../../db/schema.ts';

export function toPublicPayment(row: PaymentRow) {
  return {
    id: row.id,
    merchantId: row.merchantId,
    amount: row.amount,
    fee: row.fee,
    total: row.total,
    net: row.net,
    currency: row.currency,
    method: row.method,
    provider: row.provider,
    status: row.status,
    displayStatus: displayStatus(row.status as PaymentStatus),
    reference: row.reference,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
