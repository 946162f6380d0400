/**
 * Issue 19: an Idempotency-Key never turns a used sign-in code back into a session token, and
 * the idempotency table never holds a token. The whole sign-in journey is run with a key on every
 * write, as a retrying client would, and the table is scanned afterwards.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PHONE = '77123456';
const OTHER_PHONE = '78123456';
const EMAIL = 'aminata@example.sl';

describe('auth writes with an Idempotency-Key', () => {
  let testApp: TestApp;
  const handedOut: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const write = (method: 'POST' | 'PUT', url: string, key: string, payload?: object, token?: string, remoteAddress = '198.51.100.7') =>
    testApp.app.inject({
      method,
      url,
      remoteAddress,
      headers: { 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  const latest = async (to: string): Promise<DevMessage> => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}` });
    return response.json<{ data: DevMessage[] }>().data[0]!;
  };

  it('a replayed verify-otp never yields a token, from the same or another address: the code stays single use', async () => {
    expect((await write('POST', '/api/v1/auth/phone/login', randomUUID(), { phone: PHONE })).statusCode).toBe(200);
    const { code } = await latest(`+232${PHONE}`);
    const key = randomUUID();
    const first = await write('POST', '/api/v1/auth/phone/verify-otp', key, { phone: PHONE, code });
    expect(first.statusCode).toBe(200);
    const token = first.json<{ data: { token: string } }>().data.token;
    handedOut.push(token);
    for (const remoteAddress of ['198.51.100.7', '203.0.113.9']) {
      const replay = await write('POST', '/api/v1/auth/phone/verify-otp', key, { phone: PHONE, code }, undefined, remoteAddress);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ error: { code: 'invalid_code' } });
      expect(replay.body).not.toContain(token);
      expect(replay.headers['set-cookie']).toBeUndefined();
      expect(replay.headers['idempotency-replayed']).toBeUndefined();
    }
  });

  it('after the whole journey with keys (profile, email code and link, logout), no row holds a token', async () => {
    expect((await write('POST', '/api/v1/auth/phone/login', randomUUID(), { phone: OTHER_PHONE })).statusCode).toBe(200);
    const { code } = await latest(`+232${OTHER_PHONE}`);
    const signedIn = await write('POST', '/api/v1/auth/phone/verify-otp', randomUUID(), { phone: OTHER_PHONE, code });
    const token = signedIn.json<{ data: { token: string } }>().data.token;
    handedOut.push(token);
    const profile = { fullName: 'Aminata Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area' };
    expect((await write('PUT', '/api/v1/auth/profile', randomUUID(), profile, token)).statusCode).toBe(200);
    expect((await write('POST', '/api/v1/auth/email/send-otp', randomUUID(), { email: EMAIL }, token)).statusCode).toBe(200);
    const mail = await latest(EMAIL);
    handedOut.push(mail.link!.split('/').pop()!);
    expect((await write('POST', '/api/v1/auth/email/verify-otp', randomUUID(), { email: EMAIL, code: mail.code }, token)).statusCode).toBe(200);
    const cancelKey = randomUUID();
    // A write that does declare idempotency, by the same user: its row is kept, and holds no token.
    expect((await write('POST', `/api/v1/payments/${randomUUID()}/cancel`, cancelKey, undefined, token)).statusCode).toBe(404);
    expect((await write('POST', '/api/v1/auth/logout', randomUUID(), undefined, token)).statusCode).toBe(200);

    const rows = await testApp.database.withSession((session) =>
      session.query<Record<string, unknown>>('SELECT * FROM idempotency_keys'),
    );
    const dump = JSON.stringify(rows);
    for (const secret of handedOut) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(/"token"|sk_(live|test)_|whsec_/);
    expect(rows.filter((row) => String(row.path).startsWith('/api/v1/auth/'))).toEqual([]);
    expect(rows.filter((row) => row.scope === 'anon' || String(row.scope).startsWith('token:'))).toEqual([]);
  });
});
