/** Webhook endpoints, deliveries and attempts: plain (db, params) queries, usable inside a transaction. */
import { and, arrayContains, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints, type EventRow, type WebhookAttemptRow, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../db/schema.ts';

export type NewEndpoint = typeof webhookEndpoints.$inferInsert;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;
export type NewAttempt = typeof webhookAttempts.$inferInsert;

export async function insertEndpoint(db: Db, row: NewEndpoint): Promise<WebhookEndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  if (!inserted) throw new Error('endpoint insert returned no row');
  return inserted;
}

export async function listEndpoints(db: Db, merchantId: string): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, merchantId)).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Db, merchantId: string, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.merchantId, merchantId)));
  return row;
}

export async function findEndpointById(db: Db, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function updateEndpoint(db: Db, merchantId: string, id: string, changes: Partial<NewEndpoint>): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.merchantId, merchantId)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.merchantId, merchantId))).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The enabled endpoints of the event's merchant and mode that subscribe to its type. */
export async function subscribedEndpoints(db: Db, event: EventRow): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.merchantId, event.merchantId),
        eq(webhookEndpoints.livemode, event.livemode),
        eq(webhookEndpoints.status, 'enabled'),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    );
}

/** Inserts deliveries; an event's delivery to an endpoint exists once (a second insert is skipped). */
export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning({ id: webhookDeliveries.id });
  return inserted.map((row) => row.id);
}

/**
 * Takes a due delivery for one attempt: only if pending, due by `now`, and not held by another
 * worker (whose hold lapses at `claimedUntil`, so a crashed worker's delivery is retried).
 */
export async function claimDelivery(db: Db, id: string, now: Date, holdUntil: Date): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ claimedUntil: holdUntil, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.claimedUntil), lte(webhookDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  return row;
}

export async function dueDeliveryIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now), or(isNull(webhookDeliveries.claimedUntil), lte(webhookDeliveries.claimedUntil, now))))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertAttempt(db: Db, row: NewAttempt): Promise<void> {
  await db.insert(webhookAttempts).values(row);
}

export async function finishDelivery(db: Db, id: string, changes: Partial<NewDelivery>): Promise<void> {
  await db.update(webhookDeliveries).set({ ...changes, claimedUntil: null }).where(eq(webhookDeliveries.id, id));
}

export async function setEndpointFailing(db: Db, id: string, failingSince: Date | null): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: failingSince ? sql`coalesce(${webhookEndpoints.failingSince}, ${failingSince.toISOString()}::timestamptz)` : null })
    .where(eq(webhookEndpoints.id, id));
}

/** An endpoint's deliveries, newest first, before the cursor (a delivery's created_at + id). */
export async function listDeliveries(db: Db, endpointId: string, limit: number, before?: { createdAt: Date; id: string }): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        before
          ? or(lt(webhookDeliveries.createdAt, before.createdAt), and(eq(webhookDeliveries.createdAt, before.createdAt), lt(webhookDeliveries.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function attemptsOf(db: Db, deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveryIds)).orderBy(asc(webhookAttempts.attempt));
}

export async function findMerchantEvent(db: Db, merchantId: string, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(and(eq(events.id, eventId), eq(events.merchantId, merchantId)));
  return row;
}

/** The newest delivery of an event to an endpoint (a test event has no events row to rebuild from). */
export async function findDeliveryOfEvent(db: Db, endpointId: string, eventId: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.eventId, eventId)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(1);
  return row;
}

export async function findDelivery(db: Db, id: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}
