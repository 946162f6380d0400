/**
 * Money events (DESIGN §7): what a merchant may hear about, recorded inside the transaction of
 * the change it reports, so an event exists exactly when its change committed and never for a
 * change that rolled back. Webhook delivery, the live stream and notifications all read these
 * rows; `pg_notify` wakes listeners in every server process once the transaction commits
 * (PostgreSQL delivers notifications only on commit).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, type EventRow, type EventType } from '../../db/schema.ts';
import { writeNotificationsForEvent } from '../notifications/notifications.service.ts';

/** The channel every process LISTENs on; the payload is the event's seq. */
export const EVENTS_CHANNEL = 'salone_events';

export interface NewEvent {
  type: EventType;
  merchantId: string;
  livemode: boolean;
  data: Record<string, unknown>;
  at: Date;
}

export function newEventId(): string {
  return `evt_${randomBytes(16).toString('hex')}`;
}

/**
 * Work that must commit with the event (webhook deliveries and their jobs), run inside
 * recordEvent's transaction. Process-wide: each app adds its own on start and removes it on close.
 */
export type EventListener = (tx: Db, event: EventRow) => Promise<void>;
const listeners = new Set<EventListener>();

/** How many listeners are registered in this process (tests: a closed app leaves none, issue 39). */
export function eventListenerCount(): number {
  return listeners.size;
}

/** Adds a listener; returns the function that removes it. */
export function onEventRecorded(listener: EventListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Call with the transaction of the change; returns the stored event. */
export async function recordEvent(tx: Db, input: NewEvent): Promise<EventRow> {
  const [row] = await tx
    .insert(events)
    .values({ id: newEventId(), type: input.type, merchantId: input.merchantId, livemode: input.livemode, data: input.data, createdAt: input.at })
    .returning();
  if (!row) throw new Error('event insert returned no row');
  for (const listener of listeners) await listener(tx, row);
  // The merchant's notification (issue 17) commits or rolls back with the event.
  await writeNotificationsForEvent(tx, row);
  await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${String(row.seq)})`);
  return row;
}

/** A merchant's events after `afterSeq`, oldest first (catch-up for streams and pollers). */
/** The merchant's events after `afterSeq`, oldest first; of one mode only when `livemode` is given. */
export async function listEventsAfter(db: Db, merchantId: string, afterSeq: number, limit: number, livemode?: boolean): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.merchantId, merchantId), gt(events.seq, afterSeq), livemode === undefined ? undefined : eq(events.livemode, livemode)))
    .orderBy(asc(events.seq))
    .limit(limit);
}

export async function findEventBySeq(db: Db, seq: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.seq, seq));
  return row;
}
