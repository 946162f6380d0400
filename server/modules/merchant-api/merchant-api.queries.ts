import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, payments, payouts, type EventRow, type PaymentRow, type PayoutRow } from '../../db/schema.ts';

export interface PaymentListFilter {
  merchantId: string;
  livemode: boolean;
  status?: string;
  createdFrom?: Date;
  createdTo?: Date;
  /** Strictly older than this (createdAt, id) pair: the last row of the previous page. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** The merchant's payments of one mode, newest first. */
export async function listMerchantPayments(db: Db, filter: PaymentListFilter): Promise<PaymentRow[]> {
  const conditions: SQL[] = [eq(payments.merchantId, filter.merchantId), eq(payments.livemode, filter.livemode)];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.createdFrom) conditions.push(gte(payments.createdAt, filter.createdFrom));
  if (filter.createdTo) conditions.push(lt(payments.createdAt, filter.createdTo));
  if (filter.after) {
    const older = or(lt(payments.createdAt, filter.after.createdAt), and(eq(payments.createdAt, filter.after.createdAt), lt(payments.id, filter.after.id)));
    if (older) conditions.push(older);
  }
  return db
    .select()
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(filter.limit);
}

/** One payment of the merchant in this mode; undefined for anyone else's or the other mode's. */
export async function findMerchantPayment(db: Db, merchantId: string, livemode: boolean, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.merchantId, merchantId), eq(payments.livemode, livemode)));
  return row;
}

/** The merchant's payouts of one mode, newest change first (keyset on status_changed_at, id). */
export async function listMerchantPayouts(db: Db, filter: { merchantId: string; livemode: boolean; limit: number; after?: { at: Date; id: string } }): Promise<PayoutRow[]> {
  const conditions: SQL[] = [eq(payouts.merchantId, filter.merchantId), eq(payouts.livemode, filter.livemode)];
  if (filter.after) {
    const older = or(lt(payouts.statusChangedAt, filter.after.at), and(eq(payouts.statusChangedAt, filter.after.at), lt(payouts.id, filter.after.id)));
    if (older) conditions.push(older);
  }
  return db.select().from(payouts).where(and(...conditions)).orderBy(desc(payouts.statusChangedAt), desc(payouts.id)).limit(filter.limit);
}

export async function findMerchantPayout(db: Db, merchantId: string, livemode: boolean, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(and(eq(payouts.id, id), eq(payouts.merchantId, merchantId), eq(payouts.livemode, livemode)));
  return row;
}

/** The merchant's events of one mode, newest first (by their sequence number). */
export async function listMerchantEvents(db: Db, filter: { merchantId: string; livemode: boolean; limit: number; type?: string; beforeSeq?: number }): Promise<EventRow[]> {
  const conditions: SQL[] = [eq(events.merchantId, filter.merchantId), eq(events.livemode, filter.livemode)];
  if (filter.type) conditions.push(sql`${events.type} = ${filter.type}`);
  if (filter.beforeSeq !== undefined) conditions.push(lt(events.seq, filter.beforeSeq));
  return db.select().from(events).where(and(...conditions)).orderBy(desc(events.seq)).limit(filter.limit);
}

export async function findMerchantEvent(db: Db, merchantId: string, livemode: boolean, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(and(eq(events.id, id), eq(events.merchantId, merchantId), eq(events.livemode, livemode)));
  return row;
}
