/**
 * The merchant's payments for their own servers (issue 12), in the request's mode: a test key (or
 * the dashboard in Test mode) sees and makes test payments on the sandbox only; a live key never
 * sees a test payment. Another merchant's payment, or one of the other mode, does not exist (404).
 */
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../http/cursor.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { toE164 } from '../../../domain/phone.ts';
import type { CreatePaymentRequestInput, ListPaymentsInput, MerchantPaymentView } from '../../../domain/api/merchant-payments.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { checkoutClientSecret } from '../checkout/checkout.service.ts';
import { toPublicPayment, type PaymentsService } from '../payments/payments.service.ts';
import type { MerchantEventView, PayoutView, RefundView } from '../../../domain/api/merchant-resources.ts';
import type { EventRow } from '../../db/schema.ts';
import { toPublicPayout } from '../payouts/payouts.service.ts';
import { toPublicRefund, type RefundsService } from '../payments/refunds.service.ts';
import { findMerchantEvent, findMerchantPayment, findMerchantPayout, listMerchantEvents, listMerchantPayments, listMerchantPayouts } from './merchant-api.queries.ts';

export interface MerchantContext {
  merchantId: string;
  livemode: boolean;
  /** The public origin for checkout links (PUBLIC_URL, else the request's). */
  origin: string;
}

/** A payment requested by API waits for its payer to choose how to pay at the checkout page. */
const API_PAYMENT_DEFAULT_METHOD = 'orange_money';

/**
 * Where the payer pays this payment: the public checkout with the payment's client secret, so the
 * link opens this one payment and nothing else (the id alone opens nothing).
 */
export function checkoutUrlOf(origin: string, row: Pick<PaymentRow, 'merchantId' | 'id'>, appSecret: string): string {
  return `${origin}/pay/${row.merchantId}?payment=${row.id}&secret=${encodeURIComponent(checkoutClientSecret(appSecret, row.id))}`;
}

export function toMerchantPayment(row: PaymentRow, origin: string, appSecret: string): MerchantPaymentView {
  const checkoutUrl = checkoutUrlOf(origin, row, appSecret);
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

function timeOf(field: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  // Years 1970 to 9999 only: PostgreSQL refuses year 0 and JavaScript dates end at 275760 (issue 22).
  if (!/^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}/.test(value) || Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) {
    throw new DomainError(ERROR_CODES.invalidInput, `${field} must be an ISO 8601 time`, { details: [{ field, message: `${field} must be an ISO 8601 time` }] });
  }
  return at;
}

const notFound = () => new DomainError(ERROR_CODES.notFound, 'No payment with this id');

function toMerchantEvent(row: EventRow): MerchantEventView {
  return { id: row.id, object: 'event', type: row.type, livemode: row.livemode, data: row.data, createdAt: row.createdAt.toISOString() };
}

function pageLimit(limit: number | undefined): number {
  return limit ?? 20;
}

export interface MerchantApiDeps {
  db: Db;
  payments: PaymentsService;
  refunds: RefundsService;
  /** The app secret: checkout URLs carry the payment's client secret, an HMAC under it. */
  appSecret: string;
  /**
   * Whether live money can move here: only with a real provider (PAYMENT_PROVIDER=monime). With
   * the sandbox alone, a live key reads live data but creating a payment is 422
   * `livemode_unavailable`, never a sandbox payment dressed as live money.
   */
  liveProviderAvailable: boolean;
  /** Issue 33/34: the merchant must be activated (and not frozen) to request live money. */
  liveAllowed?: (merchantId: string) => Promise<void>;
}

