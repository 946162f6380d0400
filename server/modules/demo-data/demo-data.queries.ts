import type { Db } from '../../db/client.ts';
import { appMeta, linkedAccounts, merchants, notifications, pendingPayments, transactions } from '../../db/schema.ts';

export interface DemoRows {
  merchants: (typeof merchants.$inferInsert)[];
  accounts: (typeof linkedAccounts.$inferInsert)[];
  transactions: (typeof transactions.$inferInsert)[];
  pendingPayments: (typeof pendingPayments.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
}

/**
 * Inserts the sample rows once per installation: the app_meta marker is claimed in the same
 * transaction, so two processes starting together seed once. Returns false when already seeded.
 */
export async function insertDemoRowsOnce(db: Db, marker: string, rows: DemoRows, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: marker, value: at.toISOString(), updatedAt: at })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    await tx.insert(merchants).values(rows.merchants).onConflictDoNothing();
    if (rows.accounts.length > 0) await tx.insert(linkedAccounts).values(rows.accounts);
    if (rows.transactions.length > 0) await tx.insert(transactions).values(rows.transactions);
    if (rows.pendingPayments.length > 0) await tx.insert(pendingPayments).values(rows.pendingPayments);
    if (rows.notifications.length > 0) await tx.insert(notifications).values(rows.notifications);
    return true;
  });
}
