import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkedAccounts } from '../../db/schema.ts';

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

export async function listAccountsOfUser(db: Db, userId: string): Promise<LinkedAccountRow[]> {
  return db
    .select()
    .from(linkedAccounts)
    .where(eq(linkedAccounts.userId, userId))
    .orderBy(desc(linkedAccounts.isDefault), asc(linkedAccounts.createdAt), asc(linkedAccounts.id));
}

/** Only the owner's row: another user's id finds nothing, exactly like an unknown id. */
export async function findAccountOfUser(db: Db, userId: string, id: string): Promise<LinkedAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.id, id)))
    .limit(1);
  return row;
}

/** Serialises one user's account changes (the one-default rule) until the transaction ends. */
export async function lockAccountsOfUser(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`linked-accounts:${userId}`}, 0))`);
}

export async function insertAccount(tx: Db, row: typeof linkedAccounts.$inferInsert): Promise<LinkedAccountRow> {
  const [inserted] = await tx.insert(linkedAccounts).values(row).returning();
  if (!inserted) throw new Error('linked account insert returned no row');
  return inserted;
}

export async function clearDefault(tx: Db, userId: string): Promise<void> {
  await tx.update(linkedAccounts).set({ isDefault: false }).where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.isDefault, true)));
}

export async function updateAccount(tx: Db, id: string, changes: Partial<Pick<LinkedAccountRow, 'isDefault' | 'isActive' | 'lastUsedAt'>>): Promise<LinkedAccountRow | undefined> {
  const [row] = await tx.update(linkedAccounts).set(changes).where(eq(linkedAccounts.id, id)).returning();
  return row;
}
