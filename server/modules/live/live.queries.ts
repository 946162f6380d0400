/** Live stream reads beside the events module's own (its table, read-only here). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

/** The seq of the merchant's newest event, 0 when there is none: a new stream starts after it. */
export async function latestEventSeq(db: Db, merchantId: string): Promise<number> {
  const [row] = await db.select({ seq: sql<string | null>`max(${events.seq})` }).from(events).where(eq(events.merchantId, merchantId));
  return Number(row?.seq ?? 0);
}
