import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axeBuilder } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, bearer, newMerchant, newPhone, openSignedIn } from './session.ts';
import { openWithPreview } from './helpers.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** The page scrolls sideways when its content is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

async function expectNoViolations(page: Page) {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)).toEqual([]);
}

interface Payment {
  id: string;
  status: string;
  amount: number;
  livemode: boolean;
  checkoutUrl: string;
}

test.describe('API keys (issue 12)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a merchant creates a test key in Business Tools, a server creates a payment with it and reads it back; revoked, it is refused', async ({ page, request, baseURL }) => {
    const phone = newPhone();
    const token = await apiSignIn(request, phone);
    const auth = { authorization: `Bearer ${token}` };
    expect((await request.put('/api/v1/profile', { headers: auth, data: { fullName: 'Fatmata Kamara', streetAddress: '12 Siaka Stevens St', city: 'Freetown', district: 'Western Area' } })).ok()).toBe(true);
    expect((await request.put('/api/v1/merchant-profile', { headers: auth, data: { businessName: 'Kamara Fabrics', category: 'Retail' } })).ok()).toBe(true);

    await openSignedIn(page, token, '/business-tools');
    const section = page.locator('#api-keys');
    await expect(section.getByRole('heading', { name: 'API keys' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Test mode' })).toBeChecked();
    await section.getByLabel('Key name').fill('Online shop');
    await section.getByRole('button', { name: 'Create key' }).click();
    const shown = section.getByTestId('new-api-key');
    await expect(shown).toHaveText(/^sk_test_[A-Za-z0-9_-]{43}$/);
    const secret = (await shown.textContent()) ?? '';
    await expect(section.getByRole('list', { name: 'Your API keys' })).toContainText(`sk_test_…${secret.slice(-4)}`);
    // Issue 37: the key shown only once can be copied with one tap.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy key' }).click();
    await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SHOTS}/business-tools-api-keys.png`, fullPage: true });

    // The merchant's server, with plain fetch: create a payment, replay it, read it back.
    const idempotencyKey = crypto.randomUUID();
    const create = () =>
      fetch(`${baseURL}/api/v1/merchant/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ amount: 250_000, description: 'Order 77', customerPhone: '76999001' }),
      });
    const first = await create();
    expect(first.status).toBe(201);
    const payment = ((await first.json()) as { data: Payment }).data;
    expect(payment).toMatchObject({ amount: 250_000, livemode: false, status: 'pending_initiation' });
    expect(payment.checkoutUrl).toContain(`/pay/`);
    const replay = await create();
    expect(((await replay.json()) as { data: Payment }).data.id).toBe(payment.id);
    const read = await fetch(`${baseURL}/api/v1/merchant/payments/${payment.id}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(((await read.json()) as { data: Payment }).data).toMatchObject({ id: payment.id, amount: 250_000 });
    const list = await fetch(`${baseURL}/api/v1/merchant/payments?limit=10`, { headers: { authorization: `Bearer ${secret}` } });
    expect(((await list.json()) as { data: { items: Payment[] } }).data.items.map((item) => item.id)).toEqual([payment.id]);

    // Last used shows after a reload; revoking stops the key at once.
    await page.reload();
    await expect(section.getByText(/Last used (?!Never)/)).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('button', { name: 'Revoke Online shop' }).click();
    await expect(section.getByText(/^Revoked /)).toBeVisible();
    const refused = await fetch(`${baseURL}/api/v1/merchant/payments/${payment.id}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
  });

  test('/developers shows the quick start and the API reference from our own document', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openWithPreview(page, '/developers');
    await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible();
    // Our own reference (issue 38) draws the operations of /api/v1/openapi.json.
    const reference = page.getByRole('region', { name: 'API reference' });
    await expect(reference.getByText('/api/v1/merchant/payments/{id}/cancel').first()).toBeVisible({ timeout: 20_000 });
    await reference.screenshot({ path: `${SHOTS}/developers-reference.png` });
    expect(errors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/developers.png` });
    await expectNoViolations(page);
  });

  test('/developers signed in at 360 px: no Sign in, no sideways scroll, an operation opens, and the curl runs as pasted without uuidgen', async ({ page, request, baseURL }) => {
    test.slow(); // A new merchant, a full axe run and a shell: three times the usual time on a shared CI machine.
    const { token } = await newMerchant(request, 'Quick Start Traders');
    await openSignedIn(page, token, '/developers');
    await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
    const site = page.getByRole('navigation', { name: 'Site' });
    await expect(site.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).not.toContainText('Sign in');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    // The reference: an operation's summary, then, opened, its parameters, answers and example.
    const reference = page.getByRole('region', { name: 'API reference' });
    const create = reference.locator('summary', { hasText: 'Create a payment request' });
    await expect(create).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await create.click();
    const operation = reference.locator('details[open]');
    await expect(operation.getByRole('heading', { name: 'Request body' })).toBeVisible();
    await expect(operation.getByRole('list', { name: 'Request body fields' })).toContainText('customerPhone');
    await expect(operation.getByText(/Idempotent:/)).toBeVisible();
    await expect(operation.locator('p', { hasText: 'Authentication:' })).toContainText('sk_test_');
    await expect(operation.getByRole('list', { name: '201 fields' })).toContainText('checkoutUrl');
    await expect(operation.getByRole('button', { name: 'Copy command' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/developers-signed-in.png` });
    await operation.screenshot({ path: `${SHOTS}/developers-operation.png` });
    // Issue 37: axe with best practices, on the page with an operation open.
    const practices = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
    expect(practices.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The quick start, as a developer pastes it once they put their key in: a shell whose PATH
    // has curl, od and tr only (no uuidgen), and no SALONE_PAY_URL of its own.
    const quickStart = page.getByLabel('Create a payment with curl');
    await expect(page.getByRole('button', { name: 'Copy command' }).first()).toBeVisible();
    const pasted = (await quickStart.textContent()) ?? '';
    expect(pasted).not.toContain('uuidgen');
    expect(pasted).toContain(`SALONE_PAY_URL="${baseURL}"`);
    const keyResponse = await request.post('/api/v1/api-keys', { headers: bearer(token), data: { name: 'Quick start', mode: 'test' } });
    expect(keyResponse.ok()).toBe(true);
    const key = ((await keyResponse.json()) as { data: { secret: string } }).data.secret;
    const bin = mkdtempSync(path.join(tmpdir(), 'quick-start-bin-'));
    try {
      for (const tool of ['curl', 'od', 'tr']) symlinkSync(execFileSync('/bin/sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(), path.join(bin, tool));
      const script = pasted.replace('sk_test_paste_your_key_here', key);
      const output = execFileSync('/bin/bash', ['--noprofile', '--norc', '-c', script], { env: { PATH: bin }, encoding: 'utf8', timeout: 15_000, stdio: ['ignore', 'pipe', 'pipe'] });
      expect((JSON.parse(output) as { data: Payment }).data).toMatchObject({ amount: 150_000, livemode: false, status: 'pending_initiation' });
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
