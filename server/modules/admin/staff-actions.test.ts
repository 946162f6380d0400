/**
 * Issue 34's staff actions beyond the first stop, checked from outside:
 * - only staff may ask for a `staff_action` step-up code (a merchant gets 403 with a sentence, no SMS);
 * - a payout account an approved merchant adds goes to review for that account only: live payouts
 *   to it are refused with a sentence until an admin approves it (step-up code, audit row), the
 *   merchant stays approved, its other account is still paid, and test payouts never ask;
 * - "Resend receipt" (support), "Retry" of a webhook delivery (developer) and the platform
 *   settings (admin), each audited and one action per Idempotency-Key.
 * Who may call each route is the permission matrix's job (permissions-matrix.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { LinkedAccount } from '../../../domain/linked-accounts.ts';
import { PAYOUT_ACCOUNT_IN_REVIEW_SENTENCE, STAFF_CODE_REFUSED } from '../../../domain/activation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { client } from '../../test/activation-flow.ts';
import { approveMerchant } from '../../test/activation-helpers.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';

const ADMIN = '31800001';
const SUPPORT = '31800002';
const DEVELOPER = '31800003';
const MERCHANT = '31800004';
const e164 = (digits: string) => `+232${digits}`;

interface AuditItem {
  action: string;
  actorRole: string;
  targetId: string | null;
  reason: string | null;
}
interface ReviewItem {
  accountId: string;
  status: string;
  label: string;
  reason: string | null;
}

describe('staff actions: step-up codes, payout account review, resend receipt, retry webhook, settings', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let api: ReturnType<typeof client>;
  let now = new Date('2026-03-02T10:00:00Z');
  const tick = () => {
    now = new Date(now.getTime() + 2 * 60_000);
  };
  let adminToken = '';
  let supportToken = '';
  let developerToken = '';
  let merchantToken = '';
  let merchantId = '';
  const messagesTo = async (phone: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(phone)}` })).json<{ data: DevMessage[] }>().data;
  const audit = async () => (await api.call<{ items: AuditItem[] }>('GET', '/api/v1/admin/audit?limit=200', adminToken)).body.data.items;
  const addAccount = async (number: string, name: string) => {
    tick();
    const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: number, accountName: name };
    const code = await api.stepUp(merchantToken, e164(MERCHANT), 'payout_account');
    await api.call('POST', '/api/v1/accounts/wallet-code', merchantToken, account);
    const walletCode = await api.newestCode(`+232${number.replace(/\D/g, '').slice(1)}`, 'receive payouts');
    const linked = await api.call<LinkedAccount>('POST', '/api/v1/accounts', merchantToken, { ...account, code, walletCode });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    return linked.body.data.id;
  };
  const payout = (accountId: string, livemode: boolean) => testApp.app.payouts.request({ merchantId, accountId, amount: 10_000, currency: 'SLE', livemode });

  beforeAll(async () => {
    // A live provider is configured (Monime at a loopback address nothing answers on), so the live
    // gate turns on activation, freezing and the account's review alone.
    testApp = await createTestApp({
      clock: () => now,
      env: {
        ADMIN_PHONES: e164(ADMIN),
        SESSION_IDLE_HOURS: '48',
        PAYMENT_PROVIDER: 'monime',
        MONIME_API_URL: 'http://127.0.0.1:4349',
        MONIME_ACCESS_TOKEN: 'mon_test_i34staffactions',
        MONIME_SPACE_ID: 'spc-i34',
        MONIME_WEBHOOK_SECRET: 'whsec-i34-staff-actions-secret',
      },
    });
    api = client(testApp.app);
    adminToken = (await signIn(testApp.app, ADMIN)).token;
    const merchant = await signIn(testApp.app, MERCHANT);
    merchantToken = merchant.token;
    merchantId = merchant.user.id ?? '';
    await api.call('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Sesay Provisions', category: 'Retail' });
    for (const [phone, role] of [
      [SUPPORT, 'support'],
      [DEVELOPER, 'developer'],
    ] as const) {
      tick();
      const code = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
      expect((await api.call('POST', '/api/v1/admin/staff', adminToken, { phone, role, code })).status).toBe(201);
    }
    supportToken = (await signIn(testApp.app, SUPPORT)).token;
    developerToken = (await signIn(testApp.app, DEVELOPER)).token;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('a merchant asking for a staff_action code gets 403 with a sentence and no SMS; staff get their code', async () => {
    const before = (await messagesTo(e164(MERCHANT))).length;
    const refused = await api.call('POST', '/api/v1/step-up/code', merchantToken, { purpose: 'staff_action' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', message: STAFF_CODE_REFUSED });
    expect((await messagesTo(e164(MERCHANT))).length).toBe(before);
    // The merchant's own purposes still work.
    expect((await api.call('POST', '/api/v1/step-up/code', merchantToken, { purpose: 'payout_account' })).status).toBe(200);
    tick();
    expect((await api.call('POST', '/api/v1/step-up/code', developerToken, { purpose: 'staff_action' })).status).toBe(200);
  });

  it("an approved merchant's new payout account waits for its own review; the merchant and its first account stay approved", async () => {
    const first = await addAccount('076 800 004', 'Aminata Sesay');
    await approveMerchant(testApp, merchantId, now);
    const second = await addAccount('077 800 005', 'Sesay Provisions');

    const seen = await api.call<{ status: string; payoutAccountReviews: ReviewItem[] }>('GET', '/api/v1/activation', merchantToken);
    expect(seen.body.data.status).toBe('approved');
    expect(seen.body.data.payoutAccountReviews).toEqual([expect.objectContaining({ accountId: second, status: 'pending', reason: null })]);
    expect(seen.body.data.payoutAccountReviews[0]?.label).toMatch(/\*+0005$/);

    // Live: refused to the new account with the merchant's sentence; the first account passes the gate (no balance is what stops it).
    await expect(payout(second, true)).rejects.toMatchObject({ code: 'payout_account_in_review', message: PAYOUT_ACCOUNT_IN_REVIEW_SENTENCE });
    await expect(payout(first, true)).rejects.toMatchObject({ code: 'insufficient_funds' });
    // Test mode never asks.
    await expect(payout(second, false)).rejects.toMatchObject({ code: 'insufficient_funds' });

    // Support sees the queue (masked) but may not decide; the admin approves with a step-up code.
    const queue = await api.call<{ items: ReviewItem[] }>('GET', '/api/v1/admin/payout-accounts', supportToken);
    expect(queue.status).toBe(200);
    expect(queue.body.data.items).toEqual([expect.objectContaining({ accountId: second, status: 'pending' })]);
    expect(queue.body.data.items[0]?.label).toMatch(/\*+0005$/);
    tick();
    const supportCode = await api.stepUp(supportToken, e164(SUPPORT), 'staff_action');
    expect((await api.call('POST', `/api/v1/admin/payout-accounts/${second}/approve`, supportToken, { code: supportCode })).status).toBe(403);
    tick();
    const code = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const key = 'approve-account-0000000000001';
    const approved = await api.call<ReviewItem>('POST', `/api/v1/admin/payout-accounts/${second}/approve`, adminToken, { code }, { 'idempotency-key': key });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ accountId: second, status: 'approved' });
    const replay = await api.call('POST', `/api/v1/admin/payout-accounts/${second}/approve`, adminToken, { code }, { 'idempotency-key': key });
    expect(replay.headers['idempotency-replayed']).toBe('true');

    await expect(payout(second, true)).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect((await api.call<{ payoutAccountReviews: ReviewItem[] }>('GET', '/api/v1/activation', merchantToken)).body.data.payoutAccountReviews[0]?.status).toBe('approved');
    expect((await audit()).filter((item) => item.action === 'payout_account.approved' && item.targetId === second)).toHaveLength(1);
  });

  it('a refused payout account is refused live with the reason the admin wrote', async () => {
    const third = await addAccount('078 800 006', 'Someone Else');
    tick();
    const code = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const noReason = await api.call('POST', `/api/v1/admin/payout-accounts/${third}/reject`, adminToken, { code });
    expect(noReason.status).toBe(400);
    tick();
    const code2 = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const rejected = await api.call<ReviewItem>('POST', `/api/v1/admin/payout-accounts/${third}/reject`, adminToken, { code: code2, reason: 'The name does not match the business' });
    expect(rejected.body.data.status).toBe('rejected');
    await expect(payout(third, true)).rejects.toMatchObject({ code: 'payout_account_rejected', message: expect.stringContaining('The name does not match the business') });
    expect((await api.call<{ status: string }>('GET', '/api/v1/activation', merchantToken)).body.data.status).toBe('approved');
  });

  it("support resends a completed payment's receipt to the payer; one Idempotency-Key is one SMS, and the audit log has it", async () => {
    const payerPhone = '+23277800007';
    const { payments } = testApp.app.payments;
    const created = await payments.create({ merchantId, payerUserId: null, payerPhone, payerName: 'Isatu Bangura', amount: 25_000, currency: 'SLE', method: 'bank_transfer', bankCode: 'RBL', source: 'qr', description: 'Soap' });
    await payments.confirm(created.id);
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    expect((await payments.get(created.id)).status).toBe('completed');

    const receiptsTo = async () => (await messagesTo(payerPhone)).filter((message) => message.body.includes('Receipt: ')).length;
    const before = await receiptsTo();
    const key = 'resend-receipt-000000000001';
    const sent = await api.call<{ sentTo: string }>('POST', `/api/v1/admin/payments/${created.id}/resend-receipt`, supportToken, {}, { 'idempotency-key': key });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.sentTo).toMatch(/^\*+0007$/);
    const replay = await api.call('POST', `/api/v1/admin/payments/${created.id}/resend-receipt`, supportToken, {}, { 'idempotency-key': key });
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(await receiptsTo()).toBe(before + 1);
    expect((await audit()).filter((item) => item.action === 'receipt.resent' && item.targetId === created.id)).toEqual([expect.objectContaining({ actorRole: 'support' })]);
    // The payment's timeline shows the resend.
    const timeline = await api.call<{ timeline: { kind: string; text: string }[] }>('GET', `/api/v1/admin/payments/${created.id}`, supportToken);
    expect(timeline.body.data.timeline.map((entry) => entry.text)).toContain('receipt_resend SMS sent');

    // A payment that did not complete has no receipt to send: a sentence, no SMS.
    const pending = await payments.create({ merchantId, payerUserId: null, payerPhone, payerName: null, amount: 5_000, currency: 'SLE', method: 'bank_transfer', bankCode: 'RBL', source: 'qr', description: 'Salt' });
    const refused = await api.call('POST', `/api/v1/admin/payments/${pending.id}/resend-receipt`, supportToken, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('This payment has not completed, so it has no receipt to send.');
  });

  it('a developer retries a webhook delivery: the same event to the same endpoint as one new delivery per Idempotency-Key', async () => {
    const endpoint = await api.call<{ id: string }>('POST', '/api/v1/webhook-endpoints', merchantToken, { url: 'http://127.0.0.1:9/hooks', events: ['payment.completed'] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const test = await api.call<{ id: string; eventId: string }>('POST', `/api/v1/webhook-endpoints/${endpoint.body.data.id}/test`, merchantToken);
    expect(test.status).toBe(202);
    const key = 'retry-webhook-0000000000001';
    const retried = await api.call<{ deliveryId: string; retryOf: string }>('POST', `/api/v1/admin/webhook-deliveries/${test.body.data.id}/retry`, developerToken, {}, { 'idempotency-key': key });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.retryOf).toBe(test.body.data.id);
    const replay = await api.call<{ deliveryId: string }>('POST', `/api/v1/admin/webhook-deliveries/${test.body.data.id}/retry`, developerToken, {}, { 'idempotency-key': key });
    expect(replay.body.data.deliveryId).toBe(retried.body.data.deliveryId);
    const deliveries = await api.call<{ items: { id: string; eventId: string }[] }>('GET', `/api/v1/webhook-endpoints/${endpoint.body.data.id}/deliveries`, merchantToken);
    expect(deliveries.body.data.items.map((item) => item.eventId)).toEqual([test.body.data.eventId, test.body.data.eventId]);
    expect((await audit()).filter((item) => item.action === 'webhook.retried')).toEqual([expect.objectContaining({ actorRole: 'developer', targetId: test.body.data.id })]);
  });

  it('the admin changes the stuck-payment threshold with a step-up code; out of bounds is a sentence; the change is audited', async () => {
    expect((await api.call<{ stuckPaymentMinutes: number }>('GET', '/api/v1/admin/settings', adminToken)).body.data).toEqual({ stuckPaymentMinutes: 15 });
    // Past the hourly limit of codes the admin used above.
    now = new Date(now.getTime() + 61 * 60_000);
    const code = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const tooLow = await api.call('PUT', '/api/v1/admin/settings', adminToken, { stuckPaymentMinutes: 1, code });
    expect(tooLow.status).toBe(400);
    const saved = await api.call<{ stuckPaymentMinutes: number }>('PUT', '/api/v1/admin/settings', adminToken, { stuckPaymentMinutes: 30, code }, { 'idempotency-key': 'settings-0000000000000001' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ stuckPaymentMinutes: 30 });
    expect((await api.call<{ stuckPaymentMinutes: number }>('GET', '/api/v1/admin/settings', adminToken)).body.data.stuckPaymentMinutes).toBe(30);
    expect((await audit()).filter((item) => item.action === 'settings.changed')).toHaveLength(1);
    expect((await api.call('GET', '/api/v1/admin/settings', supportToken)).status).toBe(403);
  });
});
