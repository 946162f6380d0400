/**
 * Issue 39: once `app.close()` resolves, nothing the app started is left in the process: no poll
 * loop, interval or timeout, no job handler, no event listener, nothing sent anywhere. This is what
 * running the server vitest project file after file in one process needs (isolate: false, issue 39):
 * there a left-over would act in a later file, e.g. a webhook retry reaching its receiver.
 * The app here runs everything `npm start` runs (server/main.ts): every job worker on its own
 * jobs, a payment settled by those workers, a webhook delivery that fails so a retry is scheduled,
 * and a live stream with its heartbeat.
 */
import { createHook } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { bearer, signIn } from './test/sign-in.ts';
import { eventListenerCount } from './modules/events/events.service.ts';
import { startPaymentWorkers } from './modules/payments/payments-runtime.service.ts';
import { startWebhookWorkers } from './modules/webhooks/webhooks-runtime.ts';
import { startPayoutWorkers } from './modules/payouts/payouts.service.ts';
import { startPaymentSmsWorker } from './modules/live/payment-sms.service.ts';
import { startMaintenance } from './jobs/maintenance.ts';

interface PendingTimer {
  /** Where it was created, innermost first. */
  frames: string[];
  timer: { _destroyed?: boolean; _idleTimeout?: number };
}

/** A frame of the server's code or of pg-boss (the app's, not this test's or Node's sockets'). */
const APP_FRAME = /node_modules[/\\]pg-boss[/\\]|[/\\]server[/\\](?!app-close\.test\.ts)/;

/**
 * Every timeout and interval the app's code created from `start()` on that has neither fired nor
 * been cleared. Node's own (a kept-alive socket's idle timer) and Vitest's are not the app's.
 */
function watchTimers(): { start(): void; pending(): PendingTimer[]; stop(): void } {
  const timers = new Map<number, PendingTimer>();
  let watching = false;
  const hook = createHook({
    init(id, type, _trigger, resource) {
      if (!watching || type !== 'Timeout') return;
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      // Without the first two lines: the message and this hook.
      const frames = (new Error('timer created').stack ?? '').split('\n').slice(2);
      Error.stackTraceLimit = limit;
      if (frames.some((frame) => APP_FRAME.test(frame))) timers.set(id, { frames, timer: resource as PendingTimer['timer'] });
    },
    destroy(id) {
      timers.delete(id);
    },
  });
  hook.enable();
  return {
    start: () => void (watching = true),
    pending: () => [...timers.values()].filter((entry) => entry.timer._destroyed !== true),
    stop: () => void hook.disable(),
  };
}

const described = (entries: PendingTimer[]) => entries.map((entry) => `${entry.timer._idleTimeout} ms at ${entry.frames.filter((frame) => APP_FRAME.test(frame)).slice(0, 3).join(' < ')}`);

/** A merchant's receiver that is down: every delivery is answered 500, so each one is retried. */
async function failingReceiver(): Promise<{ url: string; deliveries: number; close(): Promise<void> }> {
  const state = { deliveries: 0 };
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/hooks') state.deliveries += 1;
    request.resume();
    request.on('end', () => response.writeHead(500).end('down'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    get deliveries() {
      return state.deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('closing an app that runs everything npm start runs', { timeout: 120_000 }, () => {
  const watch = watchTimers();
  let testApp: TestApp | undefined;
  afterAll(async () => {
    watch.stop();
    await testApp?.close();
  });

  it('leaves no timer, listener, job handler or delivery behind, and starts nothing afterwards', async () => {
    const listenersBefore = eventListenerCount();
    const receiver = await failingReceiver();
    watch.start();
    testApp = await createTestApp();
    const { app } = testApp;
    await startPaymentWorkers(app.jobs, app.payments);
    await startMaintenance(app.jobs, testApp.database.db);
    await startWebhookWorkers(app.jobs, app.webhooks);
    await startPaymentSmsWorker(app.jobs, app.paymentSms);
    await startPayoutWorkers(app.jobs, app.payouts);
    expect(eventListenerCount()).toBe(listenersBefore + 1);

    const merchant = await signIn(app, '30555777');
    const merchantId = merchant.user.id ?? '';
    await app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchant.token), payload: { businessName: 'Wellington Hardware', category: 'Retail' } });
    const endpoint = await app.inject({ method: 'POST', url: '/api/v1/webhook-endpoints', headers: bearer(merchant.token), payload: { url: receiver.url, events: ['payment.completed'] } });
    expect(endpoint.statusCode).toBe(201);
    // The merchant's live stream: it listens for events and keeps a heartbeat interval.
    const closeStream = await app.liveHub.open(merchantId, undefined, { write: () => true, end: () => undefined, pending: () => 0 });
    expect(app.liveHub.count()).toBe(1);

    // A payment the workers settle (no test drains them), whose event goes to the receiver.
    const payer = await signIn(app, '77555777');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: bearer(payer.token),
      payload: { merchantId, amount: 40_000, method: 'bank_transfer', bankCode: 'RBL', description: 'Nails' },
    });
    expect(created.statusCode).toBe(201);
    const paymentId = created.json<{ data: { id: string } }>().data.id;
    expect((await app.inject({ method: 'POST', url: `/api/v1/payments/${paymentId}/confirm`, headers: bearer(payer.token) })).statusCode).toBe(200);
    await expect.poll(async () => (await app.payments.payments.get(paymentId)).status, { timeout: 30_000, interval: 100 }).toBe('completed');
    // The first attempt failed: its retry is a delayed job, which the closed app must never run.
    await expect.poll(() => receiver.deliveries, { timeout: 30_000, interval: 100 }).toBe(1);
    closeStream();

    await testApp.close();
    testApp = undefined;
    // Nothing pending once close resolves, and nothing new a while later (longer than any poll
    // here, 0.5 s: a loop still running would have made a new timer by then).
    expect(described(watch.pending())).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(described(watch.pending())).toEqual([]);
    expect(eventListenerCount()).toBe(listenersBefore);
    expect(receiver.deliveries).toBe(1);
    // Nothing restarts the closed app's jobs (a late request or job would have started pg-boss again).
    await expect(app.jobs.ready()).rejects.toThrow('jobs are stopped');
    await receiver.close();
  });
});
