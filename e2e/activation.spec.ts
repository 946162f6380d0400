import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './helpers.ts';
import { expectAccessible, orangeWallet, shot } from './money-helpers.ts';
import { apiSignIn, bearer, devMessages, newMerchant, openSignedIn } from './session.ts';

/**
 * Issue 34 at 360 px against the real server, two browsers: a new merchant applies for live
 * payments on /activation (details, documents, terms, Submit); the admin named in ADMIN_PHONES
 * (playwright.config.ts) approves in the back office with a step-up code in another browser; the
 * merchant then sees the approval. A merchant who opens /admin is sent to their dashboard.
 */
const ADMIN_PHONE = '34000001';
/** The second test's admin (also in ADMIN_PHONES): its codes never meet the first test's 60 s rule. */
const SECOND_ADMIN_PHONE = '34000002';

async function codeFor(request: APIRequestContext, to: string, containing: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await devMessages(request, to)).find((message) => message.body.includes(containing))?.code;
      return found;
    })
    .toBeTruthy();
  return found ?? '';
}

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(4096, 9)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test.describe('activation and the back office', () => {
  test('a merchant applies in one browser, the admin approves in another, the merchant sees it approved', async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const merchant = await newMerchant(request, 'Kamara Provisions');
    // A verified payout account, linked through the real API (step-up code and the number's own code).
    const wallet = orangeWallet();
    const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: wallet.typed, accountName: 'Fatmata Kamara' };
    const me = (await (await request.get('/api/v1/auth/profile', { headers: merchant.auth })).json()) as { data: { phone: string } };
    expect((await request.post('/api/v1/step-up/code', { headers: merchant.auth, data: { purpose: 'payout_account' } })).ok()).toBe(true);
    const stepUp = await codeFor(request, me.data.phone, 'change where your payouts go');
    expect((await request.post('/api/v1/accounts/wallet-code', { headers: merchant.auth, data: account })).ok()).toBe(true);
    const walletCode = await codeFor(request, wallet.e164, 'receive payouts');
    expect((await request.post('/api/v1/accounts', { headers: merchant.auth, data: { ...account, code: stepUp, walletCode } })).status()).toBe(201);

    // The merchant's phone.
    const merchantContext = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const merchantPage = await merchantContext.newPage();
    await openSignedIn(merchantPage, merchant.token, '/activation');
    await expect(merchantPage.getByRole('heading', { name: 'Activate your account', level: 1 })).toBeVisible();
    await expect(merchantPage.getByTestId('activation-status')).toContainText('Not started');
    await merchantPage.getByLabel('Legal name').fill('Kamara Provisions Ltd');
    await merchantPage.getByLabel('Trading name').fill('Kamara Provisions');
    await merchantPage.getByLabel('Kind of business').selectOption('company');
    await merchantPage.getByLabel('Registration number').fill('SL-2025/0042');
    await merchantPage.getByLabel('Business address').fill('12 Kissy Road, Freetown');
    await merchantPage.getByLabel('District').selectOption('Western Area');
    await merchantPage.getByLabel('Category').selectOption('Retail');
    await merchantPage.getByLabel('Expected monthly volume (Le)').fill('50000');
    await merchantPage.getByRole('button', { name: 'Save' }).click();
    await expect(merchantPage.getByText('Saved')).toBeVisible();
    await merchantPage.getByLabel('Photo of your ID').setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await expect(merchantPage.getByText('Received: id.jpg')).toBeVisible();
    // A file that is not a photo or PDF, whatever its name, is refused with a sentence.
    await merchantPage.getByLabel('Registration certificate').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await expect(merchantPage.getByText('This file is not a photo (JPEG, PNG or WebP) or a PDF. Choose a photo or a PDF of the document.')).toBeVisible();
    await merchantPage.getByLabel('Registration certificate').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(merchantPage.getByText('Received: certificate.pdf')).toBeVisible();
    await expect(merchantPage.getByTestId('activation-payout')).toContainText('Verified');
    await merchantPage.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await expectAccessible(merchantPage, '/activation');
    await shot(merchantPage, testInfo, 'activation-form-360', true);
    await merchantPage.getByRole('button', { name: 'Submit for review' }).click();
    await expect(merchantPage.getByTestId('activation-status')).toContainText('In review');
    await shot(merchantPage, testInfo, 'activation-submitted-360');

    // The admin's phone: another browser.
    const adminToken = await apiSignIn(request, ADMIN_PHONE);
    const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, adminToken, '/admin');
    await expect(adminPage.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
    await expect(adminPage).toHaveURL(/\/admin\/activations$/);
    // This merchant's row (a retry's earlier merchant of the same name may still be waiting).
    await adminPage.locator(`a[href$="/admin/activations/${merchant.id}"]`).click();
    await expect(adminPage.getByTestId('admin-activation-status')).toContainText('In review');
    await expectAccessible(adminPage, '/admin/activations/:id');
    await shot(adminPage, testInfo, 'admin-activation-360', true);
    await adminPage.getByRole('button', { name: 'Approve: send code' }).click();
    const staffCode = await codeFor(request, `+232${ADMIN_PHONE}`, 'staff action');
    await adminPage.getByLabel('Code sent to your phone').fill(staffCode);
    await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(adminPage.getByTestId('admin-activation-status')).toContainText('Approved');

    // The audit log lists the approval with who did it (the log is the platform's, so the other
    // test's admin may have acted since: this merchant's entry, not the newest one).
    await adminPage.getByRole('link', { name: 'Audit log' }).click();
    await expect(adminPage.getByTestId('audit-entry').filter({ hasText: merchant.id }).filter({ hasText: 'activation.approved' })).toContainText(
      `activation.approved · admin +232${ADMIN_PHONE}`,
    );
    await expectAccessible(adminPage, '/admin/audit');
    await shot(adminPage, testInfo, 'admin-audit-360');

    // Back on the merchant's phone: approved, so live mode is open to them.
    await merchantPage.reload();
    await expect(merchantPage.getByTestId('activation-status')).toContainText('Approved');
    const activation = (await (await request.get('/api/v1/activation', { headers: bearer(merchant.token) })).json()) as { data: { status: string } };
    expect(activation.data.status).toBe('approved');
    await merchantPage.goto('/business-tools');
    await expect(merchantPage.getByRole('switch', { name: 'Test mode' })).toBeVisible();
    await expect(merchantPage.getByTestId('live-mode-notice')).toHaveCount(0);
    await shot(merchantPage, testInfo, 'business-tools-approved-360');

    // A merchant is sent away from the back office.
    await merchantPage.goto('/admin');
    await expect(merchantPage).toHaveURL(/\/dashboard$/);
    await merchantContext.close();
    await adminContext.close();
  });

  test("an approved merchant's new payout account waits for its own review; the admin approves it and changes a setting", async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    // Codes are 60 s apart per number and purpose: the e2e server's auth clock moves instead of waiting.
    const nextMinute = async () => expect((await request.post('/api/v1/dev/clock', { data: { advanceSeconds: 61 } })).status()).toBe(200);
    const merchant = await newMerchant(request, 'Sesay Hardware');
    const me = (await (await request.get('/api/v1/auth/profile', { headers: merchant.auth })).json()) as { data: { phone: string } };
    const linkAccount = async (accountName: string) => {
      await nextMinute();
      const wallet = orangeWallet();
      const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: wallet.typed, accountName };
      expect((await request.post('/api/v1/step-up/code', { headers: merchant.auth, data: { purpose: 'payout_account' } })).ok()).toBe(true);
      const stepUp = await codeFor(request, me.data.phone, 'change where your payouts go');
      expect((await request.post('/api/v1/accounts/wallet-code', { headers: merchant.auth, data: account })).ok()).toBe(true);
      const walletCode = await codeFor(request, wallet.e164, 'receive payouts');
      const linked = await request.post('/api/v1/accounts', { headers: merchant.auth, data: { ...account, code: stepUp, walletCode } });
      expect(linked.status()).toBe(201);
      return wallet;
    };
    // The admin signed in a moment ago in the test above: a sign-in code is 60 s apart too.
    await nextMinute();
    const adminToken = await apiSignIn(request, SECOND_ADMIN_PHONE);
    /** The admin's next staff_action code, once `send` has asked for it. */
    const staffCodeAfter = async (send: () => Promise<unknown>) => {
      await nextMinute();
      const before = (await devMessages(request, `+232${SECOND_ADMIN_PHONE}`)).length;
      await send();
      await expect.poll(async () => (await devMessages(request, `+232${SECOND_ADMIN_PHONE}`)).length).toBeGreaterThan(before);
      return codeFor(request, `+232${SECOND_ADMIN_PHONE}`, 'staff action');
    };
    const staffCode = () =>
      staffCodeAfter(async () => expect((await request.post('/api/v1/step-up/code', { headers: bearer(adminToken), data: { purpose: 'staff_action' } })).ok()).toBe(true));

    // Applied and approved through the API (the first test does it in the browser).
    await linkAccount('Ibrahim Sesay');
    const details = { legalName: 'Sesay Hardware', tradingName: 'Sesay Hardware', kind: 'sole_trader', nationalId: 'SL123456', address: '3 Bai Bureh Road, Freetown', district: 'Western Area', category: 'Retail', expectedMonthlyVolume: 5_000_000 };
    expect((await request.put('/api/v1/activation', { headers: merchant.auth, data: details })).ok()).toBe(true);
    const upload = await request.post('/api/v1/activation/documents', { headers: merchant.auth, multipart: { kind: 'id_document', file: { name: 'id.jpg', mimeType: 'image/jpeg', buffer: JPEG } } });
    expect(upload.status()).toBe(201);
    expect((await request.post('/api/v1/activation/submit', { headers: merchant.auth, data: { acceptTerms: true } })).ok()).toBe(true);
    const approved = await request.post(`/api/v1/admin/activations/${merchant.id}/approve`, { headers: { ...bearer(adminToken), 'Idempotency-Key': `approve-${merchant.id}` }, data: { code: await staffCode() } });
    expect(approved.status(), await approved.text()).toBe(200);

    // A second account after approval: the merchant sees it in review, and stays approved.
    const second = await linkAccount('Sesay Hardware Ltd');
    const merchantContext = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const merchantPage = await merchantContext.newPage();
    await openSignedIn(merchantPage, merchant.token, '/activation');
    await expect(merchantPage.getByTestId('activation-status')).toContainText('Approved');
    const reviews = merchantPage.getByRole('list', { name: 'New payout accounts' });
    await expect(reviews).toContainText(second.e164.slice(-4));
    await expect(reviews).toContainText('In review');
    await expect(reviews).toContainText('Live payouts to it start once it is approved');
    await expectAccessible(merchantPage, '/activation (account in review)');
    await reviews.scrollIntoViewIfNeeded();
    await shot(merchantPage, testInfo, 'activation-account-in-review-360');

    // The admin approves that account in the back office.
    const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, adminToken, '/admin/activations');
    const waiting = adminPage.getByRole('list', { name: 'Payout accounts waiting for review' }).getByRole('listitem').filter({ hasText: 'Sesay Hardware Ltd' });
    await expect(waiting).toHaveCount(1);
    await expectAccessible(adminPage, '/admin/activations (payout accounts)');
    await waiting.scrollIntoViewIfNeeded();
    await shot(adminPage, testInfo, 'admin-payout-account-review-360');
    const accountCode = await staffCodeAfter(() => waiting.getByRole('button', { name: 'Approve account: send code' }).click());
    await waiting.getByLabel('Code sent to your phone').fill(accountCode);
    await waiting.getByRole('button', { name: 'Approve account', exact: true }).click();
    await expect(waiting).toHaveCount(0);
    await merchantPage.reload();
    await expect(merchantPage.getByRole('list', { name: 'New payout accounts' })).toContainText('Approved');

    // Settings (admins only): the stuck-payment threshold, with a step-up code.
    await adminPage.getByRole('link', { name: 'Settings' }).click();
    const minutes = adminPage.getByLabel('Stuck payment after (minutes)');
    await expect(minutes).toHaveValue(/^\d+$/);
    const next = (await minutes.inputValue()) === '30' ? '45' : '30';
    await minutes.fill(next);
    const settingsCode = await staffCodeAfter(() => adminPage.getByRole('button', { name: 'Save settings: send code' }).click());
    await adminPage.getByLabel('Code sent to your phone').fill(settingsCode);
    await adminPage.getByRole('button', { name: 'Save settings', exact: true }).click();
    await expect(adminPage.getByRole('button', { name: 'Save settings: send code' })).toBeVisible();
    const saved = (await (await request.get('/api/v1/admin/settings', { headers: bearer(adminToken) })).json()) as { data: { stuckPaymentMinutes: number } };
    expect(saved.data.stuckPaymentMinutes).toBe(Number(next));
    await expectAccessible(adminPage, '/admin/settings');
    await shot(adminPage, testInfo, 'admin-settings-360');
    await adminPage.getByRole('link', { name: 'Platform' }).click();
    await expect(adminPage.getByRole('heading', { name: 'Webhook deliveries failing' })).toBeVisible();
    await expectAccessible(adminPage, '/admin/platform');
    await shot(adminPage, testInfo, 'admin-platform-360', true);
    await merchantContext.close();
    await adminContext.close();
  });
});
