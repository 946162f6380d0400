/** A merchant's live preferences (migration 0100): sound on screen, an SMS per payment received. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantPreferences } from '../../db/schema.ts';

export interface MerchantPreferences {
  soundOn: boolean;
  smsOnPayment: boolean;
}

export const DEFAULT_PREFERENCES: MerchantPreferences = { soundOn: false, smsOnPayment: false };

export async function findPreferences(db: Db, userId: string): Promise<MerchantPreferences> {
  const [row] = await db
    .select({ soundOn: merchantPreferences.soundOn, smsOnPayment: merchantPreferences.smsOnPayment })
    .from(merchantPreferences)
    .where(eq(merchantPreferences.userId, userId));
  return row ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(db: Db, userId: string, preferences: MerchantPreferences, at: Date): Promise<MerchantPreferences> {
  const [row] = await db
    .insert(merchantPreferences)
    .values({ userId, ...preferences, updatedAt: at })
    .onConflictDoUpdate({ target: merchantPreferences.userId, set: { ...preferences, updatedAt: at } })
    .returning({ soundOn: merchantPreferences.soundOn, smsOnPayment: merchantPreferences.smsOnPayment });
  return row ?? preferences;
}
