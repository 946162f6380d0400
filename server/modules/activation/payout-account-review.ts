/**
 * A payout account changed after approval goes back to review for that account only (issue 34).
 * An approved merchant who adds a payout account gets a `pending` review of it, in the same
 * transaction as the account; live payouts to it are refused with a sentence until an admin
 * approves it (step-up code, audit row), while the merchant stays approved and its other accounts
 * keep being paid. Accounts present before the approval were reviewed with it (no row). Test-mode
 * payouts never ask.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  PAYOUT_ACCOUNT_IN_REVIEW_SENTENCE,
  payoutAccountRejectedSentence,
  type PayoutAccountReviewStatus,
} from '../../../domain/activation.ts';
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { linkedAccounts, payoutAccountReviews, users } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { findActivation } from './activation.queries.ts';

/** Call in the transaction that adds the account: an approved merchant's new account waits for review. */
export async function openPayoutAccountReview(tx: Db, merchantId: string, accountId: string, at: Date): Promise<void> {
  const activation = await findActivation(tx, merchantId);
  if (activation?.status !== 'approved') return;
  await tx.insert(payoutAccountReviews).values({ accountId, merchantId, status: 'pending', createdAt: at }).onConflictDoNothing();
}

/** Throws (403 with the merchant's sentence) when a live payout may not go to this account yet. */
export async function assertPayoutAccountReviewed(tx: Db, accountId: string): Promise<void> {
  const [review] = await tx.select().from(payoutAccountReviews).where(eq(payoutAccountReviews.accountId, accountId));
  if (!review || review.status === 'approved') return;
  if (review.status === 'pending') throw new DomainError(ERROR_CODES.payoutAccountInReview, PAYOUT_ACCOUNT_IN_REVIEW_SENTENCE);
  throw new DomainError(ERROR_CODES.payoutAccountRejected, payoutAccountRejectedSentence(review.reason));
}

export interface PayoutAccountReviewItem {
  accountId: string;
  merchantId: string;
  phone: string;
  label: string;
  accountName: string;
  status: PayoutAccountReviewStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

async function reviewRows(db: Db, where: ReturnType<typeof eq> | undefined, fullNumbers: boolean): Promise<PayoutAccountReviewItem[]> {
  const rows = await db
    .select({ review: payoutAccountReviews, account: linkedAccounts, phone: users.phone })
    .from(payoutAccountReviews)
    .innerJoin(linkedAccounts, eq(linkedAccounts.id, payoutAccountReviews.accountId))
    .innerJoin(users, eq(users.id, payoutAccountReviews.merchantId))
    .where(where)
    .orderBy(asc(payoutAccountReviews.createdAt), asc(payoutAccountReviews.accountId))
    .limit(200);
  return rows.map(({ review, account, phone }) => ({
    accountId: review.accountId,
    merchantId: review.merchantId,
    phone,
    label: `${account.provider} ${fullNumbers ? account.accountNumber : maskAccountNumber(account.accountNumber)}`,
    accountName: account.accountName,
    status: review.status,
    reason: review.reason,
    createdAt: review.createdAt.toISOString(),
    decidedAt: review.decidedAt?.toISOString() ?? null,
  }));
}

/** The merchant's own reviews (numbers masked), for the Activation page. */
export function reviewsOfMerchant(db: Db, merchantId: string): Promise<PayoutAccountReviewItem[]> {
  return reviewRows(db, eq(payoutAccountReviews.merchantId, merchantId), false);
}

/** The back office's queue (status `pending` by default). */
export function reviewQueue(db: Db, status: PayoutAccountReviewStatus, fullNumbers: boolean): Promise<PayoutAccountReviewItem[]> {
  return reviewRows(db, eq(payoutAccountReviews.status, status), fullNumbers);
}

/** Approves or rejects a pending review, in `tx` (the step-up code's); the caller writes the audit row. */
export async function decidePayoutAccountReview(
  tx: Db,
  input: { accountId: string; decision: 'approve' | 'reject'; reason: string | null; actorId: string; at: Date },
): Promise<{ merchantId: string }> {
  const [review] = await tx.select().from(payoutAccountReviews).where(eq(payoutAccountReviews.accountId, input.accountId)).for('update');
  if (!review) throw new DomainError(ERROR_CODES.notFound, 'No payout account review with this id.');
  if (review.status !== 'pending') throw new DomainError(ERROR_CODES.payoutAccountNotInReview);
  if (input.decision === 'reject' && !input.reason) {
    const message = 'Write the reason the merchant will read: why this account cannot be paid.';
    throw new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field: 'reason', message }] });
  }
  await tx
    .update(payoutAccountReviews)
    .set({ status: input.decision === 'approve' ? 'approved' : 'rejected', reason: input.reason, decidedAt: input.at, decidedBy: input.actorId })
    .where(and(eq(payoutAccountReviews.accountId, input.accountId), eq(payoutAccountReviews.status, 'pending')));
  return { merchantId: review.merchantId };
}
