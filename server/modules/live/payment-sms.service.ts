/**
 * A completed payment's SMS (issue 17): the guest payer's receipt (a payer known only by phone)
 * and, when the merchant chose it, the merchant's alert. Each is a pg-boss job enqueued in the
 * settlement's own transaction (enqueuePaymentSms), so a rolled-back settlement sends nothing;
 * the job claims `kind:paymentId` before sending, so a job that runs again sends nothing twice.
 * A crash between the provider accepting and the claim being marked sent leaves it claimed: we
 * prefer a receipt missed to a receipt sent twice.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Delivery } from '../auth/delivery.service.ts';
import { findPaymentSmsFacts } from './payment-sms.queries.ts';
import { findPreferences } from './preferences.queries.ts';
import { claimSmsDelivery, markSmsSent, releaseSmsClaim } from './sms-deliveries.queries.ts';
import { guestReceiptSms, merchantPaymentSms } from './sms-texts.ts';
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';

export type PaymentSmsJob = { kind: 'guest_receipt' | 'merchant_alert'; paymentId: string };

/** Call in the transaction that completed `payment` (pg-boss must be started: jobs.ready() before it opened). */
export async function enqueuePaymentSms(tx: Db, jobs: Jobs, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'completed') return;
  if (payment.payerPhone && !payment.payerUserId) {
    await jobs.send(tx, 'payment-sms', { kind: 'guest_receipt', paymentId: payment.id } satisfies PaymentSmsJob);
  }
  if ((await findPreferences(tx, payment.merchantId)).smsOnPayment) {
    await jobs.send(tx, 'payment-sms', { kind: 'merchant_alert', paymentId: payment.id } satisfies PaymentSmsJob);
  }
}

export interface PaymentSmsDeps {
  db: Db;
  delivery: Pick<Delivery, 'smsNotice'>;
  now: () => Date;
  /** The receipt page's link for a payment (the receipts service: PUBLIC_URL or this server, plus its token). */
  receiptUrlFor: (paymentId: string) => string;
}

export function createPaymentSmsService(deps: PaymentSmsDeps) {
  const { db, delivery, now } = deps;

  function compose(job: PaymentSmsJob, facts: NonNullable<Awaited<ReturnType<typeof findPaymentSmsFacts>>>): { to: string; body: string; link?: string } | null {
    const { payment } = facts;
    if (job.kind === 'guest_receipt') {
      if (!payment.payerPhone || payment.payerUserId) return null;
      const link = deps.receiptUrlFor(payment.id);
      return { to: payment.payerPhone, link, body: guestReceiptSms({ amount: payment.total, currency: payment.currency, merchantName: facts.merchantName, receiptUrl: link }) };
    }
    const payer = payment.payerName ?? (payment.payerPhone ? maskAccountNumber(payment.payerPhone) : null);
    return {
      to: facts.merchantPhone,
      body: merchantPaymentSms({ amount: payment.amount, currency: payment.currency, method: payment.method, payer, reference: payment.reference }),
    };
  }

  return {
    /**
     * Support's "Resend receipt" (issue 34): the receipt SMS with its link, to the payer's phone
     * again, now. Each call is a new send under its own claim (the route's Idempotency-Key makes a
     * retried request one send); the payment's timeline lists it as `receipt_resend`.
     */
    async resendReceipt(paymentId: string): Promise<{ sentTo: string } | { refused: 'not_found' | 'not_completed' | 'no_phone' }> {
      const facts = await findPaymentSmsFacts(db, paymentId);
      if (!facts) return { refused: 'not_found' };
      if (facts.payment.status !== 'completed') return { refused: 'not_completed' };
      const to = facts.payment.payerPhone;
      if (!to) return { refused: 'no_phone' };
      const link = deps.receiptUrlFor(paymentId);
      const key = `receipt_resend:${randomUUID()}:${paymentId}`;
      await claimSmsDelivery(db, key, now());
      try {
        await delivery.smsNotice(to, guestReceiptSms({ amount: facts.payment.total, currency: facts.payment.currency, merchantName: facts.merchantName, receiptUrl: link }), { link, testMode: !facts.payment.livemode });
      } catch (error) {
        await releaseSmsClaim(db, key);
        throw error;
      }
      await markSmsSent(db, key, now());
      return { sentTo: to };
    },

    /** The job: sends this payment's SMS of this kind at most once. */
    async send(job: PaymentSmsJob): Promise<'sent' | 'already_sent' | 'nothing_to_send'> {
      const facts = await findPaymentSmsFacts(db, job.paymentId);
      if (!facts || facts.payment.status !== 'completed') return 'nothing_to_send';
      const message = compose(job, facts);
      if (!message) return 'nothing_to_send';
      const key = `${job.kind}:${job.paymentId}`;
      if (!(await claimSmsDelivery(db, key, now()))) return 'already_sent';
      try {
        await delivery.smsNotice(message.to, message.body, { ...(message.link ? { link: message.link } : {}), testMode: !facts.payment.livemode });
      } catch (error) {
        await releaseSmsClaim(db, key);
        throw error;
      }
      await markSmsSent(db, key, now());
      return 'sent';
    },
  };
}

export type PaymentSmsService = ReturnType<typeof createPaymentSmsService>;

/** This process's worker for the payment-sms queue (`npm start` and `npm run worker`). */
export async function startPaymentSmsWorker(jobs: Jobs, service: PaymentSmsService): Promise<void> {
  await jobs.work<PaymentSmsJob>('payment-sms', async (job) => void (await service.send(job)));
}
