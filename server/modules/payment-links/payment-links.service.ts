/**
 * Payment links (issue 10): a merchant makes a link to their checkout with a fixed or
 * payer-entered amount, single use or reusable, optionally expiring; the payer's checkout reads
 * it without signing in. A single-use link is held by one payment at a time (claimed inside that
 * payment's creating transaction, behind a row lock) and is used up when that payment completes.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { amountLimitMessage, DEFAULT_AMOUNT_LIMITS, maxLinkAmount, type AmountLimits } from '../../../domain/amount-limits.ts';
import type { CreatePaymentLinkInput as CreatePaymentLinkRequest } from '../../../domain/api/payment-links.ts';
import { checkoutUrl, LINKS_PAGE_DEFAULT, type CheckoutLink, type CheckoutMerchant, type LinkCurrency, type PaymentLink } from '../../../domain/payment-links.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentLinkRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { getMerchantProfile } from '../merchants/merchants.service.ts';
// The same opaque keyset cursor as the activity list (bounded years, exact ISO times).
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../http/cursor.ts';
import {
  claimedPaymentStatus,
  disableLink,
  findLink,
  findLinkWithStats,
  insertLink,
  listLinks,
  lockLink,
  setLinkClaim,
  type PaymentLinkWithStats,
} from './payment-links.queries.ts';

export { LINKS_PAGE_DEFAULT, LINKS_PAGE_MAX } from '../../../domain/payment-links.ts';
/** Statuses after which a payment no longer holds a single-use link. */
const RELEASED = new Set(['failed', 'cancelled', 'expired']);

const linkNotFound = () =>
  new DomainError(ERROR_CODES.linkNotFound, 'This payment link is not known. If it was just created without a network, it works once the merchant is back online.');
const linkInactive = (why: string) => new DomainError(ERROR_CODES.linkInactive, why);

function toWire(row: PaymentLinkWithStats, origin: string): PaymentLink {
  return {
    id: row.id,
    url: checkoutUrl(origin, row.merchantId, row.id),
    merchantId: row.merchantId,
    amount: row.amount,
    currency: row.currency as LinkCurrency,
    description: row.description,
    reusable: row.reusable,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paymentsCount: row.paymentsCount,
    takings: row.takings,
    livemode: row.livemode,
    member: row.member,
  };
}

function sameRequest(row: PaymentLinkRow, merchantId: string, input: CreatePaymentLinkRequest, livemode: boolean): boolean {
  const expires = input.expiresAt ? new Date(input.expiresAt).getTime() : null;
  return (
    row.merchantId === merchantId &&
    row.livemode === livemode &&
    row.amount === input.amount &&
    row.currency === input.currency &&
    row.description === input.description.trim() &&
    row.reusable === input.reusable &&
    (row.expiresAt?.getTime() ?? null) === expires
  );
}

/** Why a link cannot be paid now (disabled, expired, single use already paid), or null. */
async function inactiveReason(db: Db, link: PaymentLinkRow, at: Date): Promise<string | null> {
  if (link.status === 'disabled') return 'This payment link has been disabled by the merchant.';
  if (link.expiresAt && link.expiresAt.getTime() <= at.getTime()) return 'This payment link has expired.';
  if (!link.reusable && link.claimedPaymentId && (await claimedPaymentStatus(db, link.claimedPaymentId)) === 'completed') {
    return 'This payment link has already been paid.';
  }
  return null;
}

/**
 * `liveAllowed` (issue 33): throws, in a customer's words, when a live link's merchant may not take
 * live money now (not activated, frozen, no live provider): its checkout then says so at once.
 * `amountLimits` (issue 36): the most one payment, and so one link, may be.
 */
