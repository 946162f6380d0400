/**
 * A resend replaces the code (DESIGN §5), and the new code is never the one it replaces, even
 * when the random source draws it again: the person's old code always stops working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { createOtpService } from './otp.service.ts';
import { generateCode } from './secrets.ts';

// The random source, given to the service: these draws first, then the real one.
const draws: string[] = [];
const drawCode = () => draws.shift() ?? generateCode();

describe('a resent code', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb.drop());

  it('is drawn again when it equals the code it replaces', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const otp = createOtpService({ db: testDb.database.db, secret: 'test-secret-test-secret-test-secret-0123', now: () => now, drawCode });
    const target = { channel: 'sms' as const, destination: '+23276555666', userId: null };
    draws.push('424242');
    expect((await otp.issue(target)).code).toBe('424242');
    now = new Date(now.getTime() + 61_000);
    // The random source repeats itself: the service draws until the code differs.
    draws.push('424242', '424242', '135790');
    expect((await otp.issue(target)).code).toBe('135790');
    expect(draws).toEqual([]);
  });
});
