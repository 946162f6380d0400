import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, type PaymentRow } from '../../db/schema.ts';

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
