import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import pg from 'pg';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { devMessages } from './session.ts';

/**
 * Issue 33: live money end to end on one machine, as the rehearsal in docs/go-live.md does it.
 * `npm run monime:peer` (its script, spawned) plays Monime; a server of this spec's own runs with
 * PAYMENT_PROVIDER=monime and the MONIME_* lines the peer printed, on a PostgreSQL database of its
 * own (so an admin's approval can be written as issue 34's helper writes it). A merchant's live link
 * is refused before approval and made after; a guest with no preview flag opens it in Chromium at
 * 360 px, sees the business and the amount and no test notice, pays by Orange Money; the peer
 * completes the payment code and its signed webhook settles it; the merchant's live balance rises
 * by amount − fee and the test balance does not; `/` still shows the gate.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_PORT = Number(process.env.E2E_LIVE_PORT ?? 4331);
const PEER_PORT = Number(process.env.E2E_PEER_PORT ?? 4332);
const ADMIN_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `salone_live_e2e_${process.pid}`;
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);

let peer: ChildProcess | undefined;
let peerUrl = '';
let server: OwnServer | undefined;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Spawns `npm run monime:peer`'s script and reads its URL and MONIME_* lines. */
async function startPeer(callback: string): Promise<Record<string, string>> {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'scripts', 'monime-peer.ts'), '--port', String(PEER_PORT), '--callback', callback], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  peer = child;
  let out = '';
  const settings: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`monime:peer printed ${JSON.stringify(out)}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.split('\n');
      if (lines.filter((line) => line.startsWith('MONIME_')).length >= 4) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`monime:peer exited ${code}: ${out}`)));
  });
  const [url, ...rest] = out.trim().split('\n');
  peerUrl = url ?? '';
  for (const line of rest) {
    const [name, ...value] = line.split('=');
    if (name?.startsWith('MONIME_')) settings[name] = value.join('=');
  }
  return settings;
}

test.describe('live money through the Monime peer', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await admin(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin(`CREATE DATABASE ${DATABASE}`);
    const settings = await startPeer(`http://127.0.0.1:${SERVER_PORT}/api/v1/providers/monime/callback`);
    expect(peerUrl).toBe(`http://127.0.0.1:${PEER_PORT}`);
    expect(Object.keys(settings).sort()).toEqual(['MONIME_ACCESS_TOKEN', 'MONIME_API_URL', 'MONIME_SPACE_ID', 'MONIME_WEBHOOK_SECRET']);
    server = await startOwnServer(process.env.E2E_WEB_ROOT ?? 'dist', { PAYMENT_PROVIDER: 'monime', ...settings, DATABASE_URL: databaseUrl, TRUSTED_PROXIES: '127.0.0.1' }, SERVER_PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (peer && peer.exitCode === null) {
      const exited = new Promise((resolve) => peer?.once('exit', resolve));
      peer.kill('SIGTERM');
      await exited;
    }
    await admin(`DROP DATABASE IF EXISTS ${DATABASE}`);
  });

  test('a guest pays a live link by Orange Money in the browser; the live balance rises by amount − fee', async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const baseURL = server?.baseURL ?? '';
    const api = await playwrightRequest.newContext({ baseURL });
    const phone = `9${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    await api.post('/api/v1/auth/phone/login', { data: { phone } });
    const code = (await devMessages(api, `+232${phone}`))[0]?.code;
    const verified = (await (await api.post('/api/v1/auth/phone/verify-otp', { data: { phone, code } })).json()) as { data: { token: string; user: { id: string } } };
    const auth = { authorization: `Bearer ${verified.data.token}` };
    const live = { ...auth, 'salone-mode': 'live' };
    const merchantId = verified.data.user.id;
    const profile = { fullName: 'Aminata Sesay', streetAddress: '4 Wilkinson Road', city: 'Freetown', district: 'Western Area' };
    expect((await api.put('/api/v1/auth/profile', { headers: auth, data: profile })).ok()).toBe(true);
    expect((await api.put('/api/v1/merchant-profile', { headers: auth, data: { businessName: 'Bo Road Cold Store', category: 'Retail' } })).ok()).toBe(true);
    const linkBody = { amount: 3_000_000, currency: 'SLE', description: 'Fish, one box', reusable: false };

    const early = await api.post('/api/v1/payment-links', { headers: live, data: linkBody });
    expect(early.status()).toBe(403);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('merchant_not_activated');
    // The admin approves (issue 34's helper writes the same row).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      "INSERT INTO merchant_activations (merchant_id, status, submitted_at, submission_count, decided_at, created_at, updated_at) VALUES ($1, 'approved', now(), 1, now(), now(), now())",
      [merchantId],
    );
    await client.end();
    const made = await api.post('/api/v1/payment-links', { headers: live, data: linkBody });
    expect(made.status()).toBe(201);
    const link = ((await made.json()) as { data: { id: string; url: string; livemode: boolean } }).data;
    expect(link.livemode).toBe(true);
    const balance = async (headers: Record<string, string>) =>
      (((await (await api.get('/api/v1/balance', { headers })).json()) as { data: { currency: string; available: number }[] }).data.find((row) => row.currency === 'SLE')?.available ?? 0);
    const testBefore = await balance(auth);

    // A phone with no preview flag at all: the customer's page opens, the gate stays elsewhere.
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`/pay/${merchantId}?link=${link.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Bo Road Cold Store' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('checkout-amount')).toHaveText('Le 30,000');
    await expect(page.getByText('Test mode: no real money moves')).toHaveCount(0);
    // Only what the live provider collects is offered.
    await expect(page.getByRole('radio', { name: 'Card' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Bank Transfer' })).toHaveCount(0);
    // Issue 33's leftover (issue 42): the header names only those, in the server's HTML too.
    await expect(page.getByTestId('checkout-methods')).toHaveText('Pay by Orange Money or Africell Money. No Salone Pay account needed.');
    expect(await (await api.get(`/pay/${merchantId}?link=${link.id}`)).text()).toContain('Pay by Orange Money or Africell Money.');
    await page.screenshot({ path: testInfo.outputPath('live-checkout-360.png') });
    await page.getByRole('radio', { name: 'Orange Money' }).check();
    await page.getByLabel('Orange Money number').fill('076000111');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Pay Le 30,000' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm payment' });
    await expect(confirm.or(page.getByLabel('Payment in progress'))).toBeVisible({ timeout: 20_000 });
    if (await confirm.isVisible()) await confirm.click();
    await page.screenshot({ path: testInfo.outputPath('live-checkout-waiting-360.png') });

    // Monime's side: the payer dials the code; the peer completes it and signs the webhook.
    let pending: { id: string; paymentId: string }[] = [];
    await expect
      .poll(async () => {
        pending = ((await (await fetch(`${peerUrl}/_peer/payment-codes?status=pending`)).json()) as { data: { id: string; paymentId: string }[] }).data;
        return pending.length;
      })
      .toBe(1);
    expect((await fetch(`${peerUrl}/_peer/payment-codes/${pending[0]?.id}/complete`, { method: 'POST' })).status).toBe(200);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('live-checkout-paid-360.png') });

    const payment = ((await (await api.get(`/api/v1/transactions/${pending[0]?.paymentId}`, { headers: live })).json()) as { data: { amount: number; fee: number; net: number } }).data;
    expect(payment.amount).toBe(3_000_000);
    expect(await balance(live)).toBe(3_000_000 - payment.fee);
    expect(payment.fee).toBeGreaterThan(0);
    expect(await balance(auth)).toBe(testBefore);
    expect((await api.get(`/api/v1/transactions/${pending[0]?.paymentId}`, { headers: auth })).status()).toBe(404);

    // Everything else keeps SPEC's gate.
    await page.goto('/');
    await expect(page.getByText('Salone Pay is coming soon')).toBeVisible({ timeout: 30_000 });
    await context.close();

    // The merchant, Test mode off: the dashboard's balance is the live one, the detail shows the fee and the net.
    const merchantContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const merchantPage = await merchantContext.newPage();
    await merchantPage.addInitScript(
      ([authToken]) => {
        localStorage.setItem('preview_access', '1');
        localStorage.setItem('auth_token', authToken ?? '');
        localStorage.setItem('salone_mode', 'live');
      },
      [verified.data.token],
    );
    await merchantPage.goto('/dashboard');
    const card = merchantPage.getByTestId('balance-card');
    await expect(card).toContainText(`Le ${((3_000_000 - payment.fee) / 100).toLocaleString('en-US')}`, { timeout: 30_000 });
    await merchantPage.screenshot({ path: testInfo.outputPath('live-dashboard-360.png') });
    await merchantPage.goto(`/transactions/${pending[0]?.paymentId}`);
    await expect(merchantPage.getByTestId('transaction-fee')).toHaveText(`Le ${(payment.fee / 100).toLocaleString('en-US')}`, { timeout: 30_000 });
    await expect(merchantPage.getByTestId('transaction-net')).toHaveText(`Le ${(payment.net / 100).toLocaleString('en-US')}`);
    await merchantPage.screenshot({ path: testInfo.outputPath('live-transaction-360.png') });
    await merchantContext.close();
    await api.dispose();
  });
});
