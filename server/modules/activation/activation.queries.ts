/** Queries of activation and freeze state (issue 34); the tables are in ../../db/schema/activation.ts. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantActivations, type MerchantActivationRow } from '../../db/schema.ts';

export async function findActivation(db: Db, merchantId: string): Promise<MerchantActivationRow | undefined> {
  const [row] = await db.select().from(merchantActivations).where(eq(merchantActivations.merchantId, merchantId));
  return row;
}
