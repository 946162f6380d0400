import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreatePayerPaymentBody,
  FrequentPaymentList,
  PayerBalanceList,
  PayerPaymentAnswer,
  PaymentCodeBody,
  PaymentIdParams,
  PendingPaymentAnswer,
  PendingPaymentList,
  ProviderCallbackAnswer,
} from '../../../domain/api/payments.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { toE164 } from '../../../domain/phone.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { idempotentRecordId } from '../../plugins/idempotency.ts';
import { liveUnavailable } from '../../plugins/live-writes.ts';
import type { ProviderPayoutHint } from '../../providers/payments/payment-provider.ts';
import { toPendingPayment, type ActivityService } from './activity.service.ts';
import { toPublicPayment, type PaymentsService } from './payments.service.ts';

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'No payment with this id');

/**
 * The signed-in payer's payments: create, confirm, submit the code, cancel; the dashboard's
 * pending and frequent lists; the merchant's balance; the sandbox provider's callback.
 */
/**
 * `liveProviderAvailable`: whether live money can move here (PAYMENT_PROVIDER=monime). A payer in
 * live mode (`Salone-Mode: live`) pays live only then; with the sandbox alone it is 422
 * `livemode_unavailable`, never a sandbox payment dressed as live money.
 */
/**
 * `onPayoutHint`: a verified webhook saying one of the provider's payouts ended (Monime's
 * `payout.completed` / `payout.failed`), handed to the payouts and refunds that read it back and
 * settle it (issue 33); answered as every callback is, whatever it found.
 */
export function paymentsRoutes(
  payments: PaymentsService,
  activity: ActivityService,
  liveProviderAvailable = false,
  onPayoutHint: (hint: ProviderPayoutHint) => Promise<void> = async () => undefined,
) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    /** Only a payment the user paid (or, for reads, received) in the request's mode exists for them: others are 404. */
    const ownPayment = async (userId: string, id: string, livemode: boolean) => {
      const row = await activity.findPendingOfPayer(userId, id, livemode);
      if (!row) throw notFound();
      return row;
    };

    app.get('/payments/pending', { preHandler: app.requireUser, schema: { response: { 200: PendingPaymentList } } }, async (request) => ({
      data: await activity.listPending(signedInUser(request).id, request.livemode),
    }));
    app.get('/payments/frequent', { preHandler: app.requireUser, schema: { response: { 200: FrequentPaymentList } } }, async (request) => ({
      data: await activity.listFrequent(signedInUser(request).id, request.livemode),
    }));
    app.get('/balance', { preHandler: app.requireUser, schema: { response: { 200: PayerBalanceList } } }, async (request) => ({
      // In the request's mode (API key or the dashboard's Test mode): test and live money never mix.
      data: await activity.balance(signedInUser(request).id, request.livemode),
    }));

    app.post(
      '/payments',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: CreatePayerPaymentBody, response: { 201: PayerPaymentAnswer } } },
      async (request, reply) => {
        const user = signedInUser(request);
        const body = request.body;
        // The merchant paid must be able to take live money (a provider, and activated).
        if (request.livemode && !liveProviderAvailable) throw liveUnavailable();
        await app.liveWrites(request, { merchantId: body.merchantId, audience: 'customer' });
        const payment = await payments.create({
          livemode: request.livemode,
          // A retry that takes over a crashed request's key names the same payment: never a second.
          id: idempotentRecordId(request, 'payment'),
          merchantId: body.merchantId,
          payerUserId: user.id,
          payerPhone: body.walletNumber ? toE164(body.walletNumber) : user.phone,
          amount: body.amount,
          // The schema's default has made it SLE when absent.
          currency: body.currency ?? 'SLE',
          method: body.method,
          ...(body.bankCode ? { bankCode: body.bankCode } : {}),
          source: 'checkout',
          description: body.description,
        });
        return reply.code(201).send({ data: toPublicPayment(payment) });
      },
    );
    app.get(
      '/payments/:id',
      { preHandler: app.requireUser, schema: { params: PaymentIdParams, response: { 200: PayerPaymentAnswer } } },
      async (request) => {
        if (!(await activity.findPaymentOfUser(signedInUser(request).id, request.params.id, request.livemode))) throw notFound();
        return { data: toPublicPayment(await payments.get(request.params.id)) };
      },
    );
    app.post(
      '/payments/:id/confirm',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: PaymentIdParams, response: { 200: PayerPaymentAnswer } } },
      async (request) => {
        await ownPayment(signedInUser(request).id, request.params.id, request.livemode);
        return { data: toPublicPayment(await payments.confirm(request.params.id)) };
      },
    );
    app.post(
      '/payments/:id/code',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          params: PaymentIdParams,
          body: PaymentCodeBody,
          response: { 200: PayerPaymentAnswer },
        },
      },
      async (request) => {
        await ownPayment(signedInUser(request).id, request.params.id, request.livemode);
        return { data: toPublicPayment(await payments.submitCode(request.params.id, request.body.code)) };
      },
    );
    app.post(
      '/payments/:id/cancel',
      // The outbox replays a cancel until it gets an answer: its Idempotency-Key runs it once.
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: PaymentIdParams, response: { 200: PendingPaymentAnswer } } },
      async (request) => {
        const userId = signedInUser(request).id;
        await ownPayment(userId, request.params.id, request.livemode);
        await payments.cancel(request.params.id);
        const row = await activity.findPendingOfPayer(userId, request.params.id, request.livemode);
        if (!row) throw notFound();
        return { data: toPendingPayment(row) };
      },
    );

    // Provider callbacks are verified on the exact bytes sent, so this route keeps the raw body
    // (no body schema: the provider's own format); documented so the API reference lists every route.
    const providerCallbackSchema = (summary: string, description: string) => ({
      tags: ['Provider callbacks'],
      summary,
      description,
      response: { 202: ProviderCallbackAnswer },
    });
    const acceptCallback = async (headers: Record<string, string | string[] | undefined>, body: string) => {
      const hint = await payments.acceptCallback(headers, body);
      if (hint) await onPayoutHint(hint);
    };
    await app.register(async (callbacks) => {
      // The app-wide JSON parser (server/plugins/input-rules.ts) is replaced in this scope only.
      callbacks.removeContentTypeParser('application/json');
      callbacks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      callbacks.post<{ Body: string }>('/providers/sandbox/callback', { schema: providerCallbackSchema('The sandbox provider’s callback (local mode)', 'Called by our own sandbox with its signed result; not for clients.') }, async (request, reply) => {
        await acceptCallback(request.headers, request.body);
        return reply.code(202).send({ data: { accepted: true } });
      });
      // Monime's webhooks (PAYMENT_PROVIDER=monime): Monime-Signature over the raw body, a hint that polling confirms.
      // A payout's (payout.completed / payout.failed) is read back from Monime and settled before the answer.
      callbacks.post<{ Body: string }>('/providers/monime/callback', { schema: providerCallbackSchema('Monime’s webhook to us', 'Monime-Signature over the raw body (PAYMENT_PROVIDER=monime); a hint that polling confirms. A payout event is read back from Monime and settled before the answer. Not for clients.') }, async (request, reply) => {
        await acceptCallback(request.headers, request.body);
        return reply.code(202).send({ data: { accepted: true } });
      });
    });
  };
}
