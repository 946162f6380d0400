/**
 * Payment links and what their payments add up to. Takings are read from payments (the source of
 * truth), never stored beside the link where they could disagree.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentLinks, payments, users, type PaymentLinkRow } from '../../db/schema.ts';
import { checkedSum } from '../../db/exact-sum.ts';

export type NewPaymentLink = typeof paymentLinks.$inferInsert;
/** `member` (issue 35): who made it, as activity names a member (name, else phone); null for the founder, API keys, links before teams. */
export type PaymentLinkWithStats = PaymentLinkRow & { paymentsCount: number; takings: number; member: string | null };

/** Inserts the link; false when its id exists already (a replay, or somebody else's id). */
export async function insertLink(db: Db, row: NewPaymentLink): Promise<boolean> {
  const [inserted] = await db.insert(paymentLinks).values(row).onConflictDoNothing({ target: paymentLinks.id }).returning({ id: paymentLinks.id });
  return inserted !== undefined;
}

export async function findLink(db: Db, id: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id)).limit(1);
  return row;
}

const statsColumns = {
  link: paymentLinks,
  paymentsCount: sql<number>`(SELECT count(*)::int FROM ${payments} p WHERE p.link_id = payment_links.id AND p.status = 'completed')`,
  takings: sql<string>`(SELECT coalesce(sum(p.amount), 0)::text FROM ${payments} p WHERE p.link_id = payment_links.id AND p.status = 'completed')`,
  member: sql<string | null>`(SELECT coalesce(u.full_name, u.phone) FROM ${users} u WHERE u.id = NULLIF(payment_links.created_by, payment_links.merchant_id))`,
};

function withStats(row: { link: PaymentLinkRow; paymentsCount: number; takings: string; member: string | null }): PaymentLinkWithStats {
  return { ...row.link, paymentsCount: Number(row.paymentsCount), takings: checkedSum(row.takings), member: row.member ?? null };
}

export async function findLinkWithStats(db: Db, id: string): Promise<PaymentLinkWithStats | undefined> {
  const [row] = await db.select(statsColumns).from(paymentLinks).where(eq(paymentLinks.id, id)).limit(1);
  return row ? withStats(row) : undefined;
}

export interface LinkCursor {
  at: Date;
  id: string;
}

/** The merchant's links, newest first, keyset-paginated. */
export async function listLinks(db: Db, merchantId: string, options: { limit: number; livemode: boolean; after?: LinkCursor }): Promise<PaymentLinkWithStats[]> {
  const mine = and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.livemode, options.livemode));
  const where = options.after
    ? and(mine, sql`(${paymentLinks.createdAt}, ${paymentLinks.id}) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`)
    : mine;
  const rows = await db.select(statsColumns).from(paymentLinks).where(where).orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id)).limit(options.limit);
  return rows.map(withStats);
}

/** Disables the merchant's own link (a no-op when already disabled); undefined when not theirs. */
export async function disableLink(db: Db, merchantId: string, id: string, at: Date, livemode: boolean): Promise<PaymentLinkRow | undefined> {
  const [row] = await db
    .update(paymentLinks)
    .set({ status: 'disabled', disabledAt: sql`coalesce(${paymentLinks.disabledAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(paymentLinks.id, id), eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.livemode, livemode)))
    .returning();
  return row;
}

/** Locks the link row for the rest of the caller's transaction (single-use claims queue here). */
export async function lockLink(tx: Db, id: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, id)).for('update').limit(1);
  return row;
}

/**
 * The status of the payment holding a single-use link. Run after lockLink: in READ COMMITTED each
 * statement takes a fresh snapshot, so a payment committed by the claim we waited for is seen.
 */
export async function claimedPaymentStatus(tx: Db, paymentId: string): Promise<string | undefined> {
  const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row?.status;
}

export async function setLinkClaim(tx: Db, id: string, paymentId: string): Promise<void> {
  await tx.update(paymentLinks).set({ claimedPaymentId: paymentId }).where(eq(paymentLinks.id, id));
}
