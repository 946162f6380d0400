import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, transactions } from '../../db/schema.ts';

export type TransactionRow = typeof transactions.$inferSelect & { merchantName: string | null };

const columns = {
  id: transactions.id,
  userId: transactions.userId,
  type: transactions.type,
  amount: transactions.amount,
  currency: transactions.currency,
  status: transactions.status,
  merchantId: transactions.merchantId,
  merchantName: merchants.name,
  recipient: transactions.recipient,
  paymentMethod: transactions.paymentMethod,
  provider: transactions.provider,
  description: transactions.description,
  transactionRef: transactions.transactionRef,
  reference: transactions.reference,
  occurredAt: transactions.occurredAt,
};

export interface TransactionCursor {
  occurredAt: Date;
  id: string;
}

/** Newest first, keyset-paginated: rows strictly after `cursor` in (occurred_at, id) order. */
export async function listTransactionsOfUser(
  db: Db,
  userId: string,
  options: { limit: number; after?: TransactionCursor },
): Promise<TransactionRow[]> {
  const { after } = options;
  const where = after
    ? and(
        eq(transactions.userId, userId),
        sql`(${transactions.occurredAt}, ${transactions.id}) < (${after.occurredAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      )
    : eq(transactions.userId, userId);
  return db
    .select(columns)
    .from(transactions)
    .leftJoin(merchants, eq(merchants.id, transactions.merchantId))
    .where(where)
    .orderBy(desc(transactions.occurredAt), desc(transactions.id))
    .limit(options.limit);
}

export async function findTransactionOfUser(db: Db, userId: string, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(transactions)
    .leftJoin(merchants, eq(merchants.id, transactions.merchantId))
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
    .limit(1);
  return row;
}
