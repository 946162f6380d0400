/**
 * Activation (issue 34): whether a merchant may move live money. A merchant takes live payments
 * and makes live payouts only when the installation has a live provider, its activation is
 * approved and staff have not frozen it. `assertLiveWritesAllowed` is the one check every live
 * write calls (links, checkout, payment requests, QR, payouts), so the rule lives in one place.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors.ts';
import {
  ACTIVATION_TERMS_VERSION,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_REFUSALS,
  EMPTY_ACTIVATION_DETAILS,
  LIVE_REFUSAL_SENTENCES,
  activationFieldError,
  sniffDocumentType,
  submitReadiness,
  type ActivationDetails,
  type ActivationField,
  type ActivationStatus,
  type DocumentKind,
} from '../../../domain/activation.ts';
import type { ActivationDocumentView, ActivationView, SaveActivationInput } from '../../../domain/api/activation.ts';
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';
import type { Db } from '../../db/client.ts';
import { activationDocuments, type ActivationDocumentRow, type MerchantActivationRow, type merchantActivations } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { recordAudit } from '../admin/audit.service.ts';
import type { DocumentStore } from './document-store.ts';
import { reviewsOfMerchant } from './payout-account-review.ts';
import { currentDocuments, findActivation, lockActivation, updateActivation, verifiedPayoutAccounts } from './activation.queries.ts';

// What the back office (modules/admin) uses of activation's storage.
export { findDocument, lockActivation, updateActivation, verifiedPayoutAccounts } from './activation.queries.ts';
export type { DocumentStore } from './document-store.ts';
// A payout account changed after approval (accounts, payouts and the back office use these).
export {
  assertPayoutAccountReviewed,
  decidePayoutAccountReview,
  openPayoutAccountReview,
  reviewQueue,
  type PayoutAccountReviewItem,
} from './payout-account-review.ts';

export interface LiveEligibility {
  activation: ActivationStatus;
  frozen: boolean;
  frozenReason: string | null;
}

/** The merchant's activation status and freeze state (no row yet: not started, not frozen). */
export async function readLiveEligibility(db: Db, merchantId: string): Promise<LiveEligibility> {
  const row = await findActivation(db, merchantId);
  if (!row) return { activation: 'not_started', frozen: false, frozenReason: null };
  return { activation: row.status, frozen: row.frozenAt !== null, frozenReason: row.frozenReason };
}

export interface LiveWriteOptions {
  /** The installation has a live payment provider (PAYMENT_PROVIDER=monime with a live token). */
  liveProviderConfigured: boolean;
  /**
   * Who reads the refusal: the merchant (default: what to do about it) or a customer paying them
   * (checkout, links, QR: "This business can't take payments right now", nothing about why).
   */
  audience?: 'merchant' | 'customer';
}

/**
 * Throws DomainError (answered in the API envelope) when this merchant may not write live:
 * - 422 `livemode_unavailable`: no live provider on this installation (switch to Test mode);
 * - 403 `merchant_frozen`: staff froze the merchant (no live payments, no live payouts);
 * - 403 `merchant_not_activated`: activation is not approved (send it from the Activation page).
 * Checked in that order. For `audience: 'customer'` the codes stay and the message is SPEC's
 * customer sentence (frozen or not activated alike: a customer is not told why).
 */
export async function assertLiveWritesAllowed(db: Db, merchantId: string, options: LiveWriteOptions): Promise<void> {
  if (!options.liveProviderConfigured) {
    throw new DomainError(ERROR_CODES.livemodeUnavailable, LIVE_REFUSAL_SENTENCES.livemodeUnavailable);
  }
  const eligibility = await readLiveEligibility(db, merchantId);
  const customer = options.audience === 'customer';
  if (eligibility.frozen) {
    throw new DomainError(ERROR_CODES.merchantFrozen, customer ? LIVE_REFUSAL_SENTENCES.customer : LIVE_REFUSAL_SENTENCES.merchantFrozen);
  }
  if (eligibility.activation !== 'approved') {
    throw new DomainError(ERROR_CODES.merchantNotActivated, customer ? LIVE_REFUSAL_SENTENCES.customer : LIVE_REFUSAL_SENTENCES.merchantNotActivated);
  }
}

