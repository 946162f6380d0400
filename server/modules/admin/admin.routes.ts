import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { permissionsOf, type StaffPermission } from '../../../domain/activation.ts';
import {
  AccountIdParams,
  ActivationQueueAnswer,
  ActivationQueueQuery,
  AddStaffBody,
  AuditAnswer,
  AuditQuery,
  CheckAnswer,
  DecisionBody,
  DocumentParams,
  FreezeBody,
  MerchantIdParams,
  DeliveryIdParams,
  PaymentIdParams,
  PayoutAccountReviewAnswer,
  PayoutAccountReviewQuery,
  PayoutAccountReviewsAnswer,
  PlatformAnswer,
  PlatformSettingsAnswer,
  ResendReceiptAnswer,
  RetryWebhookAnswer,
  SaveSettingsBody,
  RemoveStaffBody,
  SearchAnswer,
  SearchQuery,
  StaffActivationAnswer,
  StaffListAnswer,
  StaffMeAnswer,
  StaffMemberAnswer,
  StaffMerchantAnswer,
  StaffPaymentAnswer,
  StaffUserParams,
  StuckPaymentsAnswer,
} from '../../../domain/api/activation.ts';
import { DataOf } from '../../../domain/api/common.ts';
import type { StepUpService } from '../auth/step-up.service.ts';
import type { AdminService } from './admin.service.ts';
import { listAudit } from './audit.service.ts';
import type { StaffService } from './staff.service.ts';
import type { Db } from '../../db/client.ts';

const TAGS = ['Back office (staff)'];
const Done = DataOf(Type.Object({ ok: Type.Boolean() }));

/**
 * /api/v1/admin/*: the back office (issue 34). Every route names its permission
 * (config.staffPermission) and checks it on request, before its body or ids are read: anyone
 * whose role lacks it (merchants, customers, API keys, the wrong staff role) gets 403, so no
 * answer tells which ids exist. Decisions (approve, reject, freeze, unfreeze, adding or removing
 * staff) need a step-up code (purpose `staff_action`) and take an Idempotency-Key.
 */
