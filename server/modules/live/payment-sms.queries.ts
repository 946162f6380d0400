/** What a payment's SMS needs: the payment, its merchant's name and the merchant's phone. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantProfiles, payments, users, type PaymentRow } from '../../db/schema.ts';

export interface PaymentSmsFacts {
  payment: PaymentRow;
  merchantName: string;
  merchantPhone: string;
}

export async function findPaymentSmsFacts(db: Db, paymentId: string): Promise<PaymentSmsFacts | undefined> {
  const [row] = await db
    .select({ payment: payments, merchantName: merchantProfiles.businessName, merchantPhone: users.phone })
    .from(payments)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, payments.merchantId))
    .innerJoin(users, eq(users.id, payments.merchantId))
    .where(eq(payments.id, paymentId));
  return row;
}
