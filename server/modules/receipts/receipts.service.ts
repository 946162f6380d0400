/**
 * The public receipt behind the link in a guest's receipt SMS (issue 17): a completed payment's
 * facts as domain/api/receipts.ts lists them, for whoever holds the link's token. Unknown ids and
 * wrong tokens get the same answer, so the page is no oracle for which payment ids exist.
 */
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import type { Receipt } from '../../../domain/api/receipts.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { getMerchantProfile } from '../merchants/merchants.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { refundedAmount } from '../payments/refunds.service.ts';
import { isReceiptToken, receiptToken } from './receipt-token.ts';

const notFound = () => new DomainError(ERROR_CODES.receiptNotFound, 'We could not find this receipt. Check that the link is the one in your SMS.');

function methodLabel(row: PaymentRow): string {
  const label = providerLabel(row.provider);
  // A bank transfer names its bank: "Bank transfer, Sierra Leone Commercial Bank".
  return row.method === 'bank_transfer' ? `Bank transfer, ${label}` : label;
}

export function createReceiptsService(deps: { db: Db; payments: Pick<PaymentsService, 'get'>; secret: string; publicOrigin: string }) {
  const { db, payments, secret } = deps;
  return {
    /** The receipt page's address for this payment: `${origin}/receipts/{paymentId}?t={token}`. */
    urlFor(paymentId: string): string {
      return `${deps.publicOrigin}/receipts/${paymentId}?t=${receiptToken(secret, paymentId)}`;
    },

    async get(paymentId: string, token: string): Promise<Receipt> {
      if (!isReceiptToken(secret, paymentId, token)) throw notFound();
      const row = await payments.get(paymentId).catch((error: unknown) => {
        if (error instanceof DomainError && error.statusCode === 404) throw notFound();
        throw error;
      });
      if (row.status !== 'completed') {
        throw new DomainError(ERROR_CODES.receiptNotAvailable, 'This payment has not been completed, so there is no receipt for it.');
      }
      const merchant = await getMerchantProfile(db, row.merchantId);
      return {
        merchantName: merchant?.businessName ?? 'Salone Pay merchant',
        description: row.description,
        amount: row.amount,
        fee: row.fee,
        total: row.total,
        currency: row.currency,
        method: row.method,
        methodLabel: methodLabel(row),
        payerNumber: row.payerPhone ? maskAccountNumber(row.payerPhone) : null,
        status: 'completed',
        refunded: await refundedAmount(db, row.id),
        paidAt: row.statusChangedAt.toISOString(),
        reference: row.reference,
        livemode: row.livemode,
      };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
