/**
 * The live-money gate (issue 34's contract with issue 33): one check for every live write, and
 * the audit log the database keeps append-only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { approveMerchant, freezeMerchant } from '../../test/activation-helpers.ts';
import { assertLiveWritesAllowed, readLiveEligibility } from './activation.service.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

let phoneSeq = 10_000_000;
async function newUser(): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  phoneSeq += 1;
  await testDb.database.db.insert(users).values({ id, phone: `+2327${String(phoneSeq).slice(1)}`, createdAt: now, updatedAt: now });
  return id;
}

async function refusal(merchantId: string, options: Parameters<typeof assertLiveWritesAllowed>[2]) {
  try {
    await assertLiveWritesAllowed(testDb.database.db, merchantId, options);
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, status: error.statusCode, message: error.message };
  }
}

describe('assertLiveWritesAllowed', () => {
  it('refuses a merchant who never applied, then allows them once approved; no provider refuses everyone first', async () => {
    const merchant = await newUser();
    expect(await readLiveEligibility(testDb.database.db, merchant)).toEqual({ activation: 'not_started', frozen: false, frozenReason: null });
    expect(await refusal(merchant, { liveProviderConfigured: true })).toMatchObject({ code: 'merchant_not_activated', status: 403 });
    expect((await refusal(merchant, { liveProviderConfigured: true }))?.message).toMatch(/Activation page/);
    await approveMerchant({ database: testDb.database }, merchant);
    expect(await refusal(merchant, { liveProviderConfigured: true })).toBeNull();
    expect(await refusal(merchant, { liveProviderConfigured: false })).toMatchObject({ code: 'livemode_unavailable', status: 422 });
  });

  it('refuses a frozen merchant even when approved, telling the customer only that the business cannot take payments', async () => {
    const merchant = await newUser();
    await approveMerchant({ database: testDb.database }, merchant);
    await freezeMerchant({ database: testDb.database }, merchant, 'Chargebacks under review');
    expect(await readLiveEligibility(testDb.database.db, merchant)).toEqual({ activation: 'approved', frozen: true, frozenReason: 'Chargebacks under review' });
    expect(await refusal(merchant, { liveProviderConfigured: true })).toMatchObject({ code: 'merchant_frozen', status: 403 });
    expect(await refusal(merchant, { liveProviderConfigured: true, audience: 'customer' })).toEqual({
      code: 'merchant_frozen',
      status: 403,
      message: "This business can't take payments right now",
    });
  });
});

describe('the audit log', () => {
  it('takes new rows and refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const actor = await newUser();
    const db = testDb.database.db;
    await db.insert(auditLog).values({ at: new Date(), actorUserId: actor, actorRole: 'admin', action: 'staff.added', targetType: 'user', targetId: actor });
    await expect(db.execute(sql`UPDATE audit_log SET reason = 'edited'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const rows = await db.select().from(auditLog);
    expect(rows.filter((row) => row.actorUserId === actor)).toHaveLength(1);
    expect(rows.every((row) => row.reason !== 'edited')).toBe(true);
  });
});
