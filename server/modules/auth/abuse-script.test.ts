/**
 * What the checker does, as a script over real HTTP: 20 wrong codes then the right one,
 * and 10 rapid resends. Every refusal must hold.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let base: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await testApp.close();
});

async function call(path: string, body: object): Promise<{ status: number; retryAfter: string | null; json: { data?: unknown; error?: { code: string } } }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as never };
}

async function outboxCode(phone: string): Promise<string> {
  const response = await fetch(`${base}/dev/messages?to=%2B232${phone}`);
  const { data } = (await response.json()) as { data: DevMessage[] };
  return data[0]?.code ?? '';
}

describe('abuse script', () => {
  it('refuses 20 wrong codes and then the right one too', async () => {
    const phone = '79111222';
    expect((await call('/auth/phone/login', { phone })).status).toBe(200);
    const code = await outboxCode(phone);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const wrong = String((Number(code) + attempt) % 1_000_000).padStart(6, '0');
      statuses.push((await call('/auth/phone/verify-otp', { phone, code: wrong })).status);
    }
    expect(statuses).toEqual(Array(20).fill(400));
    const right = await call('/auth/phone/verify-otp', { phone, code });
    expect(right.status).toBe(400);
    expect(right.json.error?.code).toBe('invalid_code');
    expect(right.json.data).toBeUndefined();
  });

  it('accepts only the first of 10 rapid sends', async () => {
    const phone = '79111333';
    const results = [];
    for (let send = 1; send <= 10; send += 1) results.push(await call('/auth/phone/login', { phone }));
    expect(results.map((result) => result.status)).toEqual([200, ...Array(9).fill(429)]);
    for (const refused of results.slice(1)) {
      expect(refused.json.error?.code).toBe('resend_too_soon');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    const response = await fetch(`${base}/dev/messages?to=%2B232${phone}`);
    expect(((await response.json()) as { data: DevMessage[] }).data).toHaveLength(1);
  });

  it('also accepts only the first of 10 concurrent sends', async () => {
    const phone = '79111444';
    const results = await Promise.all(Array.from({ length: 10 }, () => call('/auth/phone/login', { phone })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 429)).toHaveLength(9);
  });
});