export function createPaymentLinksService(
  db: Db,
  now: () => Date,
  liveAllowed?: (merchantId: string) => Promise<void>,
  amountLimits: AmountLimits = DEFAULT_AMOUNT_LIMITS,
) {
  async function mustBeMerchant(userId: string) {
    const merchant = await getMerchantProfile(db, userId);
    if (!merchant) throw new DomainError(ERROR_CODES.forbidden, 'Complete your business profile before making payment links.');
    return merchant;
  }

  async function replayOrConflict(merchantId: string, input: CreatePaymentLinkRequest & { id: string }, origin: string, livemode: boolean): Promise<PaymentLink | undefined> {
    const existing = await findLinkWithStats(db, input.id);
    if (!existing) return undefined;
    if (!sameRequest(existing, merchantId, input, livemode)) {
      throw new DomainError(ERROR_CODES.conflict, 'A different payment link already has this id.');
    }
    return toWire(existing, origin);
  }

  return {
    /**
     * Idempotent by id: the same id and body answer the same link; a different body (or mode) is 409.
     * `livemode` is the request's mode (issue 33): the link and every payment through it are of it.
     */
    async create(merchantId: string, input: CreatePaymentLinkRequest, origin: string, livemode = false, createdBy: string | null = null): Promise<{ link: PaymentLink; created: boolean }> {
      await mustBeMerchant(merchantId);
      const withId = { ...input, id: input.id ?? randomUUID() };
      const replayed = await replayOrConflict(merchantId, withId, origin, livemode);
      if (replayed) return { link: replayed, created: false };
      const at = now();
      const description = input.description.trim();
      if (description === '') throw new DomainError(ERROR_CODES.invalidInput, 'Enter a description', { details: [{ field: 'description', message: 'Enter a description' }] });
      // Issue 36: a fixed amount no checkout method could take is refused when the link is made.
      const limit = maxLinkAmount(amountLimits, input.currency);
      if (input.amount !== null && input.amount > limit) {
        const message = amountLimitMessage(limit, input.currency);
        throw new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field: 'amount', message }] });
      }
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= at.getTime())) {
        throw new DomainError(ERROR_CODES.invalidInput, 'The expiry must be in the future', { details: [{ field: 'expiresAt', message: 'The expiry must be in the future' }] });
      }
      const inserted = await insertLink(db, {
        id: withId.id,
        merchantId,
        amount: input.amount,
        currency: input.currency,
        description,
        reusable: input.reusable,
        expiresAt,
        status: 'active',
        livemode,
        createdAt: at,
        createdBy,
      });
      if (!inserted) {
        // A concurrent create with the same id won the insert: answer as its replay.
        const link = await replayOrConflict(merchantId, withId, origin, livemode);
        if (link) return { link, created: false };
      }
      const row = await findLinkWithStats(db, withId.id);
      if (!row) throw new Error('payment link vanished after insert');
      return { link: toWire(row, origin), created: true };
    },

    /** The merchant's links of one mode, newest first. */
    async list(merchantId: string, options: { limit?: number; cursor?: string }, origin: string, livemode = false): Promise<{ items: PaymentLink[]; nextCursor: string | null }> {
      const limit = options.limit ?? LINKS_PAGE_DEFAULT;
      const after = options.cursor ? decodeTimeCursor(options.cursor) : undefined;
      const rows = await listLinks(db, merchantId, { limit: limit + 1, livemode, ...(after ? { after } : {}) });
      const page = pageOf(rows, limit, (last) => encodeTimeCursor(last.createdAt, last.id));
      return {
        items: page.rows.map((row) => toWire(row, origin)),
        nextCursor: page.nextCursor,
      };
    },

    /** Another merchant's link, or one of the other mode, is 404, as if it did not exist. */
    async disable(merchantId: string, id: string, origin: string, livemode = false): Promise<PaymentLink> {
      const row = await disableLink(db, merchantId, id, now(), livemode);
      if (!row) throw new DomainError(ERROR_CODES.linkNotFound, 'No payment link with this id');
      const withStats = await findLinkWithStats(db, id);
      if (!withStats) throw new DomainError(ERROR_CODES.linkNotFound, 'No payment link with this id');
      return toWire(withStats, origin);
    },

    /** Public: what the checkout page shows of the business. */
    async checkoutMerchant(merchantId: string): Promise<CheckoutMerchant> {
      const merchant = await getMerchantProfile(db, merchantId);
      if (!merchant) throw new DomainError(ERROR_CODES.merchantNotFound, 'No merchant with this id');
      return { id: merchant.userId, name: merchant.businessName, category: merchant.category, logoUrl: merchant.logoUrl, feeBearer: merchant.feeBearer };
    },

    /** Public: a payable link of this merchant; 404 link_not_found, 410 link_inactive. */
    async checkoutLink(merchantId: string, linkId: string): Promise<CheckoutLink> {
      const link = await findLink(db, linkId);
      if (!link || link.merchantId !== merchantId) throw linkNotFound();
      const reason = await inactiveReason(db, link, now());
      if (reason) throw linkInactive(reason);
      if (link.livemode) await liveAllowed?.(link.merchantId);
      return {
        id: link.id,
        merchantId: link.merchantId,
        amount: link.amount,
        currency: link.currency as LinkCurrency,
        description: link.description,
        reusable: link.reusable,
        expiresAt: link.expiresAt?.toISOString() ?? null,
        livemode: link.livemode,
      };
    },

    /**
     * Inside the transaction that creates `paymentId`: checks the link can be paid and, for a
     * single-use link, makes this payment its holder. The row lock queues concurrent claims, so
     * of two payers racing for one single-use link exactly one gets it.
     */
    async claimForPayment(tx: Db, input: { linkId: string; merchantId: string; paymentId: string }): Promise<PaymentLinkRow> {
      const link = await lockLink(tx, input.linkId);
      if (!link || link.merchantId !== input.merchantId) throw linkNotFound();
      const reason = await inactiveReason(tx, link, now());
      if (reason) throw linkInactive(reason);
      if (link.reusable) return link;
      if (link.claimedPaymentId && link.claimedPaymentId !== input.paymentId) {
        const status = await claimedPaymentStatus(tx, link.claimedPaymentId);
        if (status !== undefined && !RELEASED.has(status)) {
          throw new DomainError(ERROR_CODES.linkInUse, 'Someone is paying this link right now. Try again in a few minutes.');
        }
      }
      await setLinkClaim(tx, link.id, input.paymentId);
      return link;
    },
  };
}

export type PaymentLinksService = ReturnType<typeof createPaymentLinksService>;