// ---------------------------------------------------------------------------------------------
// The merchant's side: GET/PUT /activation, documents, submit.

const DETAIL_FIELDS = [
  'legalName',
  'tradingName',
  'kind',
  'registrationNumber',
  'nationalId',
  'address',
  'district',
  'category',
  'expectedMonthlyVolume',
] as const satisfies readonly ActivationField[];

function detailsOf(row: MerchantActivationRow | undefined): ActivationDetails {
  if (!row) return { ...EMPTY_ACTIVATION_DETAILS };
  return {
    legalName: row.legalName,
    tradingName: row.tradingName,
    kind: row.kind,
    registrationNumber: row.registrationNumber,
    nationalId: row.nationalId,
    address: row.address,
    district: row.district,
    category: row.category,
    expectedMonthlyVolume: row.expectedMonthlyVolume,
  };
}

export function toDocumentView(row: ActivationDocumentRow): ActivationDocumentView {
  return { id: row.id, kind: row.kind, contentType: row.contentType, sizeBytes: row.sizeBytes, fileName: row.fileName, createdAt: row.createdAt.toISOString() };
}

/** The activation as its merchant (and staff) see it. */
export async function activationView(db: Db, merchantId: string): Promise<ActivationView> {
  const row = await findActivation(db, merchantId);
  const documents = await currentDocuments(db, merchantId);
  const accounts = await verifiedPayoutAccounts(db, merchantId);
  const details = detailsOf(row);
  const account = accounts[0];
  const { missing } = submitReadiness(
    details,
    documents.map((document) => document.kind),
    account !== undefined,
  );
  return {
    status: row?.status ?? 'not_started',
    reason: row?.status === 'rejected' ? row.reason : null,
    ...details,
    documents: documents.map(toDocumentView),
    payoutAccount: { verified: account !== undefined, label: account ? `${account.provider} ${maskAccountNumber(account.accountNumber)}` : null },
    payoutAccountReviews: await reviewsOfMerchant(db, merchantId),
    missing,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    frozen: row?.frozenAt != null,
    frozenReason: row?.frozenReason ?? null,
    termsVersion: ACTIVATION_TERMS_VERSION,
  };
}

function lockedError(status: ActivationStatus): DomainError {
  return new DomainError(
    ERROR_CODES.activationLocked,
    status === 'approved'
      ? 'Your account is approved. To change your business details, contact support.'
      : 'Your application is in review, so it cannot be changed now. If something is wrong, we will ask you to fix it.',
  );
}

export interface ActivationServiceDeps {
  db: Db;
  now: () => Date;
  documents: DocumentStore;
}

