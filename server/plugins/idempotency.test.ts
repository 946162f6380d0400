import { createHash, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.ts';
import type { FastifyInstance } from 'fastify';
import { canonicalJson } from './idempotency.ts';
import { BodyTooDeepError } from './idempotency-body.ts';

async function rowCount(testDb: TestDatabase): Promise<number> {
  const rows = await testDb.database.withSession((session) => session.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys'));
  return Number(rows[0]?.n);
}

/**
 * A test-only write route that counts how often its handler really runs and answers with a
 * fresh value each time, so a replay is distinguishable from a second execution.
 */
interface Counter {
  executions: number;
}

async function appWithCounter(testDb: TestDatabase, counter: Counter, handlerDelayMs = 0): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), database: testDb.database });
  app.post<{ Body: { amount: number; note?: string } }>(
    '/api/v1/test/counter',
    {
      // A guest paying "what the header names" (a stand-in for a checkout id), so tests need no sign-in.
      config: { idempotency: { guestScope: (request) => (request.headers['x-test-scope'] as string | undefined) ?? null } },
      schema: {
        body: {
          type: 'object',
          required: ['amount'],
          additionalProperties: false,
          properties: { amount: { type: 'integer' }, note: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      counter.executions += 1;
      const execution = counter.executions;
      if (handlerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, handlerDelayMs));
      if (request.body.amount < 0) return reply.status(422).send({ error: { code: 'negative', message: 'No' } });
      if (request.body.amount === 404) return reply.status(404).send({ error: { code: 'not_found', message: 'No such checkout' } });
      if (request.body.amount === 500) throw new Error('boom');
      return reply.status(201).send({ data: { execution, id: randomUUID(), amount: request.body.amount } });
    },
  );
  app.post(
    '/api/v1/test/deep',
    { config: { idempotency: { guestScope: () => 'checkout:a' } } },
    async () => {
      counter.executions += 1;
      return { data: {} };
    },
  );
  await app.ready();
  return app;
}

describe('Idempotency-Key on routes that declare it', () => {
  let testDb: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDb?.drop();
    testDb = undefined;
  });

  async function setup(handlerDelayMs = 0) {
    testDb = await createTestDatabase();
    const counter: Counter = { executions: 0 };
    const app = await appWithCounter(testDb, counter, handlerDelayMs);
    apps.push(app);
    return { app, counter };
  }

  const post = (app: FastifyInstance, key: string | undefined, body: unknown, scope = 'checkout:a') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/test/counter',
      headers: { 'x-test-scope': scope, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as Record<string, unknown>,
    });

  it('replays the first response byte for byte for the same key and body, running once', async () => {
    const { app, counter } = await setup();
    const key = randomUUID();
    const first = await post(app, key, { amount: 100, note: 'rice' });
    // Same body with its keys in another order is the same request.
    const second = await post(app, key, { note: 'rice', amount: 100 });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(counter.executions).toBe(1);
  });

  it('stores and replays a client error too, without running again', async () => {
    const { app, counter } = await setup();
    const key = randomUUID();
    const first = await post(app, key, { amount: -1 });
    const second = await post(app, key, { amount: -1 });
    expect(first.statusCode).toBe(422);
    expect(second.statusCode).toBe(422);
    expect(second.body).toBe(first.body);
    expect(counter.executions).toBe(1);
  });

  it('answers 422 idempotency_mismatch for the same key with a different body', async () => {
    const { app, counter } = await setup();
    const key = randomUUID();
    await post(app, key, { amount: 100 });
    const other = await post(app, key, { amount: 200 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_mismatch' } });
    expect(counter.executions).toBe(1);
  });

  it('lets a request run again after a server error on the first attempt', async () => {
    const { app, counter } = await setup();
    const key = randomUUID();
    const failed = await post(app, key, { amount: 500 });
    const again = await post(app, key, { amount: 500 });
    expect(failed.statusCode).toBe(500);
    expect(again.statusCode).toBe(500);
    expect(counter.executions).toBe(2);
  });

  it('scopes keys per guest scope: the same key for another checkout runs its own request', async () => {
    const { app, counter } = await setup();
    const key = randomUUID();
    const mine = await post(app, key, { amount: 100 }, 'checkout:a');
    const theirs = await post(app, key, { amount: 100 }, 'checkout:b');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.body).not.toBe(mine.body);
    expect(counter.executions).toBe(2);
  });

  it('leaves requests without the header alone, and refuses a malformed or short key with 400', async () => {
    const { app, counter } = await setup();
    await post(app, undefined, { amount: 100 });
    await post(app, undefined, { amount: 100 });
    expect(counter.executions).toBe(2);
    for (const bad of ['x y', '1', 'retry-1', '12345678', 'a'.repeat(21), 'a'.repeat(129)]) {
      const refused = await post(app, bad, { amount: 100 });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'invalid_input' } });
    }
    expect(counter.executions).toBe(2);
    expect((await post(app, randomUUID(), { amount: 100 })).statusCode).toBe(201);
  });

  it('keeps nothing for a request the handler refused (404): a retry runs it again', async () => {
    const { app, counter } = await setup();
    const key = randomUUID();
    expect((await post(app, key, { amount: 404 })).statusCode).toBe(404);
    expect((await post(app, key, { amount: 404 })).statusCode).toBe(404);
    expect(counter.executions).toBe(2);
    expect(await rowCount(testDb!)).toBe(0);
  });

  it('refuses a body nested past the depth limit with 400 before hashing, and keeps nothing', async () => {
    const { app, counter } = await setup();
    // 20,000 levels: a recursive hash would overflow the stack and answer 500.
    const deep = `{"amount":1,"note":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/deep',
      headers: { 'x-test-scope': 'checkout:a', 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(counter.executions).toBe(0);
    expect(await rowCount(testDb!)).toBe(0);
  });

  it('keeps the record at least 30 days', async () => {
    const { app } = await setup();
    const key = randomUUID();
    await post(app, key, { amount: 100 });
    const rows = await testDb!.database.withSession((session) =>
      session.query<{ days: number }>(
        `SELECT EXTRACT(EPOCH FROM (expires_at - created_at)) / 86400 AS days FROM idempotency_keys WHERE key = $1`,
        [key],
      ),
    );
    expect(Number(rows[0]?.days)).toBeGreaterThanOrEqual(29.99);
  });

  it('takes over a key whose first request died mid-way (a crashed process) and runs it', async () => {
    const { app, counter } = await setup();
    const key = randomUUID();
    const body = { amount: 3 };
    const scope = 'guest:checkout:a';
    const requestHash = createHash('sha256').update(`POST /api/v1/test/counter\n${canonicalJson(body)}`).digest('hex');
    await testDb!.database.withSession((session) =>
      session.query(
        `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, state, locked_at, expires_at)
         VALUES ($1, $2, 'POST', '/api/v1/test/counter', $3, 'in_flight', now() - interval '10 minutes', now() + interval '30 days')`,
        [scope, key, requestHash],
      ),
    );
    const response = await post(app, key, body);
    expect(response.statusCode).toBe(201);
    expect(counter.executions).toBe(1);
    expect((await post(app, key, body)).body).toBe(response.body);
  });

  it('runs concurrent duplicates exactly once: the others wait and get the same response', async () => {
    const { app, counter } = await setup(150);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(app, key, { amount: 7 })));
    expect(counter.executions).toBe(1);
    const bodies = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.body));
    expect(bodies.size).toBe(1);
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
  });

  it('on real HTTP with two app instances on one database, 30 parallel duplicates create one execution', async () => {
    testDb = await createTestDatabase();
    const counter: Counter = { executions: 0 };
    const instances = [await appWithCounter(testDb, counter, 100), await appWithCounter(testDb, counter, 100)];
    apps.push(...instances);
    const urls: string[] = [];
    for (const instance of instances) urls.push(await instance.listen({ port: 0, host: '127.0.0.1' }));
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(`${urls[index % 2]}/api/v1/test/counter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-scope': 'checkout:a', 'idempotency-key': key },
          body: JSON.stringify({ amount: 9 }),
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    expect(counter.executions).toBe(1);
    const succeeded = responses.filter((response) => response.status === 201);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(new Set(succeeded.map((response) => response.body)).size).toBe(1);
    for (const response of responses) expect([201, 409]).toContain(response.status);
  });
});

describe('canonicalJson', () => {
  it('ignores key order and undefined fields but not values', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe(canonicalJson({ a: [1, { d: 2 }], b: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });

  it('prints what JSON.stringify prints for sorted input', () => {
    const value = { a: [1, 'two', null, { b: true, c: [[], {}] }], d: 'é"\\n', e: -0.5 };
    expect(canonicalJson(value)).toBe(JSON.stringify(value));
  });

  it('refuses depth past the limit without recursion', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(BodyTooDeepError);
    expect(canonicalJson([[1]], 2)).toBe('[[1]]');
    expect(() => canonicalJson([[[1]]], 2)).toThrow(BodyTooDeepError);
  });
});
