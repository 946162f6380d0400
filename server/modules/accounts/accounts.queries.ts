import { and, asc, desc, eq } from 'drizzle-orm';
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
