/** A business profile turns a user into a merchant (DESIGN §7), as a client sees it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

describe('merchant profile', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    token = (await signIn(testApp.app, '30111222')).token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const put = (payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: { ...bearer(token), ...headers }, payload });

  it('starts without a profile and needs a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/merchant-profile', headers: bearer(token) })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/merchant-profile' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', payload: { businessName: 'Kamara Trading', category: 'Retail' } })).statusCode).toBe(401);
  });

  it('saves a profile (merchant bears fees by default) and updates it', async () => {
    const saved = await put({ businessName: '  Kamara Trading  ', category: 'Retail' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ businessName: 'Kamara Trading', category: 'Retail', logoUrl: null, feeBearer: 'merchant' });
    const updated = await put({ businessName: 'Kamara Trading Ltd', category: 'Retail', logoUrl: 'https://cdn.example.sl/logo.png', feeBearer: 'payer' });
    expect(updated.json().data).toEqual({ businessName: 'Kamara Trading Ltd', category: 'Retail', logoUrl: 'https://cdn.example.sl/logo.png', feeBearer: 'payer' });
    const read = await testApp.app.inject({ method: 'GET', url: '/api/v1/merchant-profile', headers: bearer(token) });
    expect(read.json().data).toEqual(updated.json().data);
  });

  it.each([
    [{ businessName: 'K', category: 'Retail' }, 'businessName'],
    [{ businessName: 'Kamara', category: '' }, 'category'],
    [{ businessName: 'Kamara', category: 'Retail', logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
    [{ businessName: 'Kamara', category: 'Retail', logoUrl: 'http://plain.example.sl/logo.png' }, 'logoUrl'],
    [{ businessName: 'Kamara', category: 'Retail', feeBearer: 'nobody' }, 'feeBearer'],
    [{ businessName: 'Kamara', category: 'Retail', admin: true }, 'admin'],
  ])('refuses %j with a detail on %s', async (payload, field) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