export function createMerchantApiService(deps: MerchantApiDeps) {
  const { db, payments, appSecret } = deps;
  const view = (row: PaymentRow, context: MerchantContext) => toMerchantPayment(row, context.origin, appSecret);

  async function mustFind(context: MerchantContext, id: string): Promise<PaymentRow> {
    const row = await findMerchantPayment(db, context.merchantId, context.livemode, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * `id` names the payment: the route derives it from the Idempotency-Key, so a re-run of the
     * same request (its first run committed but its answer was lost) finds that payment instead
     * of making a second one for the customer to pay.
     */
    async createPaymentRequest(context: MerchantContext, input: CreatePaymentRequestInput, id?: string): Promise<MerchantPaymentView> {
      if (context.livemode && !deps.liveProviderAvailable) {
        // Live money needs a live provider; the sandbox never stands in for one.
        throw new DomainError(ERROR_CODES.livemodeUnavailable, 'Live payments are not available yet on this installation. Use a test key.');
      }
      if (context.livemode) await deps.liveAllowed?.(context.merchantId);
      const row = await payments.create({
        ...(id ? { id } : {}),
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
      return view(row, context);
    },

    async list(context: MerchantContext, query: ListPaymentsInput): Promise<{ items: MerchantPaymentView[]; nextCursor: string | null }> {
      const limit = query.limit ?? 20;
      const after = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
      const createdFrom = timeOf('createdFrom', query.createdFrom);
      const createdTo = timeOf('createdTo', query.createdTo);
      const rows = await listMerchantPayments(db, {
        merchantId: context.merchantId,
        livemode: context.livemode,
        limit: limit + 1,
        ...(query.status ? { status: query.status } : {}),
        ...(createdFrom ? { createdFrom } : {}),
        ...(createdTo ? { createdTo } : {}),
        ...(after ? { after: { createdAt: after.at, id: after.id } } : {}),
      });
      const page = pageOf(rows, limit, (last) => encodeTimeCursor(last.createdAt, last.id));
      return { items: page.rows.map((row) => view(row, context)), nextCursor: page.nextCursor };
    },

    async get(context: MerchantContext, id: string): Promise<MerchantPaymentView> {
      return view(await mustFind(context, id), context);
    },

    async cancel(context: MerchantContext, id: string): Promise<MerchantPaymentView> {
      await mustFind(context, id);
      return view(await payments.cancel(id), context);
    },

    /** A refund of the merchant's payment of this mode; `id` comes from the request's Idempotency-Key when there is one. */
    async refund(context: MerchantContext, paymentId: string, amount: number, id: string | undefined): Promise<RefundView> {
      await mustFind(context, paymentId);
      const row = await deps.refunds.create({ merchantId: context.merchantId, paymentId, amount, ...(id ? { id } : {}) });
      return toPublicRefund(row);
    },

    async refunds(context: MerchantContext, paymentId: string): Promise<RefundView[]> {
      await mustFind(context, paymentId);
      return (await deps.refunds.listOfPayment(paymentId)).map((row) => toPublicRefund(row));
    },

    async payouts(context: MerchantContext, query: { limit?: number; cursor?: string }): Promise<{ items: PayoutView[]; nextCursor: string | null }> {
      const limit = pageLimit(query.limit);
      const after = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
      const rows = await listMerchantPayouts(db, { merchantId: context.merchantId, livemode: context.livemode, limit: limit + 1, ...(after ? { after } : {}) });
      const page = pageOf(rows, limit, (last) => encodeTimeCursor(last.statusChangedAt, last.id));
      return { items: page.rows.map((row) => toPublicPayout(row)), nextCursor: page.nextCursor };
    },

    async payout(context: MerchantContext, id: string): Promise<PayoutView> {
      const row = await findMerchantPayout(db, context.merchantId, context.livemode, id);
      if (!row) throw new DomainError(ERROR_CODES.notFound, 'No payout with this id');
      return toPublicPayout(row);
    },

    async events(context: MerchantContext, query: { limit?: number; cursor?: string; type?: string }): Promise<{ items: MerchantEventView[]; nextCursor: string | null }> {
      const limit = pageLimit(query.limit);
      let beforeSeq: number | undefined;
      if (query.cursor !== undefined) {
        if (!/^[1-9]\d{0,15}$/.test(query.cursor)) throw new DomainError(ERROR_CODES.invalidInput, 'cursor is not valid', { details: [{ field: 'cursor', message: 'cursor is not valid' }] });
        beforeSeq = Number(query.cursor);
      }
      const rows = await listMerchantEvents(db, {
        merchantId: context.merchantId,
        livemode: context.livemode,
        limit: limit + 1,
        ...(query.type ? { type: query.type } : {}),
        ...(beforeSeq !== undefined ? { beforeSeq } : {}),
      });
      const page = pageOf(rows, limit, (last) => String(last.seq));
      return { items: page.rows.map(toMerchantEvent), nextCursor: page.nextCursor };
    },

    async event(context: MerchantContext, id: string): Promise<MerchantEventView> {
      const row = await findMerchantEvent(db, context.merchantId, context.livemode, id);
      if (!row) throw new DomainError(ERROR_CODES.notFound, 'No event with this id');
      return toMerchantEvent(row);
    },
  };
}

export type MerchantApiService = ReturnType<typeof createMerchantApiService>;
