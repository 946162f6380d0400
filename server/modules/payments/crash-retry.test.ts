/**
 * A server that dies after a payment committed but before its answer was stored leaves the
 * Idempotency-Key in flight; once it is stale, the client's retry runs the handler again. That
 * retry must find the payment the first run made, not charge the payer a second time.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

describe('a payment retried after a crash mid-request', () => {
  let testApp: TestApp;
  let merchantId = '';
  let payerToken = '';
  beforeAll(async () => {
    testApp = await createTestApp();
    const merchantToken = (await signIn(testApp.app, '30555444')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230555444'"));
    merchantId = merchant?.id ?? '';
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchantToken), payload: { businessName: 'Lumley Beach Café', category: 'Food' } });
    payerToken = (await signIn(testApp.app, '77123999')).token;
  });
  afterAll(async () => testApp.close());

  const create = (key: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...bearer(payerToken), 'idempotency-key': key },
      payload: { merchantId, amount: 250_000, method: 'orange_money', description: 'Lunch for two' },
    });
  const paymentsOfMerchant = async () =>
    (await testApp.database.withSession((s) => s.query<{ id: string }>('SELECT id FROM payments WHERE merchant_id = $1', [merchantId]))).length;

  it('a retry that takes over the stale key answers with the first payment, and only one exists', async () => {
    const key = randomUUID();
    const first = await create(key);
    expect(first.statusCode).toBe(201);
    const firstId = first.json<{ data: { id: string } }>().data.id;

    // What a SIGKILL between the commit and the stored answer leaves: the key in flight, long ago.
    await testApp.database.withSession((s) =>
      s.query("UPDATE idempotency_keys SET state = 'in_flight', response_status = NULL, response_body = NULL, locked_at = now() - interval '1 hour' WHERE key = $1", [key]),
    );
    const retry = await create(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<{ data: { id: string; amount: number } }>().data).toMatchObject({ id: firstId, amount: 250_000 });
    expect(await paymentsOfMerchant()).toBe(1);
  });

  it('different keys are different payments', async () => {
    const before = await paymentsOfMerchant();
    const [a, b] = await Promise.all([create(randomUUID()), create(randomUUID())]);
    expect(a.json<{ data: { id: string } }>().data.id).not.toBe(b.json<{ data: { id: string } }>().data.id);
    expect(await paymentsOfMerchant()).toBe(before + 2);
  });
});
