import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Currency } from '../../../domain/money.ts';
import { toE164 } from '../../../domain/phone.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/statuses.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { idempotentRecordId } from '../../plugins/idempotency.ts';
import { dataOf, idParams, listOf, UUID_PATTERN } from '../../http/schemas.ts';
import { toPendingPayment, type ActivityService } from './activity.service.ts';
import { toPublicPayment, type PaymentsService } from './payments.service.ts';

export const pendingPaymentSchema = {
  type: 'object',
  required: ['id', 'transactionId', 'merchantName', 'merchantId', 'amount', 'currency', 'paymentMethod', 'provider', 'status', 'createdAt', 'expiresAt', 'description'],
  properties: {
    id: { type: 'string' },
    transactionId: { type: 'string' },
    merchantName: { type: 'string' },
    merchantId: { type: 'string' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
    paymentMethod: { type: 'string' },
    provider: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
    description: { type: 'string' },
  },
} as const;

export const frequentPaymentSchema = {
  type: 'object',
  required: ['id', 'merchantName', 'merchantId', 'category', 'paymentCount', 'lastPaymentAmount', 'currency', 'lastPaymentDate', 'preferredPaymentMethod', 'provider'],
  properties: {
    id: { type: 'string' },
    merchantName: { type: 'string' },
    merchantId: { type: 'string' },
    category: { type: 'string' },
    paymentCount: { type: 'integer' },
    lastPaymentAmount: { type: 'integer' },
    currency: { type: 'string' },
    lastPaymentDate: { type: 'string' },
    preferredPaymentMethod: { type: 'string' },
    provider: { type: 'string' },
  },
} as const;

const paymentSchema = {
  type: 'object',
  required: ['id', 'merchantId', 'amount', 'fee', 'total', 'net', 'currency', 'method', 'provider', 'status', 'displayStatus', 'reference', 'description', 'createdAt', 'expiresAt'],
  properties: {
    id: { type: 'string' },
    merchantId: { type: 'string' },
    amount: { type: 'integer' },
    fee: { type: 'integer' },
    total: { type: 'integer' },
    net: { type: 'integer' },
    currency: { type: 'string' },
    method: { type: 'string' },
    provider: { type: 'string' },
    status: { type: 'string' },
    displayStatus: { type: 'string' },
    reference: { type: 'string' },
    description: { type: 'string' },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
  },
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantId', 'amount', 'method', 'description'],
  properties: {
    merchantId: { type: 'string', pattern: UUID_PATTERN },
    amount: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    // SLL is for legacy records only (DESIGN §3): new payments are in current currencies.
    currency: { type: 'string', enum: ['SLE', 'USD', 'EUR', 'GBP'], default: 'SLE' },
    method: { type: 'string', enum: PAYMENT_METHODS.filter((method) => method !== 'cash') },
    bankCode: { type: 'string', pattern: '^[A-Z]{2,6}$' },
    /** The mobile money number to charge, 8 digits; the payer's own number by default. */
    walletNumber: { type: 'string', pattern: '^[0-9]{8}$' },
    description: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

interface CreateBody {
  merchantId: string;
  amount: number;
  currency: Exclude<Currency, 'SLL'>;
  method: Exclude<PaymentMethod, 'cash'>;
  bankCode?: string;
  walletNumber?: string;
  description: string;
}

const balanceSchema = listOf({
  type: 'object',
  required: ['currency', 'available', 'pending'],
  properties: { currency: { type: 'string' }, available: { type: 'integer' }, pending: { type: 'integer' } },
});

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'No payment with this id');

/**
 * The signed-in payer's payments: create, confirm, submit the code, cancel; the dashboard's
 * pending and frequent lists; the merchant's balance; the sandbox provider's callback.
 */
export function paymentsRoutes(payments: PaymentsService, activity: ActivityService) {
  return async (app: FastifyInstance): Promise<void> => {
    /** Only a payment the user paid (or, for reads, received) exists for them: others are 404. */
    const ownPayment = async (userId: string, id: string) => {
      const row = await activity.findPendingOfPayer(userId, id);
      if (!row) throw notFound();
      return row;
    };

    app.get('/payments/pending', { preHandler: app.requireUser, schema: { response: { 200: listOf(pendingPaymentSchema) } } }, async (request) => ({
      data: await activity.listPending(signedInUser(request).id),
    }));
    app.get('/payments/frequent', { preHandler: app.requireUser, schema: { response: { 200: listOf(frequentPaymentSchema) } } }, async (request) => ({
      data: await activity.listFrequent(signedInUser(request).id),
    }));
    app.get('/balance', { preHandler: app.requireUser, schema: { response: { 200: balanceSchema } } }, async (request) => ({
      // In the request's mode (API key or the dashboard's Test mode): test and live money never mix.
      data: await activity.balance(signedInUser(request).id, request.livemode),
    }));

    app.post<{ Body: CreateBody }>(
      '/payments',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: createBody, response: { 201: dataOf(paymentSchema) } } },
      async (request, reply) => {
        const user = signedInUser(request);
        const body = request.body;
        const payment = await payments.create({
          // A retry that takes over a crashed request's key names the same payment: never a second.
          id: idempotentRecordId(request, 'payment'),
          merchantId: body.merchantId,
          payerUserId: user.id,
          payerPhone: body.walletNumber ? toE164(body.walletNumber) : user.phone,
          amount: body.amount,
          currency: body.currency,
          method: body.method,
          ...(body.bankCode ? { bankCode: body.bankCode } : {}),
          source: 'checkout',
          description: body.description,
        });
        return reply.code(201).send({ data: toPublicPayment(payment) });
      },
    );
    app.get<{ Params: { id: string } }>(
      '/payments/:id',
      { preHandler: app.requireUser, schema: { params: idParams, response: { 200: dataOf(paymentSchema) } } },
      async (request) => {
        if (!(await activity.getActivity(signedInUser(request).id, request.params.id))) throw notFound();
        return { data: toPublicPayment(await payments.get(request.params.id)) };
      },
    );
    app.post<{ Params: { id: string } }>(
      '/payments/:id/confirm',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: idParams, response: { 200: dataOf(paymentSchema) } } },
      async (request) => {
        await ownPayment(signedInUser(request).id, request.params.id);
        return { data: toPublicPayment(await payments.confirm(request.params.id)) };
      },
    );
    app.post<{ Params: { id: string }; Body: { code: string } }>(
      '/payments/:id/code',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          params: idParams,
          body: { type: 'object', additionalProperties: false, required: ['code'], properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } } },
          response: { 200: dataOf(paymentSchema) },
        },
      },
      async (request) => {
        await ownPayment(signedInUser(request).id, request.params.id);
        return { data: toPublicPayment(await payments.submitCode(request.params.id, request.body.code)) };
      },
    );
    app.post<{ Params: { id: string } }>(
      '/payments/:id/cancel',
      // The outbox replays a cancel until it gets an answer: its Idempotency-Key runs it once.
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: idParams, response: { 200: dataOf(pendingPaymentSchema) } } },
      async (request) => {
        const userId = signedInUser(request).id;
        await ownPayment(userId, request.params.id);
        await payments.cancel(request.params.id);
        const row = await activity.findPendingOfPayer(userId, request.params.id);
        if (!row) throw notFound();
        return { data: toPendingPayment(row) };
      },
    );

    // Provider callbacks are verified on the exact bytes sent, so this route keeps the raw body.
    await app.register(async (callbacks) => {
      // The app-wide JSON parser (server/plugins/input-rules.ts) is replaced in this scope only.
      callbacks.removeContentTypeParser('application/json');
      callbacks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      callbacks.post<{ Body: string }>('/providers/sandbox/callback', async (request, reply) => {
        await payments.acceptCallback(request.headers, request.body);
        return reply.code(202).send({ data: { accepted: true } });
      });
      // Monime's webhooks (PAYMENT_PROVIDER=monime): Monime-Signature over the raw body, a hint that polling confirms.
      callbacks.post<{ Body: string }>('/providers/monime/callback', async (request, reply) => {
        await payments.acceptCallback(request.headers, request.body);
        return reply.code(202).send({ data: { accepted: true } });
      });
    });
  };
}
