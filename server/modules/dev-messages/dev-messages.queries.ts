import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devMessages } from '../../db/schema.ts';

export type DevMessageRow = typeof devMessages.$inferSelect;

export async function insertDevMessage(db: Db, row: DevMessageRow): Promise<void> {
  await db.insert(devMessages).values(row);
}

export async function listDevMessages(db: Db, recipient: string | undefined, limit: number): Promise<DevMessageRow[]> {
  const query = db.select().from(devMessages);
  const filtered = recipient === undefined ? query : query.where(eq(devMessages.recipient, recipient));
  return filtered.orderBy(desc(devMessages.createdAt), desc(devMessages.id)).limit(limit);
}
