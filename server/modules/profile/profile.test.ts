import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, getProfile, signIn } from '../../test/auth-helpers.ts';

let testApp: TestApp;
let serial = 0;
const newPhone = () => `2${String(5_000_000 + (serial += 1)).padStart(7, '0')}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const put = (token: string | undefined, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/profile',
    payload,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const valid = { fullName: 'Fatmata Sesay', streetAddress: '4 Wilkinson Road', city: 'Freetown', district: 'Western Area' };

describe('GET and PUT /api/v1/auth/profile', () => {
  it('starts incomplete, and saving trimmed values completes it', async () => {
    const phone = newPhone();
    const { token } = await signIn(testApp.app, phone, freshIp());
    const before = await getProfile(testApp.app, token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json().data).toMatchObject({ phone, fullName: null, profileCompleted: false, email: null, emailVerified: false });

    const saved = await put(token, { fullName: '  Fatmata Sesay ', streetAddress: ' 4 Wilkinson Road', city: 'Freetown  ', district: 'Bo' });
    expect(saved.statusCode).toBe(200);
    const expected = {
      // The stable user id, the same before and after the save.
      id: before.json().data.id as string,
      phone,
      fullName: 'Fatmata Sesay',
      streetAddress: '4 Wilkinson Road',
      city: 'Freetown',
      district: 'Bo',
      profileCompleted: true,
      email: null,
      emailVerified: false,
    };
    expect(expected.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.json()).toEqual({ data: expected });
    expect((await getProfile(testApp.app, token)).json()).toEqual({ data: expected });
  });

  it('reports every missing field with its own detail, joined in the message', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const response = await put(token, { fullName: '   ', city: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Full name is required, Street address is required, City/Town is required, District is required',
        details: [
          { field: 'fullName', message: 'Full name is required' },
          { field: 'streetAddress', message: 'Street address is required' },
          { field: 'city', message: 'City/Town is required' },
          { field: 'district', message: 'District is required' },
        ],
      },
    });
    // Nothing was saved.
    expect((await getProfile(testApp.app, token)).json().data.profileCompleted).toBe(false);
  });

  it('enforces the maximum lengths 100, 200 and 100 after trimming, and the district list', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const atLimit = await put(token, { fullName: `${'a'.repeat(100)}  `, streetAddress: 'b'.repeat(200), city: 'c'.repeat(100), district: 'Karene' });
    expect(atLimit.statusCode).toBe(200);
    const over = await put(token, { fullName: 'a'.repeat(101), streetAddress: 'b'.repeat(201), city: 'c'.repeat(101), district: 'Lagos' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details).toEqual([
      { field: 'fullName', message: 'Full name must be at most 100 characters' },
      { field: 'streetAddress', message: 'Street address must be at most 200 characters' },
      { field: 'city', message: 'City/Town must be at most 100 characters' },
      { field: 'district', message: 'District must be one of the districts of Sierra Leone' },
    ]);
  });

  it('refuses unknown fields (email and profileCompleted cannot be set here)', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const response = await put(token, { ...valid, email: 'me@example.com', profileCompleted: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'email', message: 'email is not an accepted field' },
      { field: 'profileCompleted', message: 'profileCompleted is not an accepted field' },
    ]);
  });

  it('needs a session for both reading and saving', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(401);
    const response = await put(undefined, valid);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('order of checks', () => {
  it('answers 401 before looking at the body, so strangers learn nothing about the input rules', async () => {
    const response = await put(undefined, { nonsense: true });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/profile (the outbox path)', () => {
  const putWithKey = (url: string, token: string, key: string, payload: object) =>
    testApp.app.inject({ method: 'PUT', url, payload, remoteAddress: freshIp(), headers: { authorization: `Bearer ${token}`, 'idempotency-key': key } });

  it('saves like PUT /auth/profile, and a replay of its key is the first answer, not a second save', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const key = '0b7f4c6e-8a1d-4f57-9c3e-2d5b6a7c8e90';
    const first = await putWithKey('/api/v1/profile', token, key, valid);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ fullName: 'Fatmata Sesay', profileCompleted: true });
    // A newer edit lands in between; the late replay of the first save must not undo it.
    expect((await put(token, { ...valid, city: 'Bo' })).statusCode).toBe(200);
    const replay = await putWithKey('/api/v1/profile', token, key, valid);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect((await getProfile(testApp.app, token)).json().data.city).toBe('Bo');
  });

  it('on /auth/profile an Idempotency-Key is ignored: nothing is stored for an /auth/* route', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const key = '5e1c2d3f-4a5b-4c6d-8e7f-90a1b2c3d4e5';
    expect((await putWithKey('/api/v1/auth/profile', token, key, valid)).headers['idempotency-replayed']).toBeUndefined();
    expect((await putWithKey('/api/v1/auth/profile', token, key, valid)).headers['idempotency-replayed']).toBeUndefined();
    const rows = await testApp.database.withSession((session) =>
      session.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [key]),
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
