/**
 * Activation and the back office, checked from outside as a new installation would be used
 * (issue 34): with ADMIN_PHONES set, a merchant fills in and submits activation (twice: one
 * submission); documents are refused by content, size and emptiness and land outside the web
 * root; the admin adds a support user with a step-up code; support finds the merchant and a
 * payment by reference but gets 403 deciding; the admin approves (a replayed Idempotency-Key is
 * one decision); the audit log lists the look-up, the staff addition and the approval in order
 * and the database refuses to edit it; a frozen merchant makes no live payout and sees why.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../../../domain/linked-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { client, COMPLETE_DETAILS, JPEG_BYTES, PDF_BYTES } from '../../test/activation-flow.ts';
import { DomainError } from '../../domain-error.ts';

const ADMIN = '30900001';
const MERCHANT = '30900002';
const SUPPORT = '30900003';
const PAYER = '77900004';
const e164 = (digits: string) => `+232${digits}`;

interface ActivationBody {
  status: string;
  reason: string | null;
  missing: { field: string }[];
  frozen: boolean;
  frozenReason: string | null;
  documents: { kind: string }[];
}
interface AuditItem {
  action: string;
  actorRole: string;
  at: string;
  targetId: string | null;
}

describe('activation and the back office', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof client>;
  let now = new Date('2026-03-02T10:00:00Z');
  const tick = (ms = 2 * 60_000) => {
    now = new Date(now.getTime() + ms);
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-i34-data-'));
  const webRoot = mkdtempSync(path.join(tmpdir(), 'salone-i34-web-'));
  let adminToken = '';
  let merchantToken = '';
  let merchantId = '';
  let supportToken = '';
  let paymentReference = '';

  beforeAll(async () => {
    // A live provider is configured (Monime at a loopback address nothing answers on): the live
    // gate then turns on activation and freezing alone, and no live request leaves the gate here.
    testApp = await createTestApp({
      clock: () => now,
      webRoot,
      env: {
        ADMIN_PHONES: e164(ADMIN),
        DATA_DIR: dataDir,
        SESSION_IDLE_HOURS: '48',
        PAYMENT_PROVIDER: 'monime',
        MONIME_API_URL: 'http://127.0.0.1:4349',
        MONIME_ACCESS_TOKEN: 'mon_test_i34backoffice',
        MONIME_SPACE_ID: 'spc-i34',
        MONIME_WEBHOOK_SECRET: 'whsec-i34-back-office-secret',
      },
    });
    api = client(testApp.app);
    adminToken = (await signIn(testApp.app, ADMIN)).token;
    const merchant = await signIn(testApp.app, MERCHANT);
    merchantToken = merchant.token;
    merchantId = merchant.user.id ?? '';
    await api.call('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Kamara Shop', category: 'Retail' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts not started, lists what is missing, and saves what is filled in (bad values named per field)', async () => {
    const first = await api.call<ActivationBody>('GET', '/api/v1/activation', merchantToken);
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('not_started');
    expect(first.body.data.missing.map((entry) => entry.field)).toContain('legalName');

    const bad = await api.call('PUT', '/api/v1/activation', merchantToken, { district: 'Atlantis', expectedMonthlyVolume: 100 });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details).toEqual([{ field: 'district', message: 'Choose one of the districts of Sierra Leone.' }]);

    const saved = await api.call<ActivationBody>('PUT', '/api/v1/activation', merchantToken, COMPLETE_DETAILS);
    expect(saved.status).toBe(200);
    expect(saved.body.data.missing.map((entry) => entry.field)).toEqual(['id_document', 'registration_certificate', 'payoutAccount']);
  });

  it('refuses documents that are empty, too large or not an image or PDF by content, each with a sentence', async () => {
    const empty = await api.upload(merchantToken, 'id_document', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'document_empty', message: 'This file is empty. Choose a photo or a PDF of the document.' });
    // Named .jpg, but HTML inside: its content decides.
    const html = await api.upload(merchantToken, 'id_document', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg');
    expect(html.status).toBe(415);
    expect(html.body.error?.code).toBe('document_type_refused');
    const big = await api.upload(merchantToken, 'id_document', Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'document_too_large', message: 'This file is larger than 5 MB. Take a smaller photo or send a smaller PDF.' });
    const wrongKind = await api.upload(merchantToken, 'selfie', JPEG_BYTES);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error?.details?.[0]?.field).toBe('kind');
  });

  it('stores a photo and a PDF under DATA_DIR/documents, never in the web root, and never serves them to the merchant', async () => {
    const photo = await api.upload(merchantToken, 'id_document', JPEG_BYTES);
    expect(photo.status).toBe(201);
    expect(photo.body.data.contentType).toBe('image/jpeg');
    const pdf = await api.upload(merchantToken, 'registration_certificate', PDF_BYTES, 'certificate.pdf');
    expect(pdf.body.data.contentType).toBe('application/pdf');
    expect(readdirSync(path.join(dataDir, 'documents', merchantId))).toHaveLength(2);
    expect(readdirSync(webRoot)).toEqual([]);
    expect(existsSync(path.join(webRoot, 'documents'))).toBe(false);
    // The merchant cannot open documents through the staff route either.
    const own = await api.call('GET', `/api/v1/admin/activations/${merchantId}/documents/${photo.body.data.id}`, merchantToken);
    expect(own.status).toBe(403);
  });

  it('refuses Submit without the terms or while something is missing', async () => {
    const noTerms = await api.call('POST', '/api/v1/activation/submit', merchantToken, { acceptTerms: false });
    expect(noTerms.status).toBe(422);
    expect(noTerms.body.error?.code).toBe('terms_not_accepted');
    const incomplete = await api.call('POST', '/api/v1/activation/submit', merchantToken, { acceptTerms: true });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error?.code).toBe('activation_incomplete');
    expect(incomplete.body.error?.details?.map((entry) => entry.field)).toEqual(['payoutAccount']);
  });

  it('submits once the payout account is verified; submitted twice is one submission', async () => {
    tick();
    const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: '076 900 002', accountName: 'Fatmata Kamara' };
    const code = await api.stepUp(merchantToken, e164(MERCHANT), 'payout_account');
    await api.call('POST', '/api/v1/accounts/wallet-code', merchantToken, account);
    const walletCode = await api.newestCode('+23276900002', 'receive payouts');
    const linked = await api.call<LinkedAccount>('POST', '/api/v1/accounts', merchantToken, { ...account, code, walletCode });
    expect(linked.status).toBe(201);

    const first = await api.call<ActivationBody>('POST', '/api/v1/activation/submit', merchantToken, { acceptTerms: true });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('submitted');
    const again = await api.call<ActivationBody>('POST', '/api/v1/activation/submit', merchantToken, { acceptTerms: true });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('submitted');
    const rows = await testApp.database.withSession((session) =>
      session.query<{ count: string }>(`SELECT count(*) AS count FROM audit_log WHERE action = 'activation.submitted' AND target_id = $1`, [merchantId]),
    );
    expect(Number(rows[0]?.count)).toBe(1);
    // In review: the details are locked.
    const locked = await api.call('PUT', '/api/v1/activation', merchantToken, { tradingName: 'Other name' });
    expect(locked.status).toBe(409);
    expect(locked.body.error?.code).toBe('activation_locked');
  });

  it('the admin (from ADMIN_PHONES) sees the submission in the queue and adds a support user with a step-up code', async () => {
    const queue = await api.call<{ items: { merchantId: string }[] }>('GET', '/api/v1/admin/activations?status=submitted', adminToken);
    expect(queue.status).toBe(200);
    expect(queue.body.data.items.map((item) => item.merchantId)).toContain(merchantId);

    const noCode = await api.call('POST', '/api/v1/admin/staff', adminToken, { phone: SUPPORT, role: 'support', code: '000000' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error?.code).toBe('invalid_code');
    tick();
    const code = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const added = await api.call<{ role: string; phone: string }>('POST', '/api/v1/admin/staff', adminToken, { phone: SUPPORT, role: 'support', code });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ role: 'support', phone: e164(SUPPORT) });
    supportToken = (await signIn(testApp.app, SUPPORT)).token;
    const me = await api.call<{ role: string; permissions: string[] }>('GET', '/api/v1/admin/me', supportToken);
    expect(me.body.data.role).toBe('support');
    expect(me.body.data.permissions).not.toContain('activations.decide');
  });

  it('support finds the merchant by phone and a payment by reference, but gets 403 deciding, freezing or opening documents', async () => {
    const payerToken = (await signIn(testApp.app, PAYER)).token;
    const payment = await api.call<{ id: string; reference: string }>('POST', '/api/v1/payments', payerToken, { merchantId, amount: 50_000, method: 'orange_money', description: 'Rice' });
    expect(payment.status).toBe(201);
    paymentReference = payment.body.data.reference;

    const byPhone = await api.call<{ items: { type: string; merchantId: string | null }[] }>('GET', `/api/v1/admin/search?q=${MERCHANT}`, supportToken);
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data.items).toEqual([expect.objectContaining({ type: 'merchant', merchantId })]);
    const byReference = await api.call<{ items: { type: string; id: string }[] }>('GET', `/api/v1/admin/search?q=${encodeURIComponent(paymentReference.toLowerCase())}`, supportToken);
    expect(byReference.body.data.items).toEqual([expect.objectContaining({ type: 'payment', id: payment.body.data.id })]);
    const timeline = await api.call<{ timeline: { kind: string }[] }>('GET', `/api/v1/admin/payments/${payment.body.data.id}`, supportToken);
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.timeline.length).toBeGreaterThan(0);

    tick();
    const code = await api.stepUp(supportToken, e164(SUPPORT), 'staff_action');
    const decide = await api.call('POST', `/api/v1/admin/activations/${merchantId}/approve`, supportToken, { code });
    expect(decide.status).toBe(403);
    expect(decide.body.error?.code).toBe('forbidden');
    expect((await api.call('POST', `/api/v1/admin/merchants/${merchantId}/freeze`, supportToken, { code, reason: 'x' })).status).toBe(403);
    // Support sees the merchant's page with account numbers masked.
    const page = await api.call<{ payoutAccounts: { accountNumber: string }[] }>('GET', `/api/v1/admin/merchants/${merchantId}`, supportToken);
    expect(page.body.data.payoutAccounts[0]?.accountNumber).toMatch(/^\*+\d{4}$/);
  });

  it('the admin approves with a step-up code; the same Idempotency-Key replayed is one decision', async () => {
    tick();
    const code = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const key = 'approve-kamara-0000000000001';
    const approved = await api.call<{ status: string }>('POST', `/api/v1/admin/activations/${merchantId}/approve`, adminToken, { code }, { 'idempotency-key': key });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const replay = await api.call<{ status: string }>('POST', `/api/v1/admin/activations/${merchantId}/approve`, adminToken, { code }, { 'idempotency-key': key });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    // Without the key, a second decision finds nothing waiting (and the code is spent anyway).
    const second = await api.call('POST', `/api/v1/admin/activations/${merchantId}/approve`, adminToken, { code });
    expect([400, 409]).toContain(second.status);

    const seen = await api.call<ActivationBody>('GET', '/api/v1/activation', merchantToken);
    expect(seen.body.data.status).toBe('approved');
    // The admin may open the documents; the bytes come back as stored.
    const detail = await api.call<{ documents: { id: string; kind: string }[] }>('GET', `/api/v1/admin/activations/${merchantId}`, adminToken);
    const photo = detail.body.data.documents.find((document) => document.kind === 'id_document');
    const file = await testApp.app.inject({ method: 'GET', url: `/api/v1/admin/activations/${merchantId}/documents/${photo?.id}`, headers: { authorization: `Bearer ${adminToken}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('the audit log lists the support look-up, the staff addition and the approval in order, newest first; the database refuses to edit it', async () => {
    const audit = await api.call<{ items: AuditItem[] }>('GET', '/api/v1/admin/audit?limit=100', adminToken);
    expect(audit.status).toBe(200);
    const items = audit.body.data.items;
    const index = (action: string, role: string) => items.findIndex((item) => item.action === action && item.actorRole === role);
    const approval = index('activation.approved', 'admin');
    const lookUp = index('search.performed', 'support');
    const added = index('staff.added', 'admin');
    expect(approval).toBeGreaterThanOrEqual(0);
    expect(lookUp).toBeGreaterThan(approval);
    expect(added).toBeGreaterThan(lookUp);
    expect(items.filter((item) => item.action === 'activation.approved')).toHaveLength(1);
    const times = items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    // Support may not read it.
    expect((await api.call('GET', '/api/v1/admin/audit', supportToken)).status).toBe(403);
    await expect(testApp.database.withSession((session) => session.query(`UPDATE audit_log SET reason = 'x'`))).rejects.toThrow(/append-only/);
    await expect(testApp.database.withSession((session) => session.query(`DELETE FROM audit_log`))).rejects.toThrow(/append-only/);
  });

  it('a frozen merchant makes no live payout and sees why; unfreezing restores it', async () => {
    tick();
    const code = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const frozen = await api.call<{ frozen: boolean; frozenReason: string }>('POST', `/api/v1/admin/merchants/${merchantId}/freeze`, adminToken, { code, reason: 'Unusual refunds under review' });
    expect(frozen.status).toBe(200);
    expect(frozen.body.data).toMatchObject({ frozen: true, frozenReason: 'Unusual refunds under review' });
    const seen = await api.call<ActivationBody>('GET', '/api/v1/activation', merchantToken);
    expect(seen.body.data).toMatchObject({ frozen: true, frozenReason: 'Unusual refunds under review' });

    const [account] = (await api.call<LinkedAccount[]>('GET', '/api/v1/accounts', merchantToken)).body.data;
    const livePayout = () => testApp.app.payouts.request({ merchantId, accountId: account?.id ?? '', amount: 10_000, currency: 'SLE', livemode: true });
    await expect(livePayout()).rejects.toBeInstanceOf(DomainError);
    await expect(livePayout()).rejects.toMatchObject({ code: 'merchant_frozen' });

    tick();
    const unfreezeCode = await api.stepUp(adminToken, e164(ADMIN), 'staff_action');
    const unfrozen = await api.call<{ frozen: boolean }>('POST', `/api/v1/admin/merchants/${merchantId}/unfreeze`, adminToken, { code: unfreezeCode, reason: 'Reviewed: fine' });
    expect(unfrozen.body.data.frozen).toBe(false);
    expect((await api.call<ActivationBody>('GET', '/api/v1/activation', merchantToken)).body.data.frozen).toBe(false);
    // Past the gate again: the live balance is what stops this payout now, not the freeze.
    await expect(livePayout()).rejects.toMatchObject({ code: 'insufficient_funds' });
  });
});
