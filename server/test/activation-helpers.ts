/**
 * Test helpers of activation (issue 34), for any suite that needs a merchant allowed to move live
 * money (issue 33's live links, checkout, payouts) or a frozen one.
 *
 * `approveMerchant(testApp, merchantId)` puts the merchant's activation in `approved`;
 * `freezeMerchant(testApp, merchantId, reason)` freezes it. Both write through the activation
 * service's own tables today; once the admin routes exist they go through them (same signature).
 */
import type { Database } from '../db/client.ts';
import { merchantActivations } from '../db/schema.ts';

/** What the helpers need of a test app: its database (TestApp from ./test-app.ts fits). */
export interface WithDatabase {
  database: Database;
}

export async function approveMerchant(target: WithDatabase, merchantId: string, at: Date = new Date()): Promise<void> {
  await target.database.db
    .insert(merchantActivations)
    .values({ merchantId, status: 'approved', submittedAt: at, submissionCount: 1, decidedAt: at, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: merchantActivations.merchantId,
      set: { status: 'approved', reason: null, submittedAt: at, decidedAt: at, updatedAt: at },
    });
}

export async function freezeMerchant(target: WithDatabase, merchantId: string, reason: string, at: Date = new Date()): Promise<void> {
  await target.database.db
    .insert(merchantActivations)
    .values({ merchantId, frozenAt: at, frozenReason: reason, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: merchantActivations.merchantId, set: { frozenAt: at, frozenReason: reason, updatedAt: at } });
}
