import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta, linkedAccounts } from '../../db/schema.ts';

export type DemoAccountRow = typeof linkedAccounts.$inferInsert;

export async function isDemoMarkerSet(db: Db, marker: string): Promise<boolean> {
  const [row] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, marker)).limit(1);
  return row !== undefined;
}

/** Serialises two processes seeding at once on PostgreSQL (PGlite has one connection anyway). */
export async function lockDemoSeeding(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7305232020)`);
}

/** Linked accounts once: only for a demo user who has none (an older installation already has them). */
export async function insertDemoAccountsOnce(db: Db, rows: DemoAccountRow[]): Promise<void> {
  const userId = rows[0]?.userId;
  if (!userId) return;
  const [existing] = await db.select({ id: linkedAccounts.id }).from(linkedAccounts).where(eq(linkedAccounts.userId, userId)).limit(1);
  if (!existing) await db.insert(linkedAccounts).values(rows);
}

export async function claimDemoMarker(db: Db, marker: string, at: Date): Promise<void> {
  await db.insert(appMeta).values({ key: marker, value: at.toISOString(), updatedAt: at }).onConflictDoNothing();
}
