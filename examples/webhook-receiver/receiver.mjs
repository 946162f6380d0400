/**
 * Salone Pay webhooks, end to end, against your own `npm start`:
 *   1. starts a tiny receiver on http://127.0.0.1:4242/webhooks that verifies every request
 *      with the `standardwebhooks` library (an implementation independent of ours);
 *   2. registers it as a webhook endpoint with your test key (its signing secret is shown once);
 *   3. creates a test payment request and prints its checkout URL; once the customer pays it
 *      there (in the sandbox), the receiver prints the verified `payment.completed` event.
 *
 * SALONE_API_KEY=sk_test_… node receiver.mjs
 * Optional: SALONE_API_URL (default http://127.0.0.1:3000), RECEIVER_PORT (default 4242),
 * CUSTOMER_PHONE (8 digits, default 76123456).
 * Checked by server/modules/merchant-api/example.test.ts, which runs this file against the app.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const apiUrl = (process.env.SALONE_API_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const apiKey = process.env.SALONE_API_KEY ?? '';
const port = Number(process.env.RECEIVER_PORT ?? 4242);
/** The payer's Orange Money number, 8 digits (the sandbox declines 76000001). */
const customerPhone = process.env.CUSTOMER_PHONE ?? '76123456';
const MAX_BODY_BYTES = 1024 * 1024;

if (!apiKey.startsWith('sk_test_')) {
  console.error('Set SALONE_API_KEY to a test key (sk_test_…): Business Tools → API keys.');
  process.exit(1);
}

/** One call to the Salone Pay API; every POST carries a fresh Idempotency-Key, so a retry is safe. */
async function api(method, path, body) {
  const response = await fetch(`${apiUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.error?.code ?? ''} ${answer.error?.message ?? ''}`);
  return answer.data;
}

let webhook;

// Verify before reading anything: the raw body exactly as sent, and the three webhook-* headers.
const receiver = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/webhooks') {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) request.destroy();
    else chunks.push(chunk);
  });
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      const event = webhook.verify(body, request.headers);
      // webhook-id is the same on every retry and resend: a real receiver stores it and skips repeats.
      console.log(`verified ${event.type} ${request.headers['webhook-id']}`, JSON.stringify(event.data));
      response.writeHead(204).end();
    } catch (error) {
      console.error(`refused a request that does not verify: ${error.message}`);
      response.writeHead(400).end();
    }
  });
});

await new Promise((resolve) => receiver.listen(port, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${port}/webhooks`;
console.log(`receiver listening on ${receiverUrl}`);

// Local mode accepts loopback URLs; in production an endpoint must be public https.
const endpoint = await api('POST', '/webhook-endpoints', { url: receiverUrl, events: ['payment.completed', 'payment.failed'] });
webhook = new Webhook(endpoint.secret);
console.log(`webhook endpoint ${endpoint.id} registered (its secret is shown only once; keep it in your server's configuration)`);

// A payment request for your customer's Orange Money number; they pay it at its checkout URL.
const payment = await api('POST', '/merchant/payments', { amount: 2_500_000, currency: 'SLE', description: 'Webhook example order', customerPhone });
console.log(`payment ${payment.id} created for Le 25,000 (test mode)`);
console.log(`checkout: ${payment.checkoutUrl}`);
console.log(`pay it there as the customer: Confirm payment, then the code the sandbox sent to +232${customerPhone} (in local mode: ${apiUrl}/api/v1/dev/messages)`);
console.log('waiting for webhooks (Ctrl+C to stop)…');
