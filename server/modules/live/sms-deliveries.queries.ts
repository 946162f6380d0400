/** Claims of the SMS the jobs send (migration 0100), so a job that runs again sends nothing twice. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsDeliveries } from '../../db/schema.ts';

/** True when this caller claimed `key`; false when it was claimed before (sending or sent). */
export async function claimSmsDelivery(db: Db, key: string, at: Date): Promise<boolean> {
  const rows = await db.insert(smsDeliveries).values({ key, state: 'sending', createdAt: at }).onConflictDoNothing().returning({ key: smsDeliveries.key });
  return rows.length === 1;
}

export async function markSmsSent(db: Db, key: string, at: Date): Promise<void> {
  await db.update(smsDeliveries).set({ state: 'sent', sentAt: at }).where(eq(smsDeliveries.key, key));
}

/** The send failed: free the claim so the job's retry sends it. */
export async function releaseSmsClaim(db: Db, key: string): Promise<void> {
  await db.delete(smsDeliveries).where(and(eq(smsDeliveries.key, key), eq(smsDeliveries.state, 'sending')));
}