export function adminRoutes(deps: { db: Db; admin: AdminService; staff: StaffService; stepUp: StepUpService }) {
  const { admin, staff, stepUp } = deps;
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.decorateRequest('staffRole', null);
    const guard = (permission: StaffPermission, idempotent = false) => ({
      onRequest: [app.requireUser, staff.requireStaff],
      config: { staffPermission: permission, ...(idempotent ? { idempotency: 'user' as const } : {}) },
    });

    app.get(
      '/admin/me',
      { ...guard('backoffice.enter'), schema: { tags: TAGS, summary: 'Your staff role and what it may do', response: { 200: StaffMeAnswer } } },
      async (request) => {
        const actor = staff.actorOf(request);
        return { data: { userId: actor.id, phone: actor.phone, role: actor.role, permissions: permissionsOf(actor.role) } };
      },
    );

    app.get(
      '/admin/activations',
      { ...guard('activations.read'), schema: { tags: TAGS, summary: 'The activation queue (status=submitted: waiting for a decision)', querystring: ActivationQueueQuery, response: { 200: ActivationQueueAnswer } } },
      async (request) => ({ data: { items: await admin.queue(request.query.status) } }),
    );
    app.get(
      '/admin/activations/:merchantId',
      { ...guard('activations.read'), schema: { tags: TAGS, summary: "A merchant's activation", params: MerchantIdParams, response: { 200: StaffActivationAnswer } } },
      async (request) => ({ data: await admin.activation(request.params.merchantId, staff.actorOf(request)) }),
    );
    // Untyped (a binary answer, not JSON): the params schema still validates the ids.
    server.get(
      '/admin/activations/:merchantId/documents/:documentId',
      {
        ...guard('documents.read'),
        schema: {
          tags: TAGS,
          summary: 'Open an activation document (admins only; audited)',
          params: DocumentParams,
          response: { 200: { description: 'The document: a JPEG, PNG or WebP image or a PDF.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
        },
      },
      async (request, reply) => {
        const params = request.params as { merchantId: string; documentId: string };
        const document = await admin.document(staff.actorOf(request), params.merchantId, params.documentId, request.id);
        return reply
          .header('content-type', document.contentType)
          .header('content-disposition', 'inline')
          .header('cache-control', 'no-store')
          .send(document.bytes);
      },
    );
    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/admin/activations/:merchantId/${decision}`,
        {
          ...guard('activations.decide', true),
          schema: {
            tags: TAGS,
            summary: decision === 'approve' ? 'Approve a submitted activation (step-up code)' : 'Reject a submitted activation with the reason the merchant reads (step-up code)',
            params: MerchantIdParams,
            body: DecisionBody,
            response: { 200: StaffActivationAnswer },
          },
        },
        async (request) => {
          const actor = staff.actorOf(request);
          const { merchantId } = request.params;
          await stepUp.confirm(actor, 'staff_action', request.body.code, (tx) => admin.decide(tx, actor, merchantId, decision, request.body.reason, request.id));
          return { data: await admin.activation(merchantId, actor) };
        },
      );
    }

    // A payout account added after approval: reviewed for that account only (the merchant stays approved).
    app.get(
      '/admin/payout-accounts',
      { ...guard('activations.read'), schema: { tags: TAGS, summary: 'Payout accounts added after approval, by review status (pending by default)', querystring: PayoutAccountReviewQuery, response: { 200: PayoutAccountReviewsAnswer } } },
      async (request) => ({ data: { items: await admin.payoutAccountReviews(staff.actorOf(request), request.query.status) } }),
    );
    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/admin/payout-accounts/:accountId/${decision}`,
        {
          ...guard('activations.decide', true),
          schema: {
            tags: TAGS,
            summary: decision === 'approve' ? 'Approve a payout account added after approval: live payouts may go to it (step-up code)' : 'Refuse a payout account with the reason the merchant reads (step-up code)',
            params: AccountIdParams,
            body: DecisionBody,
            response: { 200: PayoutAccountReviewAnswer },
          },
        },
        async (request) => {
          const actor = staff.actorOf(request);
          const { accountId } = request.params;
          await stepUp.confirm(actor, 'staff_action', request.body.code, (tx) => admin.decidePayoutAccount(tx, actor, accountId, decision, request.body.reason, request.id));
          return { data: await admin.payoutAccountReview(actor, accountId) };
        },
      );
    }

    app.get(
      '/admin/merchants/:merchantId',
      { ...guard('merchants.read'), schema: { tags: TAGS, summary: "A merchant's page: profile, activation, balances per mode, freeze", params: MerchantIdParams, response: { 200: StaffMerchantAnswer } } },
      async (request) => ({ data: await admin.merchant(request.params.merchantId, staff.actorOf(request)) }),
    );
    for (const action of ['freeze', 'unfreeze'] as const) {
      app.post(
        `/admin/merchants/:merchantId/${action}`,
        {
          ...guard('merchants.freeze', true),
          schema: {
            tags: TAGS,
            summary: action === 'freeze' ? 'Freeze a merchant: no live payments, no live payouts (step-up code, reason)' : 'Unfreeze a merchant (step-up code, reason)',
            params: MerchantIdParams,
            body: FreezeBody,
            response: { 200: StaffMerchantAnswer },
          },
        },
        async (request) => {
          const actor = staff.actorOf(request);
          const { merchantId } = request.params;
          await stepUp.confirm(actor, 'staff_action', request.body.code, (tx) => admin.freeze(tx, actor, merchantId, action === 'freeze', request.body.reason, request.id));
          return { data: await admin.merchant(merchantId, actor) };
        },
      );
    }

    app.get(
      '/admin/search',
      { ...guard('search'), schema: { tags: TAGS, summary: 'Find people, merchants, payments and payouts by phone, reference or id (audited)', querystring: SearchQuery, response: { 200: SearchAnswer } } },
      async (request) => ({ data: { items: await admin.search(staff.actorOf(request), request.query.q, request.id) } }),
    );

    app.get(
      '/admin/payments/stuck',
      { ...guard('payments.recheck'), schema: { tags: TAGS, summary: 'Payments in Processing longer than the provider usually takes', response: { 200: StuckPaymentsAnswer } } },
      async () => ({ data: { items: await admin.stuck() } }),
    );
    app.get(
      '/admin/payments/:paymentId',
      { ...guard('payments.read'), schema: { tags: TAGS, summary: "A payment's timeline: events, webhooks, SMS, staff actions", params: PaymentIdParams, response: { 200: StaffPaymentAnswer } } },
      async (request) => ({ data: await admin.payment(request.params.paymentId) }),
    );
    app.post(
      '/admin/payments/:paymentId/check',
      { ...guard('payments.recheck', true), schema: { tags: TAGS, summary: 'Check with provider: ask where a processing payment is now (audited)', params: PaymentIdParams, response: { 200: CheckAnswer } } },
      async (request) => ({ data: await admin.check(staff.actorOf(request), request.params.paymentId, request.id) }),
    );

    app.post(
      '/admin/payments/:paymentId/resend-receipt',
      { ...guard('receipts.resend', true), schema: { tags: TAGS, summary: "Resend receipt: the receipt SMS to the payer's phone again (audited; send an Idempotency-Key so a retry sends once)", params: PaymentIdParams, response: { 200: ResendReceiptAnswer } } },
      async (request) => ({ data: await admin.resendReceipt(staff.actorOf(request), request.params.paymentId, request.id) }),
    );

    app.post(
      '/admin/webhook-deliveries/:deliveryId/retry',
      { ...guard('webhooks.retry', true), schema: { tags: TAGS, summary: 'Retry a webhook delivery: its event again to the same endpoint, as a new delivery (audited)', params: DeliveryIdParams, response: { 200: RetryWebhookAnswer } } },
      async (request) => ({ data: await admin.retryWebhook(staff.actorOf(request), request.params.deliveryId, request.id) }),
    );

    app.get(
      '/admin/settings',
      { ...guard('settings'), schema: { tags: TAGS, summary: 'Platform settings (admins only)', response: { 200: PlatformSettingsAnswer } } },
      async () => ({ data: await admin.settings() }),
    );
    app.put(
      '/admin/settings',
      { ...guard('settings', true), schema: { tags: TAGS, summary: 'Change platform settings (admins only, step-up code; audited with what changed)', body: SaveSettingsBody, response: { 200: PlatformSettingsAnswer } } },
      async (request) => {
        const actor = staff.actorOf(request);
        const { code, ...settings } = request.body;
        await stepUp.confirm(actor, 'staff_action', code, (tx) => admin.saveSettings(tx, actor, settings, request.id));
        return { data: await admin.settings() };
      },
    );

    app.get(
      '/admin/platform',
      { ...guard('platform.read'), schema: { tags: TAGS, summary: 'Jobs, failing webhook deliveries and provider errors (ids only)', response: { 200: PlatformAnswer } } },
      async () => ({ data: await admin.platform() }),
    );

    app.get(
      '/admin/staff',
      { ...guard('staff.read'), schema: { tags: TAGS, summary: 'Staff and their roles', response: { 200: StaffListAnswer } } },
      async () => ({ data: { items: await staff.list() } }),
    );
    app.post(
      '/admin/staff',
      {
        ...guard('staff.manage', true),
        schema: { tags: TAGS, summary: 'Add staff by phone (8 digits) with a role (step-up code)', body: AddStaffBody, response: { 201: StaffMemberAnswer } },
      },
      async (request, reply) => {
        const actor = staff.actorOf(request);
        const member = await stepUp.confirm(actor, 'staff_action', request.body.code, (tx) => staff.add(tx, actor, request.body, request.id));
        return reply.code(201).send({ data: member });
      },
    );
    app.post(
      '/admin/staff/:userId/remove',
      { ...guard('staff.manage', true), schema: { tags: TAGS, summary: 'Remove a staff member (step-up code)', params: StaffUserParams, body: RemoveStaffBody, response: { 200: Done } } },
      async (request) => {
        const actor = staff.actorOf(request);
        await stepUp.confirm(actor, 'staff_action', request.body.code, (tx) => staff.remove(tx, actor, request.params.userId, request.id));
        return { data: { ok: true } };
      },
    );

    app.get(
      '/admin/audit',
      { ...guard('audit.read'), schema: { tags: TAGS, summary: 'The audit log, newest first', querystring: AuditQuery, response: { 200: AuditAnswer } } },
      async (request) => ({ data: { items: await listAudit(deps.db, { limit: request.query.limit ?? 50, ...(request.query.before ? { before: request.query.before } : {}) }) } }),
    );
  };
}
