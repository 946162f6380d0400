/**
 * The merchant's payments for their own servers (issue 12), in the request's mode: a test key (or
 * the dashboard in Test mode) sees and makes test payments on the sandbox only; a live key never
 * sees a test payment. Another merchant's payment, or one of the other mode, does not exist (404).
 */
import { decodeTimeCursor, encodeTimeCursor } from '../../http/cursor.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { toE164 } from '../../../domain/phone.ts';
import type { CreatePaymentRequestInput, ListPaymentsInput, MerchantPaymentView } from '../../../domain/api/merchant-payments.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toPublicPayment, type PaymentsService } from '../payments/payments.service.ts';
import { findMerchantPayment, listMerchantPayments } from './merchant-api.queries.ts';

export interface MerchantContext {
  merchantId: string;
  livemode: boolean;
  /** The public origin for checkout links (PUBLIC_URL, else the request's). */
  origin: string;
}

/** A payment requested by API waits for its payer to choose how to pay at the checkout page. */
const API_PAYMENT_DEFAULT_METHOD = 'orange_money';

export function checkoutUrlOf(origin: string, row: Pick<PaymentRow, 'merchantId' | 'id'>): string {
  return `${origin}/pay/${row.merchantId}?payment=${row.id}`;
}

export function toMerchantPayment(row: PaymentRow, origin: string): MerchantPaymentView {
  const checkoutUrl = checkoutUrlOf(origin, row);
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(row.metadata)) if (typeof value === 'string') metadata[name] = value;
  return {
    ...toPublicPayment(row),
    object: 'payment',
    livemode: row.livemode,
    source: row.source,
    metadata,
    checkoutUrl,
    qrContent: checkoutUrl,
  };
}

function encodeCursor(row: PaymentRow): string {
  return encodeTimeCursor(row.createdAt, row.id);
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const { at, id } = decodeTimeCursor(cursor);
  return { createdAt: at, id };
}

function timeOf(field: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  // Years 1970 to 9999 only: PostgreSQL refuses year 0 and JavaScript dates end at 275760 (issue 22).
  if (!/^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}/.test(value) || Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) {
    throw new HttpError(400, ERROR_CODES.invalidInput, `${field} must be an ISO 8601 time`, [{ field, message: `${field} must be an ISO 8601 time` }]);
  }
  return at;
}

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'No payment with this id');

export function createMerchantApiService(deps: { db: Db; payments: PaymentsService; liveProviderAvailable: boolean }) {
  const { db, payments } = deps;

  async function mustFind(context: MerchantContext, id: string): Promise<PaymentRow> {
    const row = await findMerchantPayment(db, context.merchantId, context.livemode, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async createPaymentRequest(context: MerchantContext, input: CreatePaymentRequestInput): Promise<MerchantPaymentView> {
      if (context.livemode && !deps.liveProviderAvailable) {
        // Live money needs a live provider; the sandbox never stands in for one.
        throw new HttpError(422, ERROR_CODES.livemodeUnavailable, 'Live payments are not available yet on this installation. Use a test key.');
      }
      const row = await payments.create({
        merchantId: context.merchantId,
        payerUserId: null,
        payerPhone: toE164(input.customerPhone),
        amount: input.amount,
        currency: input.currency ?? 'SLE',
        method: API_PAYMENT_DEFAULT_METHOD,
        source: 'api',
        description: input.description,
        ...(input.expiresInMinutes ? { ttlMs: input.expiresInMinutes * 60 * 1000 } : {}),
        metadata: input.metadata ?? {},
        livemode: context.livemode,
        start: false,
      });
      return toMerchantPayment(row, context.origin);
    },

    async list(context: MerchantContext, query: ListPaymentsInput): Promise<{ items: MerchantPaymentView[]; nextCursor: string | null }> {
      const limit = query.limit ?? 20;
      const createdFrom = timeOf('createdFrom', query.createdFrom);
      const createdTo = timeOf('createdTo', query.createdTo);
      const rows = await listMerchantPayments(db, {
        merchantId: context.merchantId,
        livemode: context.livemode,
        limit: limit + 1,
        ...(query.status ? { status: query.status } : {}),
        ...(createdFrom ? { createdFrom } : {}),
        ...(createdTo ? { createdTo } : {}),
        ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { items: page.map((row) => toMerchantPayment(row, context.origin)), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async get(context: MerchantContext, id: string): Promise<MerchantPaymentView> {
      return toMerchantPayment(await mustFind(context, id), context.origin);
    },

    async cancel(context: MerchantContext, id: string): Promise<MerchantPaymentView> {
      await mustFind(context, id);
      return toMerchantPayment(await payments.cancel(id), context.origin);
    },
  };
}

export type MerchantApiService = ReturnType<typeof createMerchantApiService>;
