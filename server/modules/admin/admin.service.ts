/**
 * The back office's work (issue 34): the activation queue and decisions, a merchant's page,
 * freezing, search, a payment's timeline, stuck payments, and the platform view. Routes decide
 * who may call what (staff.service.ts); decisions run inside the step-up code's transaction and
 * write their audit row there, so a decision and its record commit together or not at all.
 */
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import {
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTINGS,
  platformSettingError,
  roleMay,
  type ActivationStatus,
  type PayoutAccountReviewStatus,
  type PlatformSettingKey,
  type PlatformSettings,
} from '../../../domain/activation.ts';
import type {
  ActivationQueueItemView,
  PlatformOverviewView,
  SearchItemView,
  StaffActivationView,
  StaffMerchantView,
  StaffPaymentView,
  StuckPaymentView,
} from '../../../domain/api/activation.ts';
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { sanitizePhoneInput, toE164 } from '../../../domain/phone.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  events,
  linkedAccounts,
  merchantActivations,
  merchantProfiles,
  paymentEvents,
  payments,
  platformSettings,
  payouts,
  smsDeliveries,
  users,
  webhookAttempts,
  webhookDeliveries,
} from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { balances } from '../ledger/ledger.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PaymentSmsService } from '../live/payment-sms.service.ts';
import type { WebhooksService } from '../webhooks/webhooks.service.ts';
import { decidePayoutAccountReview, reviewQueue, type PayoutAccountReviewItem } from '../activation/activation.service.ts';
import {
  activationView,
  findDocument,
  lockActivation,
  updateActivation,
  verifiedPayoutAccounts,
  type DocumentStore,
} from '../activation/activation.service.ts';
import { recordAudit } from './audit.service.ts';
import type { StaffActor } from './staff.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = (what: string) => new DomainError(ERROR_CODES.notFound, `No ${what} with this id.`);

export interface AdminServiceDeps {
  db: Db;
  now: () => Date;
  documents: DocumentStore;
  payments: PaymentsService;
  jobs: Jobs;
  paymentSms: Pick<PaymentSmsService, 'resendReceipt'>;
  webhooks: Pick<WebhooksService, 'retryDelivery'>;
}

/** The platform settings: stored values over the defaults. */
export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const settings: PlatformSettings = { ...DEFAULT_PLATFORM_SETTINGS };
  for (const row of await db.select().from(platformSettings)) settings[row.key] = row.value;
  return settings;
}

