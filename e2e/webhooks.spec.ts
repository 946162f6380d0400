/**
 * Issue 12, webhooks: a merchant adds an endpoint in /business-tools pointing at a receiver this
 * test runs, a payer pays through the API, the receiver gets `payment.completed` signed so that
 * the `standardwebhooks` library verifies it, and the delivery shows in the log on screen.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiSignIn, newPhone, openSignedIn } from './session.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
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
