/**
 * Issue 12, webhooks: a merchant adds an endpoint in /business-tools pointing at a receiver this
 * test runs, a payer pays through the API, the receiver gets `payment.completed` signed so that
 * the `standardwebhooks` library verifies it, and the delivery shows in the log on screen.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { axeBuilder } from './axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { openWithPreview } from './helpers.ts';
import { apiSignIn, newPhone, openSignedIn } from './session.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

// The receiver (one per worker) and what it received are shared by this file's tests, in order.
test.describe.configure({ mode: 'serial' });

const received: Received[] = [];
let server: Server;
let receiverUrl = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/salone-webhooks`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}

async function payAsGuest(request: APIRequestContext, merchantId: string): Promise<string> {
  const payer = await apiSignIn(request, newPhone());
  const headers = { authorization: `Bearer ${payer}` };
  const created = await request.post('/api/v1/payments', { headers, data: { merchantId, amount: 1_250_000, method: 'bank_transfer', bankCode: 'RBL', description: 'Invoice 42' } });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  expect((await request.post(`/api/v1/payments/${id}/confirm`, { headers })).ok()).toBe(true);
  return id;
}

test('a webhook endpoint added in the dashboard receives a verified payment.completed, shown in the delivery log', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiSignIn(request, newPhone());
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.put('/api/v1/merchant-profile', { headers: auth, data: { businessName: 'Wilkinson Road Electronics', category: 'Retail' } })).ok()).toBe(true);
  const merchantId = ((await (await request.get('/api/v1/auth/profile', { headers: auth })).json()) as { data: { id: string } }).data.id;

  await openSignedIn(page, token, '/business-tools');
  const section = page.locator('#webhooks');
  await expect(section.getByText('No webhook endpoints yet')).toBeVisible();
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  await section.getByLabel('Endpoint URL').fill(receiverUrl);
  await expect(section.getByRole('checkbox', { name: 'payment.completed' })).toBeChecked();
  await section.getByRole('checkbox', { name: 'payment.failed' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('webhooks-add-360.png'), fullPage: true });
  await section.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret is shown once, here.
  const secret = (await section.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  const endpoint = section.getByTestId('webhook-endpoint');
  await expect(endpoint.getByRole('heading', { name: receiverUrl })).toBeVisible();
  await expect(endpoint).toContainText('payment.completed, payment.failed');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('webhooks-secret-360.png'), fullPage: true });
  await section.getByRole('button', { name: 'I have saved it' }).click();
  await expect(section.getByTestId('webhook-secret')).toHaveCount(0);

  const paymentId = await payAsGuest(request, merchantId);
  await expect.poll(() => received.length, { timeout: 40_000 }).toBeGreaterThanOrEqual(1);
  const delivery = received[0] as Received;
  const event = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { id: string; type: string; data: { id: string; amount: number } };
  expect(event).toMatchObject({ type: 'payment.completed', data: { id: paymentId, amount: 1_250_000 } });

  const log = endpoint.getByTestId('webhook-delivery');
  await expect(log.first()).toContainText('payment.completed', { timeout: 20_000 });
  await expect(log.first()).toContainText('Delivered');
  await expect(log.first()).toContainText('HTTP 200');
  await expect(log.first()).toContainText(event.id);

  // "Send test event" reaches the same receiver and joins the log.
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(log.filter({ hasText: 'webhook.test' })).toContainText('Delivered', { timeout: 20_000 });
  const testEvent = received.find((r) => r.body.includes('"webhook.test"'));
  expect(testEvent && new Webhook(secret).verify(testEvent.body, testEvent.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });

  // Resend: the same event again, with the same webhook-id.
  await log.filter({ hasText: 'payment.completed' }).first().getByRole('button', { name: /^Resend/ }).click();
  await expect.poll(() => received.filter((r) => r.headers['webhook-id'] === event.id).length, { timeout: 20_000 }).toBe(2);
  await expect(log).toHaveCount(3, { timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('webhooks-log-360.png'), fullPage: true });
});

test('a test key and an endpoint made in the dashboard; a payment by key, paid by a guest at 360 px; the receiver verifies payment.completed and the log shows it', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const token = await apiSignIn(request, newPhone());
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.put('/api/v1/merchant-profile', { headers: auth, data: { businessName: 'Lumley Beach Bookshop', category: 'Retail' } })).ok()).toBe(true);

  // In the dashboard: a test key, then an endpoint at this test's receiver.
  await openSignedIn(page, token, '/business-tools');
  const keys = page.locator('#api-keys');
  await keys.getByLabel('Key name').fill('Shop server');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const apiKey = (await keys.getByTestId('new-api-key').textContent()) ?? '';
  expect(apiKey).toMatch(/^sk_test_/);
  const hooks = page.locator('#webhooks');
  await hooks.getByRole('button', { name: 'Add endpoint' }).click();
  await hooks.getByLabel('Endpoint URL').fill(receiverUrl);
  await hooks.getByRole('button', { name: 'Add endpoint' }).click();
  const signingSecret = (await hooks.getByTestId('webhook-secret').textContent()) ?? '';
  expect(signingSecret).toMatch(/^whsec_/);
  await hooks.getByRole('button', { name: 'I have saved it' }).click();

  // The merchant's server asks for a payment with the key, over plain HTTP.
  // An Orange Money number (never the sandbox's declining 76 000 001).
  const wallet = `76${100_000 + Math.floor(Math.random() * 900_000)}`;
  const created = await fetch(`${baseURL}/api/v1/merchant/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ amount: 180_000, description: 'Order 501', customerPhone: wallet }),
  });
  expect(created.status).toBe(201);
  const payment = ((await created.json()) as { data: { id: string; reference: string; checkoutUrl: string } }).data;
  const checkoutUrl = new URL(payment.checkoutUrl);
  expect(checkoutUrl.searchParams.get('secret')).toMatch(new RegExp(`^${payment.id}_secret_`));

  // The payer, a guest in a fresh browser at 360 px, opens the checkout URL and pays.
  const guest = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  try {
    const payer = await guest.newPage();
    await openWithPreview(payer, `${checkoutUrl.pathname}${checkoutUrl.search}`);
    await expect(payer.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible({ timeout: 20_000 });
    await expect(payer.getByText('Lumley Beach Bookshop').first()).toBeVisible();
    // The page keeps the secret for this tab and takes it out of the address bar.
    await expect(payer).not.toHaveURL(/secret=/);
    expect(new URL(payer.url()).searchParams.get('payment')).toBe(payment.id);
    expect(await axeViolations(payer)).toEqual([]);
    await payer.screenshot({ path: test.info().outputPath('checkout-api-payment-360.png'), fullPage: true });
    await payer.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(payer.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    const phone = `+232${wallet}`;
    let code = '';
    await expect
      .poll(async () => {
        const outbox = (await (await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(phone)}`)).json()) as { data: { body: string; code?: string }[] };
        code = outbox.data.find((message) => message.body.includes(`(ref ${payment.reference})`))?.code ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await payer.getByLabel('Payment code').fill(code);
    await payer.getByRole('button', { name: 'Approve payment' }).click();
    await expect(payer.getByText('Payment Successful!')).toBeVisible({ timeout: 40_000 });
    await payer.screenshot({ path: test.info().outputPath('checkout-api-paid-360.png'), fullPage: true });
  } finally {
    await guest.close();
  }

  // The receiver got payment.completed for this payment, signed so the standardwebhooks library verifies it.
  const ours = () => received.find((r) => r.body.includes('"payment.completed"') && r.body.includes(payment.id));
  await expect.poll(() => ours() !== undefined, { timeout: 40_000 }).toBe(true);
  const delivery = ours() as Received;
  const event = new Webhook(signingSecret).verify(delivery.body, delivery.headers as Record<string, string>) as { id: string; type: string; livemode: boolean; data: { id: string } };
  expect(event).toMatchObject({ type: 'payment.completed', livemode: false, data: { id: payment.id } });

  // And the delivery shows in the dashboard's log.
  await page.reload();
  const log = page.locator('#webhooks').getByTestId('webhook-endpoint').getByTestId('webhook-delivery');
  await expect(log.filter({ hasText: event.id })).toContainText('Delivered', { timeout: 20_000 });
  await expect(log.filter({ hasText: event.id })).toContainText('HTTP 200');
});
