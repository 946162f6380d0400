import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users, type ApiKeyRow } from '../../db/schema.ts';

export async function insertApiKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  if (!inserted) throw new Error('api key insert returned nothing');
  return inserted;
}

export async function listApiKeys(db: Db, merchantId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.merchantId, merchantId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes the merchant's key (once: the first revocation time stays); undefined when not theirs. */
export async function revokeApiKey(db: Db, merchantId: string, id: string, at: Date): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.merchantId, merchantId), isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.merchantId, merchantId)));
  return row;
}

/** A live (not revoked) key by the hash of its secret, with its merchant's phone. */
export async function findActiveKeyByHash(db: Db, secretHash: string): Promise<(ApiKeyRow & { phone: string }) | undefined> {
  const [row] = await db
    .select({ key: apiKeys, phone: users.phone })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.merchantId))
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row ? { ...row.key, phone: row.phone } : undefined;
}

/** Records a use, at most once per `staleBefore` window (a busy key does not write on every call). */
export async function touchApiKey(db: Db, id: string, at: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
