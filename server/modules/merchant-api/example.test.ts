/**
 * The README's example (examples/webhook-receiver) runs: it is started as a child process
 * against this app listening on a loopback port, with a test key, exactly as a developer runs it
 * against `npm start`. It registers its receiver, creates a payment request; the test pays it as
 * the customer would at the checkout URL it prints, and the example prints the event it verified
 * with the `standardwebhooks` library.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { CreatedApiKeyView } from '../../../domain/api/api-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../examples/webhook-receiver/receiver.mjs');

describe('examples/webhook-receiver', { timeout: 90_000 }, () => {
  let testApp: TestApp;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    child?.kill();
    await testApp.close();
  });

  it('registers its receiver, creates a payment request, and verifies the payment.completed it receives', async () => {
    const { token } = await signIn(testApp.app, '30555401');
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(token), payload: { businessName: 'Example Shop', category: 'Retail' } });
    const key = (await testApp.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(token), payload: { name: 'example', mode: 'test' } })).json<{ data: CreatedApiKeyView }>().data.secret;

    const apiUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const receiverPort = 20_000 + Math.floor(Math.random() * 20_000);
    child = spawn(process.execPath, [EXAMPLE], {
      env: { SALONE_API_URL: apiUrl, SALONE_API_KEY: key, RECEIVER_PORT: String(receiverPort), CUSTOMER_PHONE: '76555402' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const printed = async (pattern: RegExp): Promise<RegExpMatchArray> => {
      for (let waited = 0; waited < 60_000; waited += 100) {
        const match = pattern.exec(output);
        if (match) return match;
        if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`the example exited ${child.exitCode}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the example did not print ${pattern}:\n${output}`);
    };

    const checkout = new URL((await printed(/checkout: (\S+)/))[1] ?? '');
    const paymentId = checkout.searchParams.get('payment') ?? '';
    const guest = { 'x-client-secret': checkout.searchParams.get('secret') ?? '' };
    const started = await testApp.app.inject({ method: 'POST', url: `/api/v1/checkout/payments/${paymentId}/confirm`, headers: { ...guest, 'idempotency-key': randomUUID() } });
    expect(started.json<{ data: { status: string; reference: string } }>().data.status).toBe('pending_otp');
    const reference = started.json<{ data: { reference: string } }>().data.reference;
    const outbox = (await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent('+23276555402')}` })).json<{ data: DevMessage[] }>();
    const code = outbox.data.find((message) => message.body.includes(`(ref ${reference})`))?.code ?? '';
    await testApp.app.inject({ method: 'POST', url: `/api/v1/checkout/payments/${paymentId}/code`, headers: { ...guest, 'idempotency-key': randomUUID() }, payload: { code } });
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    await testApp.app.jobs.runDue<{ deliveryId: string }>('webhook-deliver', (job) => testApp.app.webhooks.deliver(job));

    const verified = await printed(/verified payment\.completed (evt_[0-9a-f]{32}) (.*)/);
    expect(JSON.parse(verified[2] ?? '{}')).toMatchObject({ id: paymentId, status: 'completed', amount: 2_500_000 });
    expect(output).not.toMatch(/refused a request/);
  });
});
