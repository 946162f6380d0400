import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, getProfile, signIn } from '../../test/auth-helpers.ts';
import { DEMO_MERCHANT, ensureDemoMerchant } from './demo-merchant.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('ensureDemoMerchant', () => {
  it('creates +232 76 123 456 with a complete profile and a verified email, once however often it runs', async () => {
    const first = await ensureDemoMerchant(testApp.database.db);
    const second = await ensureDemoMerchant(testApp.database.db);
    expect(second.userId).toBe(first.userId);
    const count = await testApp.database.withSession((session) =>
      session.query<{ n: string }>("SELECT count(*)::text AS n FROM users WHERE phone = '+23276123456'"),
    );
    expect(count[0]?.n).toBe('1');

    const { token, response } = await signIn(testApp.app, DEMO_MERCHANT.phone, freshIp());
    expect(response.json().data.isNewUser).toBe(false);
    expect((await getProfile(testApp.app, token)).json().data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      phone: '76123456',
      fullName: 'Aminata Kamara',
      streetAddress: '12 Siaka Stevens Street',
      city: 'Freetown',
      district: 'Western Area',
      email: 'demo@salonepay.sl',
      emailVerified: true,
      profileCompleted: true,
    });
  });

  it('completes a demo user that signed in before the profile existed, and keeps later edits', async () => {
    const other = await createTestApp();
    try {
      const { token } = await signIn(other.app, DEMO_MERCHANT.phone, freshIp());
      await ensureDemoMerchant(other.database.db);
      expect((await getProfile(other.app, token)).json().data).toMatchObject({ profileCompleted: true, emailVerified: true, fullName: 'Aminata Kamara' });
      await other.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/profile',
        headers: { authorization: `Bearer ${token}` },
        payload: { fullName: 'Aminata K. Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area' },
      });
      await ensureDemoMerchant(other.database.db);
      expect((await getProfile(other.app, token)).json().data.fullName).toBe('Aminata K. Kamara');
    } finally {
      await other.close();
    }
  });
});