export function createAdminService(deps: AdminServiceDeps) {
  const { db, now, documents } = deps;

  async function userOrNotFound(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('merchant');
    return user;
  }

  return {
    async queue(status: ActivationStatus | undefined): Promise<ActivationQueueItemView[]> {
      const rows = await db
        .select({ activation: merchantActivations, phone: users.phone })
        .from(merchantActivations)
        .innerJoin(users, eq(users.id, merchantActivations.merchantId))
        .where(status ? eq(merchantActivations.status, status) : undefined)
        .orderBy(asc(merchantActivations.submittedAt), asc(merchantActivations.merchantId))
        .limit(200);
      return rows.map(({ activation, phone }) => ({
        merchantId: activation.merchantId,
        status: activation.status,
        legalName: activation.legalName,
        tradingName: activation.tradingName,
        kind: activation.kind,
        district: activation.district,
        phone,
        submittedAt: activation.submittedAt?.toISOString() ?? null,
        submissionCount: activation.submissionCount,
      }));
    },

    async activation(merchantId: string, actor: StaffActor): Promise<StaffActivationView> {
      const user = await userOrNotFound(merchantId);
      const view = await activationView(db, merchantId);
      const [row] = await db.select({ count: merchantActivations.submissionCount }).from(merchantActivations).where(eq(merchantActivations.merchantId, merchantId));
      const documentsVisible = roleMay(actor.role, 'documents.read');
      return { merchantId, phone: user.phone, ...view, submissionCount: row?.count ?? 0, documentsVisible };
    },

    /** Approve or reject a submitted activation, in `tx` (the step-up code's transaction). */
    async decide(tx: Db, actor: StaffActor, merchantId: string, decision: 'approve' | 'reject', reason: string | undefined, requestId: string): Promise<void> {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, merchantId));
      if (!user) throw notFound('merchant');
      const at = now();
      const row = await lockActivation(tx, merchantId, at);
      if (row.status !== 'submitted') throw new DomainError(ERROR_CODES.activationNotSubmitted);
      const trimmed = reason?.trim() || null;
      if (decision === 'reject' && !trimmed) {
        const message = 'Write the reason the merchant will read: what to fix before submitting again.';
        throw new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field: 'reason', message }] });
      }
      const [account] = await verifiedPayoutAccounts(tx, merchantId);
      await updateActivation(tx, merchantId, {
        status: decision === 'approve' ? 'approved' : 'rejected',
        reason: trimmed,
        decidedAt: at,
        decidedBy: actor.id,
        ...(decision === 'approve' ? { approvedPayoutAccountId: account?.id ?? null } : {}),
        updatedAt: at,
      });
      await recordAudit(tx, {
        actorUserId: actor.id,
        actorRole: actor.role,
        action: decision === 'approve' ? 'activation.approved' : 'activation.rejected',
        targetType: 'merchant',
        targetId: merchantId,
        reason: trimmed,
        requestId,
        at,
      });
    },

    async freeze(tx: Db, actor: StaffActor, merchantId: string, frozen: boolean, reason: string, requestId: string): Promise<void> {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, merchantId));
      if (!user) throw notFound('merchant');
      const at = now();
      const row = await lockActivation(tx, merchantId, at);
      if (frozen && row.frozenAt !== null) throw new DomainError(ERROR_CODES.merchantAlreadyFrozen);
      if (!frozen && row.frozenAt === null) throw new DomainError(ERROR_CODES.merchantNotFrozen);
      const trimmed = reason.trim();
      await updateActivation(tx, merchantId, frozen ? { frozenAt: at, frozenReason: trimmed, frozenBy: actor.id, updatedAt: at } : { frozenAt: null, frozenReason: null, frozenBy: null, updatedAt: at });
      await recordAudit(tx, {
        actorUserId: actor.id,
        actorRole: actor.role,
        action: frozen ? 'merchant.frozen' : 'merchant.unfrozen',
        targetType: 'merchant',
        targetId: merchantId,
        reason: trimmed,
        requestId,
        at,
      });
    },

    async merchant(merchantId: string, actor: StaffActor): Promise<StaffMerchantView> {
      const user = await userOrNotFound(merchantId);
      const [profile] = await db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, merchantId));
      const [activation] = await db.select().from(merchantActivations).where(eq(merchantActivations.merchantId, merchantId));
      const accounts = await db.select().from(linkedAccounts).where(and(eq(linkedAccounts.userId, merchantId), eq(linkedAccounts.isActive, true)));
      const fullNumbers = roleMay(actor.role, 'accounts.full');
      return {
        merchantId,
        phone: user.phone,
        fullName: user.fullName,
        businessName: profile?.businessName ?? null,
        category: profile?.category ?? null,
        createdAt: user.createdAt.toISOString(),
        activation: activation?.status ?? 'not_started',
        activationReason: activation?.reason ?? null,
        frozen: activation?.frozenAt != null,
        frozenReason: activation?.frozenReason ?? null,
        frozenAt: activation?.frozenAt?.toISOString() ?? null,
        balances: { test: await balances(db, merchantId, { livemode: false }), live: await balances(db, merchantId, { livemode: true }) },
        payoutAccounts: accounts.map((account) => ({
          id: account.id,
          type: account.type,
          provider: account.provider,
          accountNumber: fullNumbers ? account.accountNumber : maskAccountNumber(account.accountNumber),
          verified: account.verifiedAt !== null,
        })),
      };
    },

    /** The bytes of a document (admins only, by the route's permission), and an audit row. */
    async document(actor: StaffActor, merchantId: string, documentId: string, requestId: string) {
      const row = await findDocument(db, merchantId, documentId);
      if (!row) throw notFound('document');
      const bytes = await documents.get(row.storageKey);
      if (!bytes) throw notFound('document');
      await recordAudit(db, { actorUserId: actor.id, actorRole: actor.role, action: 'document.viewed', targetType: 'document', targetId: documentId, requestId, details: { merchantId }, at: now() });
      return { bytes, contentType: row.contentType };
    },

    /** People, merchants, payments and payouts by phone, reference or id; the look-up is audited. */
    async search(actor: StaffActor, query: string, requestId: string): Promise<SearchItemView[]> {
      const q = query.trim();
      const items: SearchItemView[] = [];
      const digits = sanitizePhoneInput(q);
      const phoneLike = /^[+\d\s()-]+$/.test(q) && digits.length === 8;
      const userRows = UUID.test(q)
        ? await db.select().from(users).where(eq(users.id, q))
        : phoneLike
          ? await db.select().from(users).where(eq(users.phone, toE164(digits)))
          : [];
      for (const user of userRows) {
        const [profile] = await db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
        items.push({
          type: profile ? 'merchant' : 'person',
          id: user.id,
          label: profile?.businessName ?? user.fullName ?? user.phone,
          detail: user.phone,
          merchantId: profile ? user.id : null,
        });
      }
      const reference = q.toUpperCase();
      const paymentRows = await db
        .select()
        .from(payments)
        .where(UUID.test(q) ? or(eq(payments.id, q), eq(payments.reference, reference)) : eq(payments.reference, reference))
        .limit(20);
      for (const payment of paymentRows) {
        items.push({ type: 'payment', id: payment.id, label: payment.reference, detail: `${payment.currency} ${payment.amount} · ${payment.status}`, merchantId: payment.merchantId });
      }
      const payoutRows = await db
        .select()
        .from(payouts)
        .where(UUID.test(q) ? or(eq(payouts.id, q), eq(payouts.reference, reference)) : eq(payouts.reference, reference))
        .limit(20);
      for (const payout of payoutRows) {
        items.push({ type: 'payout', id: payout.id, label: payout.reference, detail: `${payout.currency} ${payout.amount} · ${payout.status}`, merchantId: payout.merchantId });
      }
      await recordAudit(db, { actorUserId: actor.id, actorRole: actor.role, action: 'search.performed', targetType: 'search', targetId: q.slice(0, 80), requestId, details: { results: items.length }, at: now() });
      return items;
    },

    /** A payment and its timeline: status events, webhook deliveries, SMS, staff actions. */
    async payment(paymentId: string): Promise<StaffPaymentView> {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment) throw notFound('payment');
      const timeline: StaffPaymentView['timeline'] = [];
      for (const event of await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.seq))) {
        timeline.push({ at: event.createdAt.toISOString(), kind: 'status', text: event.reason ? `${event.status}: ${event.reason}` : event.status });
      }
      const eventIds = (await db.select({ id: events.id }).from(events).where(sql`${events.data}->>'id' = ${paymentId}`)).map((row) => row.id);
      if (eventIds.length > 0) {
        const deliveries = await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, eventIds));
        for (const delivery of deliveries) {
          const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery.id)).orderBy(asc(webhookAttempts.attempt));
          for (const attempt of attempts) {
            timeline.push({
              at: attempt.attemptedAt.toISOString(),
              kind: 'webhook',
              text: `${delivery.eventType} attempt ${attempt.attempt}: ${attempt.statusCode ?? 'no answer'}${attempt.error ? ` (${attempt.error})` : ''}`,
            });
          }
          if (attempts.length === 0) timeline.push({ at: delivery.createdAt.toISOString(), kind: 'webhook', text: `${delivery.eventType}: ${delivery.status}` });
        }
      }
      for (const sms of await db.select().from(smsDeliveries).where(sql`${smsDeliveries.key} LIKE ${`%:${paymentId}`}`)) {
        timeline.push({ at: (sms.sentAt ?? sms.createdAt).toISOString(), kind: 'sms', text: `${sms.key.split(':')[0]} SMS ${sms.state}` });
      }
      for (const entry of await db.select().from(auditLog).where(and(eq(auditLog.targetType, 'payment'), eq(auditLog.targetId, paymentId))).orderBy(asc(auditLog.seq))) {
        timeline.push({ at: entry.at.toISOString(), kind: 'audit', text: `${entry.action} by ${entry.actorRole}` });
      }
      timeline.sort((a, b) => a.at.localeCompare(b.at));
      return {
        id: payment.id,
        reference: payment.reference,
        merchantId: payment.merchantId,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        provider: payment.provider,
        providerRef: payment.providerRef,
        livemode: payment.livemode,
        createdAt: payment.createdAt.toISOString(),
        statusChangedAt: payment.statusChangedAt.toISOString(),
        timeline,
      };
    },

    /** Payments in Processing for longer than the provider's usual time. */
    async stuck(): Promise<StuckPaymentView[]> {
      const { stuckPaymentMinutes } = await readPlatformSettings(db);
      const before = new Date(now().getTime() - stuckPaymentMinutes * 60_000);
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'processing'), lt(payments.statusChangedAt, before)))
        .orderBy(asc(payments.statusChangedAt))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        merchantId: row.merchantId,
        amount: row.amount,
        currency: row.currency,
        provider: row.provider,
        livemode: row.livemode,
        processingSince: row.statusChangedAt.toISOString(),
      }));
    },

    /** "Check with provider": asks the provider now and settles when it has an answer. */
    async check(actor: StaffActor, paymentId: string, requestId: string): Promise<{ id: string; status: string; changed: boolean }> {
      const [before] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (!before) throw notFound('payment');
      if (before.status === 'processing') await deps.payments.poll({ paymentId });
      const [after] = await db.select().from(payments).where(eq(payments.id, paymentId));
      const status = after?.status ?? before.status;
      await recordAudit(db, {
        actorUserId: actor.id,
        actorRole: actor.role,
        action: 'payment.rechecked',
        targetType: 'payment',
        targetId: paymentId,
        requestId,
        details: { before: before.status, after: status },
        at: now(),
      });
      return { id: paymentId, status, changed: status !== before.status };
    },

    /** "Resend receipt": the receipt SMS to the payer's phone again, and its audit row. */
    async resendReceipt(actor: StaffActor, paymentId: string, requestId: string): Promise<{ paymentId: string; sentTo: string }> {
      const sent = await deps.paymentSms.resendReceipt(paymentId);
      if ('refused' in sent) {
        if (sent.refused === 'not_found') throw notFound('payment');
        throw new DomainError(
          ERROR_CODES.receiptNotSendable,
          sent.refused === 'not_completed' ? 'This payment has not completed, so it has no receipt to send.' : 'This payment has no payer phone number to send the receipt to.',
        );
      }
      const masked = maskAccountNumber(sent.sentTo);
      await recordAudit(db, { actorUserId: actor.id, actorRole: actor.role, action: 'receipt.resent', targetType: 'payment', targetId: paymentId, requestId, details: { to: masked }, at: now() });
      // Support never sees a full number in the back office.
      return { paymentId, sentTo: masked };
    },

    /** "Retry" a webhook delivery: a new delivery of its event, with the audit row in the same transaction. */
    async retryWebhook(actor: StaffActor, deliveryId: string, requestId: string) {
      return deps.webhooks.retryDelivery(deliveryId, (tx, retry) =>
        recordAudit(tx, {
          actorUserId: actor.id,
          actorRole: actor.role,
          action: 'webhook.retried',
          targetType: 'webhook_delivery',
          targetId: deliveryId,
          requestId,
          details: { retry: retry.id, endpointId: retry.endpointId, eventId: retry.eventId },
          at: now(),
        }),
      );
    },

    /** Payout accounts added after approval, waiting for (or past) their own review. */
    payoutAccountReviews(actor: StaffActor, status: PayoutAccountReviewStatus | undefined): Promise<PayoutAccountReviewItem[]> {
      return reviewQueue(db, status ?? 'pending', roleMay(actor.role, 'accounts.full'));
    },

    /** Approve or reject one payout account's review, in `tx` (the step-up code's), with its audit row. */
    async decidePayoutAccount(tx: Db, actor: StaffActor, accountId: string, decision: 'approve' | 'reject', reason: string | undefined, requestId: string): Promise<void> {
      const at = now();
      const trimmed = reason?.trim() || null;
      const { merchantId } = await decidePayoutAccountReview(tx, { accountId, decision, reason: trimmed, actorId: actor.id, at });
      await recordAudit(tx, {
        actorUserId: actor.id,
        actorRole: actor.role,
        action: decision === 'approve' ? 'payout_account.approved' : 'payout_account.rejected',
        targetType: 'payout_account',
        targetId: accountId,
        reason: trimmed,
        requestId,
        details: { merchantId },
        at,
      });
    },

    async payoutAccountReview(actor: StaffActor, accountId: string): Promise<PayoutAccountReviewItem> {
      for (const status of ['pending', 'approved', 'rejected'] as const) {
        const found = (await reviewQueue(db, status, roleMay(actor.role, 'accounts.full'))).find((item) => item.accountId === accountId);
        if (found) return found;
      }
      throw notFound('payout account review');
    },

    settings: () => readPlatformSettings(db),

    /** Saves the settings (admins, step-up code, in its transaction) and writes what changed to the audit log. */
    async saveSettings(tx: Db, actor: StaffActor, input: PlatformSettings, requestId: string): Promise<void> {
      const before = await readPlatformSettings(tx);
      const at = now();
      const changed: Record<string, { from: number; to: number }> = {};
      for (const key of Object.keys(PLATFORM_SETTINGS) as PlatformSettingKey[]) {
        const value = input[key];
        const problem = platformSettingError(key, value);
        if (problem) throw new DomainError(ERROR_CODES.invalidInput, problem, { details: [{ field: key, message: problem }] });
        if (value === before[key]) continue;
        changed[key] = { from: before[key], to: value };
        await tx
          .insert(platformSettings)
          .values({ key, value, updatedAt: at, updatedBy: actor.id })
          .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: at, updatedBy: actor.id } });
      }
      if (Object.keys(changed).length === 0) return;
      await recordAudit(tx, { actorUserId: actor.id, actorRole: actor.role, action: 'settings.changed', targetType: 'settings', targetId: 'platform', requestId, details: changed, at });
    },

    /** Jobs' schedules, failing webhook deliveries, provider errors: ids and codes, no personal data. */
    async platform(): Promise<PlatformOverviewView> {
      const schedules = await deps.jobs.schedules().catch(() => []);
      const deliveries = await db
        .select()
        .from(webhookDeliveries)
        .where(or(eq(webhookDeliveries.status, 'failed'), and(eq(webhookDeliveries.status, 'pending'), sql`${webhookDeliveries.attempts} > 0`)))
        .orderBy(desc(webhookDeliveries.updatedAt))
        .limit(50);
      const webhookRows = [];
      for (const delivery of deliveries) {
        const [last] = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery.id)).orderBy(desc(webhookAttempts.attempt)).limit(1);
        webhookRows.push({
          id: delivery.id,
          endpointId: delivery.endpointId,
          eventType: delivery.eventType,
          status: delivery.status,
          attempts: delivery.attempts,
          lastError: last ? (last.error ?? (last.statusCode !== null ? `HTTP ${last.statusCode}` : null)) : null,
          updatedAt: delivery.updatedAt.toISOString(),
        });
      }
      const failedPayments = await db
        .select({ id: payments.id, provider: payments.provider, reason: paymentEvents.reason, at: paymentEvents.createdAt })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .where(and(eq(paymentEvents.status, 'failed'), isNotNull(paymentEvents.reason)))
        .orderBy(desc(paymentEvents.createdAt))
        .limit(50);
      const failedPayouts = await db
        .select({ id: payouts.id, provider: payouts.provider, reason: payouts.failureReason, at: payouts.statusChangedAt })
        .from(payouts)
        .where(eq(payouts.status, 'failed'))
        .orderBy(desc(payouts.statusChangedAt))
        .limit(50);
      const providerErrors = [
        ...failedPayments.map((row) => ({ kind: 'payment' as const, id: row.id, provider: row.provider, reason: row.reason ?? 'failed', at: row.at.toISOString() })),
        ...failedPayouts.map((row) => ({ kind: 'payout' as const, id: row.id, provider: row.provider, reason: row.reason ?? 'failed', at: row.at.toISOString() })),
      ].sort((a, b) => b.at.localeCompare(a.at));
      return { schedules, webhookDeliveries: webhookRows, providerErrors };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
