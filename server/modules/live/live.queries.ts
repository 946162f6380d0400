/** Live stream reads beside the events module's own (its table, read-only here). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

/** The seq of the merchant's newest event, 0 when there is none: a new stream starts after it. */
export async function latestEventSeq(db: Db, merchantId: string, livemode?: boolean): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${events.seq})` })
    .from(events)
    .where(and(eq(events.merchantId, merchantId), livemode === undefined ? undefined : eq(events.livemode, livemode)));
  return Number(row?.seq ?? 0);
}
