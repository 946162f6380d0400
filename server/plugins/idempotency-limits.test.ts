/**
 * What the idempotency store must never keep (issues 19 and 22): answers carrying a secret,
 * oversized answers, unbounded keys per scope, keys on /auth/*, expired records once swept.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { registerErrorHandling } from './errors.ts';
import { idempotentRecordId, registerIdempotency, sweepExpiredIdempotencyKeys, type IdempotencyOptions } from './idempotency.ts';

interface Stored {
  scope: string;
  response_body: string | null;
  withheld: string | null;
  response_status: number | null;
}

describe('idempotency storage limits', () => {
  // One database for the file (each test has its own guest scope): a fresh PGlite per test is slow.
  let testDb: TestDatabase;
  let app: FastifyInstance | undefined;
  let executions = 0;
  let scope = '';
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    executions = 0;
  });

  async function setup(options: Partial<IdempotencyOptions> = {}): Promise<FastifyInstance> {
    scope = `checkout:${randomUUID()}`;
    const instance = Fastify();
    registerErrorHandling(instance);
    registerIdempotency(instance, { db: testDb.database.db, ...options });
    const guest = { idempotency: { guestScope: () => scope } } as const;
    // Shaped like the merchant API's key and webhook-endpoint creation: the secret is shown once.
    instance.post('/api/v1/test/api-keys', { config: guest }, async (_request, reply) => {
      executions += 1;
      return reply.status(201).send({ data: { id: `key_${executions}`, key: `sk_test_${randomUUID()}`, livemode: false } });
    });
    instance.post('/api/v1/test/webhook-endpoints', { config: guest }, async () => {
      executions += 1;
      return { data: { id: `we_${executions}`, signingSecret: `s-${randomUUID()}` } };
    });
    // Shaped like the merchant API's payment request: a checkout URL with the payment's client
    // secret, from a handler that finds its earlier record (the same id for the same key).
    instance.post('/api/v1/test/payment-requests', { config: { ...guest, idempotencyRerun: true } }, async (request, reply) => {
      executions += 1;
      const id = idempotentRecordId(request, 'payment');
      return reply.status(201).send({ data: { id, checkoutUrl: `https://pay.example/pay/m1?payment=${id}&secret=${id}_secret_abc` } });
    });
    instance.post('/api/v1/test/big', { config: guest }, async () => {
      executions += 1;
      return { data: { text: 'x'.repeat(2_000) } };
    });
    instance.post('/api/v1/test/small', { config: guest }, async () => {
      executions += 1;
      return { data: { execution: executions } };
    });
    await instance.ready();
    app = instance;
    return instance;
  }

  const post = (instance: FastifyInstance, url: string, key: string) =>
    instance.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: {} });

  const stored = async (): Promise<Stored[]> =>
    testDb.database.withSession((session) =>
      session.query<Stored>('SELECT scope, response_body, withheld, response_status FROM idempotency_keys WHERE scope = $1', [`guest:${scope}`]),
    );

  it.each(['/api/v1/test/api-keys', '/api/v1/test/webhook-endpoints'])(
    '%s: the secret is answered once, never stored, and a replay is 409 idempotency_secret_withheld without running again',
    async (url) => {
      const instance = await setup();
      const key = randomUUID();
      const first = await post(instance, url, key);
      expect(first.statusCode).toBeLessThan(300);
      expect(first.body).toMatch(/sk_test_|"signingSecret":"s-/);
      const replay = await post(instance, url, key);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ error: { code: 'idempotency_secret_withheld' } });
      expect(replay.body).not.toMatch(/sk_test_|s-[0-9a-f]{8}-/);
      expect(executions).toBe(1);
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ response_body: null, withheld: 'secret', scope: `guest:${scope}` });
    },
  );

  it('an address carrying a secret is not stored; a route whose handler finds its record runs again on replay and answers the same record', async () => {
    const instance = await setup();
    const key = randomUUID();
    const first = await post(instance, '/api/v1/test/payment-requests', key);
    expect(first.statusCode).toBe(201);
    expect((await stored())[0]).toMatchObject({ response_body: null, withheld: 'secret', response_status: 201 });
    const replay = await post(instance, '/api/v1/test/payment-requests', key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // The record stays as the first run left it.
    expect(await stored()).toHaveLength(1);
    expect((await stored())[0]).toMatchObject({ response_body: null, withheld: 'secret' });
  });

  it('keeps the record but not an answer over the size cap: a replay is 409, the write runs once', async () => {
    const instance = await setup({ maxStoredBytes: 1_000 });
    const key = randomUUID();
    expect((await post(instance, '/api/v1/test/big', key)).statusCode).toBe(200);
    const replay = await post(instance, '/api/v1/test/big', key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: { code: 'idempotency_replay_unavailable' } });
    expect(executions).toBe(1);
    expect((await stored())[0]).toMatchObject({ response_body: null, withheld: 'too_large' });
  });

  it('caps live keys per scope with 429, replays still answer, and swept expired keys free room', async () => {
    const instance = await setup({ maxKeysPerScope: 3, retentionMs: 60_000 });
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of keys) expect((await post(instance, '/api/v1/test/small', key)).statusCode).toBe(200);
    const fourth = await post(instance, '/api/v1/test/small', randomUUID());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(executions).toBe(3);
    // A replay of a stored key is not a new key: it still answers.
    expect((await post(instance, '/api/v1/test/small', keys[0]!)).headers['idempotency-replayed']).toBe('true');

    // The scheduled sweep deletes what expired, and only that.
    expect(await sweepExpiredIdempotencyKeys(testDb.database.db, new Date())).toBe(0);
    expect(await sweepExpiredIdempotencyKeys(testDb.database.db, new Date(Date.now() + 120_000))).toBe(3);
    expect(await stored()).toHaveLength(0);
    expect((await post(instance, '/api/v1/test/small', randomUUID())).statusCode).toBe(200);
  });

  it('refuses to register idempotency on an /auth/* route or on a read', async () => {
    const instance = Fastify();
    registerIdempotency(instance, { db: testDb.database.db });
    expect(() =>
      instance.post('/api/v1/auth/phone/verify-otp', { config: { idempotency: { guestScope: () => 'x' } } }, async () => ({})),
    ).toThrow(/never on \/auth/);
    expect(() => instance.get('/api/v1/things', { config: { idempotency: 'user' } }, async () => ({}))).toThrow(/writes only/);
    await instance.close();
  });
});