export function createActivationService(deps: ActivationServiceDeps) {
  const { db, now, documents } = deps;

  return {
    view: (merchantId: string) => activationView(db, merchantId),

    /** Saves what is filled in (absent fields stay, null clears). Refused in review and once approved. */
    async save(merchantId: string, input: SaveActivationInput): Promise<ActivationView> {
      const changes: Partial<Record<ActivationField, string | number | null>> = {};
      const details: { field: string; message: string }[] = [];
      for (const field of DETAIL_FIELDS) {
        const raw = input[field];
        if (raw === undefined) continue;
        const value = typeof raw === 'string' ? raw.trim() : raw;
        const problem = activationFieldError(field, value);
        if (problem) details.push({ field, message: problem });
        changes[field] = value === '' ? null : value;
      }
      if (details.length > 0) throw new DomainError(ERROR_CODES.invalidInput, details[0]?.message, { details });
      await db.transaction(async (tx) => {
        const at = now();
        const row = await lockActivation(tx, merchantId, at);
        if (row.status === 'submitted' || row.status === 'approved') throw lockedError(row.status);
        await updateActivation(tx, merchantId, { ...(changes as Partial<typeof merchantActivations.$inferInsert>), updatedAt: at });
      });
      return activationView(db, merchantId);
    },

    /**
     * Stores one document: checked by content (JPEG, PNG, WebP or PDF), 1 byte to 5 MB. A new
     * upload of a kind supersedes the previous one (kept for the record).
     */
    async upload(merchantId: string, kind: DocumentKind, bytes: Buffer, fileName: string | null): Promise<ActivationDocumentView> {
      if (bytes.length === 0) throw new DomainError(ERROR_CODES.documentEmpty, DOCUMENT_REFUSALS.empty);
      if (bytes.length > DOCUMENT_MAX_BYTES) throw new DomainError(ERROR_CODES.documentTooLarge, DOCUMENT_REFUSALS.tooLarge);
      const contentType = sniffDocumentType(bytes);
      if (!contentType) throw new DomainError(ERROR_CODES.documentTypeRefused, DOCUMENT_REFUSALS.wrongType);
      const existing = await findActivation(db, merchantId);
      if (existing && (existing.status === 'submitted' || existing.status === 'approved')) throw lockedError(existing.status);
      const id = randomUUID();
      const storageKey = `${merchantId}/${id}`;
      // Bytes first: a row never points at a file that is not there (a crash leaves an orphan file, never a broken row).
      await documents.put(storageKey, bytes);
      const at = now();
      const row = await db.transaction(async (tx) => {
        await lockActivation(tx, merchantId, at);
        await tx
          .update(activationDocuments)
          .set({ supersededAt: at })
          .where(and(eq(activationDocuments.merchantId, merchantId), eq(activationDocuments.kind, kind), isNull(activationDocuments.supersededAt)));
        const [inserted] = await tx
          .insert(activationDocuments)
          .values({
            id,
            merchantId,
            kind,
            contentType,
            sizeBytes: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            storageKey,
            fileName: fileName ? fileName.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) : null,
            createdAt: at,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('document insert returned nothing');
      return toDocumentView(row);
    },

    /**
     * Submits for review. Idempotent by state: a submission already in review (or approved) is
     * answered as it is, never a second submission. Incomplete: 422 listing what is missing.
     */
    async submit(merchantId: string, input: { acceptTerms: boolean; requestId: string | null }): Promise<ActivationView> {
      if (!input.acceptTerms) throw new DomainError(ERROR_CODES.termsNotAccepted, 'Accept the terms to submit.', { details: [{ field: 'acceptTerms', message: 'Accept the terms to submit.' }] });
      await db.transaction(async (tx) => {
        const at = now();
        const row = await lockActivation(tx, merchantId, at);
        if (row.status === 'submitted' || row.status === 'approved') return;
        const docs = await currentDocuments(tx, merchantId);
        const accounts = await verifiedPayoutAccounts(tx, merchantId);
        const { missing } = submitReadiness(
          detailsOf(row),
          docs.map((document) => document.kind),
          accounts.length > 0,
        );
        if (missing.length > 0) {
          throw new DomainError(ERROR_CODES.activationIncomplete, `Some details are missing: ${missing.map((entry) => entry.message).join(' ')}`, { details: missing });
        }
        await updateActivation(tx, merchantId, {
          status: 'submitted',
          reason: null,
          submittedAt: at,
          submissionCount: row.submissionCount + 1,
          decidedAt: null,
          decidedBy: null,
          termsVersion: ACTIVATION_TERMS_VERSION,
          termsAcceptedAt: at,
          updatedAt: at,
        });
        await recordAudit(tx, {
          actorUserId: merchantId,
          actorRole: 'merchant',
          action: 'activation.submitted',
          targetType: 'merchant',
          targetId: merchantId,
          requestId: input.requestId,
          details: { submission: row.submissionCount + 1 },
          at,
        });
      });
      return activationView(db, merchantId);
    },
  };
}

export type ActivationService = ReturnType<typeof createActivationService>;
