import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailLinks } from '../../db/schema.ts';

export type EmailLinkRow = typeof emailLinks.$inferSelect;

export async function insertEmailLink(db: Db, row: EmailLinkRow): Promise<void> {
  await db.insert(emailLinks).values(row);
}

export async function invalidateOpenLinksOfUser(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(emailLinks)
    .set({ invalidatedAt: at })
    .where(and(eq(emailLinks.userId, userId), isNull(emailLinks.usedAt), isNull(emailLinks.invalidatedAt)));
}

/**
 * Marks the link used if it is still open; returns it only to the one caller that won, so two
 * clicks racing each other cannot both succeed. Expiry is checked by the caller on the result.
 */
export async function claimLink(db: Db, tokenHash: string, at: Date): Promise<EmailLinkRow | undefined> {
  const [row] = await db
    .update(emailLinks)
    .set({ usedAt: at })
    .where(and(eq(emailLinks.tokenHash, tokenHash), isNull(emailLinks.usedAt), isNull(emailLinks.invalidatedAt)))
    .returning();
  return row;
}

/** The link with this token, whatever its state (used, superseded, expired). */
export async function findLinkByTokenHash(db: Db, tokenHash: string): Promise<EmailLinkRow | undefined> {
  const [row] = await db.select().from(emailLinks).where(eq(emailLinks.tokenHash, tokenHash)).limit(1);
  return row;
}
