import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantProfiles, type MerchantProfileRow } from '../../db/schema.ts';

export async function findMerchantProfile(db: Db, userId: string): Promise<MerchantProfileRow | undefined> {
  const [row] = await db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, userId)).limit(1);
  return row;
}

export async function findSampleMerchant(db: Db, sampleKey: string): Promise<MerchantProfileRow | undefined> {
  const [row] = await db.select().from(merchantProfiles).where(eq(merchantProfiles.sampleKey, sampleKey)).limit(1);
  return row;
}

/** Creates the profile or updates it in place (a profile is settings, not money history). */
export async function upsertMerchantProfile(db: Db, row: typeof merchantProfiles.$inferInsert): Promise<MerchantProfileRow> {
  const { businessName, category, logoUrl, feeBearer, updatedAt } = row;
  const [saved] = await db
    .insert(merchantProfiles)
    .values(row)
    .onConflictDoUpdate({ target: merchantProfiles.userId, set: { businessName, category, logoUrl, feeBearer, updatedAt } })
    .returning();
  if (!saved) throw new Error(`merchant profile of ${row.userId} was not saved`);
  return saved;
}
