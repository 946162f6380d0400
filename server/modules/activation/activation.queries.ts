/** Queries of activation and freeze state (issue 34); the tables are in ../../db/schema/activation.ts. */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activationDocuments,
  linkedAccounts,
  merchantActivations,
  type ActivationDocumentRow,
  type MerchantActivationRow,
} from '../../db/schema.ts';

type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

export async function findActivation(db: Db, merchantId: string): Promise<MerchantActivationRow | undefined> {
  const [row] = await db.select().from(merchantActivations).where(eq(merchantActivations.merchantId, merchantId));
  return row;
}

/** Locks the merchant's activation row, creating it (not started) first when absent. */
export async function lockActivation(tx: Db, merchantId: string, at: Date): Promise<MerchantActivationRow> {
  await tx.insert(merchantActivations).values({ merchantId, createdAt: at, updatedAt: at }).onConflictDoNothing();
  const [row] = await tx.select().from(merchantActivations).where(eq(merchantActivations.merchantId, merchantId)).for('update');
  if (!row) throw new Error('activation row vanished');
  return row;
}

export async function updateActivation(tx: Db, merchantId: string, changes: Partial<typeof merchantActivations.$inferInsert>): Promise<MerchantActivationRow> {
  const [row] = await tx.update(merchantActivations).set(changes).where(eq(merchantActivations.merchantId, merchantId)).returning();
  if (!row) throw new Error('activation update returned nothing');
  return row;
}

/** The current (not superseded) documents of a merchant, newest first. */
export async function currentDocuments(db: Db, merchantId: string): Promise<ActivationDocumentRow[]> {
  return db
    .select()
    .from(activationDocuments)
    .where(and(eq(activationDocuments.merchantId, merchantId), isNull(activationDocuments.supersededAt)))
    .orderBy(desc(activationDocuments.createdAt));
}

export async function findDocument(db: Db, merchantId: string, id: string): Promise<ActivationDocumentRow | undefined> {
  const [row] = await db.select().from(activationDocuments).where(and(eq(activationDocuments.id, id), eq(activationDocuments.merchantId, merchantId)));
  return row;
}

/** The merchant's verified, active payout accounts (default first). */
export async function verifiedPayoutAccounts(db: Db, merchantId: string): Promise<LinkedAccountRow[]> {
  return db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, merchantId), eq(linkedAccounts.isActive, true), isNotNull(linkedAccounts.verifiedAt)))
    .orderBy(desc(linkedAccounts.isDefault), desc(linkedAccounts.createdAt));
}
