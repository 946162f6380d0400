/**
 * The one registry of error codes the API answers with (DESIGN §3, issue 20). Clients branch on
 * these codes, never on messages. Each entry: the stable code, the HTTP status it is answered
 * with, and where useful a default message. `ErrorCode` is the union of the codes, so a code
 * that is not in this table does not compile (HttpError, DomainError, errorBody).
 */
interface ErrorEntry {
  code: string;
  status: number;
  message?: string;
}

export const ERRORS = {
  invalidInput: { code: 'invalid_input', status: 400, message: 'The request is invalid' },
  unauthorized: { code: 'unauthorized', status: 401, message: 'Please sign in to continue.' },
  forbidden: { code: 'forbidden', status: 403 },
  /** Issue 35: the person is not (or no longer) a member of the business the request names. */
  notAMember: { code: 'not_a_member', status: 403, message: 'You are no longer a member of this business, so this was not done.' },
  notFound: { code: 'not_found', status: 404 },
  conflict: { code: 'conflict', status: 409 },
  rateLimited: { code: 'rate_limited', status: 429 },
  payloadTooLarge: { code: 'payload_too_large', status: 413, message: 'The request body is too large' },
  unsupportedMediaType: { code: 'unsupported_media_type', status: 415, message: 'Send the request body as application/json' },
  uriTooLong: { code: 'uri_too_long', status: 414 },
  headersTooLarge: { code: 'headers_too_large', status: 431 },
  requestTimeout: { code: 'request_timeout', status: 408 },
  crossSiteRequest: { code: 'cross_site_request', status: 403 },
  idempotencyMismatch: { code: 'idempotency_mismatch', status: 422 },
  idempotencyInFlight: { code: 'idempotency_in_flight', status: 409 },
  /** A replay of a write whose answer held a secret (shown once): the write ran, the secret is not sent again. */
  idempotencySecretWithheld: { code: 'idempotency_secret_withheld', status: 409 },
  /** A replay of a write whose answer was too large to keep: the write ran once. */
  idempotencyReplayUnavailable: { code: 'idempotency_replay_unavailable', status: 409 },
  /** Checkout: no such link for this merchant (e.g. one made offline that has not synced yet). */
  linkNotFound: { code: 'link_not_found', status: 404 },
  /** Checkout: the link was disabled, has expired, or (single use) was already paid. */
  linkInactive: { code: 'link_inactive', status: 410 },
  /** Checkout: someone is paying this single-use link right now. */
  linkInUse: { code: 'link_in_use', status: 409 },
  /** Checkout: no such merchant. */
  merchantNotFound: { code: 'merchant_not_found', status: 404 },
  /** A request for the event stream from a client that does not accept text/event-stream (issue 17). */
  notAcceptable: { code: 'not_acceptable', status: 406 },
  /** Refunds (issue 11): beyond what is left of the payment, not a refundable payment, or more than the balance holds. */
  refundExceedsPayment: { code: 'refund_exceeds_payment', status: 409 },
  paymentNotRefundable: { code: 'payment_not_refundable', status: 409 },
  insufficientBalance: { code: 'insufficient_balance', status: 409 },
  /** Payouts (issue 11): the balance does not cover it, or a configured limit would be passed. 422. */
  insufficientFunds: { code: 'insufficient_funds', status: 422 },
  payoutLimitExceeded: { code: 'payout_limit_exceeded', status: 422 },
  dailyPayoutLimitExceeded: { code: 'daily_payout_limit_exceeded', status: 422 },
  payoutAccountInactive: { code: 'payout_account_inactive', status: 422 },
  /** An `Authorization: Bearer sk_…` key that is unknown, malformed or revoked. */
  invalidApiKey: { code: 'invalid_api_key', status: 401 },
  /** An API key sent to a route that needs a signed-in person (profile, key management, step-up). */
  apiKeyNotAllowed: { code: 'api_key_not_allowed', status: 403 },
  /** API keys and webhook endpoints belong to merchants: the user has no business profile yet (webhooks answer 409). */
  merchantProfileRequired: { code: 'merchant_profile_required', status: 403 },
  /** A live-mode write on an installation with no live payment provider configured. */
  livemodeUnavailable: { code: 'livemode_unavailable', status: 422 },
  /** The public receipt (issue 17): unknown id or wrong token (one answer, no oracle), or a payment not completed. */
  receiptNotFound: { code: 'receipt_not_found', status: 404 },
  receiptNotAvailable: { code: 'receipt_not_available', status: 409 },
  /** Issue 36: a sum of money too large to carry exactly as a JSON number (never rounded). */
  sumTooLarge: { code: 'sum_too_large', status: 422 },
  internal: { code: 'internal_error', status: 500, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { code: 'service_unavailable', status: 503 },

  // One-time codes and email links (SPEC §5, DESIGN §5).
  /** Wrong, expired, used, superseded or dead (5 wrong tries) code. 400, never 401. */
  invalidCode: { code: 'invalid_code', status: 400 },
  /** A code was sent less than OTP_RESEND_SECONDS ago. 429 with Retry-After. */
  resendTooSoon: { code: 'resend_too_soon', status: 429 },
  /** OTP_MAX_SENDS_PER_HOUR reached for this number or address. 429 with Retry-After. */
  sendLimitReached: { code: 'send_limit_reached', status: 429 },
  /** Email link unknown, used, superseded or older than EMAIL_LINK_TTL_HOURS. 400. */
  invalidLink: { code: 'invalid_link', status: 400 },

  // Payments and checkout.
  /** Cash sales need a business profile. */
  notAMerchant: { code: 'not_a_merchant', status: 403 },
  /** A fixed-amount payment link was paid with another amount. */
  amountFixedByLink: { code: 'amount_fixed_by_link', status: 422 },
  /** A card payment is confirmed on the provider's hosted page, not by the API. */
  hostedPageRequired: { code: 'hosted_page_required', status: 409 },
  cannotPayYourself: { code: 'cannot_pay_yourself', status: 422 },
  /** The amount does not cover the payment's (or payout's) fee. */
  amountTooSmall: { code: 'amount_too_small', status: 422 },
  /** The payment waits for the payer's provider code. */
  codeRequired: { code: 'code_required', status: 409 },
  paymentNotPending: { code: 'payment_not_pending', status: 409 },
  paymentNotStarted: { code: 'payment_not_started', status: 409 },
  paymentProcessing: { code: 'payment_processing', status: 409 },
  /** The provider's code for a payment was wrong (tries left in the message), or can no longer be used. */
  wrongCode: { code: 'wrong_code', status: 422 },
  codeRefused: { code: 'code_refused', status: 422 },

  // Payout accounts and webhooks.
  accountExists: { code: 'account_exists', status: 409 },
  /** A webhook URL that is not https, or points at a private network. */
  webhookUrlRefused: { code: 'webhook_url_refused', status: 422 },

  // Activation and the back office (issue 34, domain/activation.ts).
  /** A live write for a merchant whose activation is not approved. */
  merchantNotActivated: { code: 'merchant_not_activated', status: 403, message: 'Your account is not activated for live payments yet. Send your business details from the Activation page, and use Test mode until it is approved.' },
  /** A live write for a merchant staff froze (the customer is told "This business can't take payments right now"). */
  merchantFrozen: { code: 'merchant_frozen', status: 403, message: 'Your account is frozen: it takes no live payments and makes no live payouts. Contact support to find out why and what to do.' },
  /** Activation documents: empty, over 5 MB, or not an image or PDF by content. */
  documentEmpty: { code: 'document_empty', status: 400, message: 'This file is empty. Choose a photo or a PDF of the document.' },
  documentTooLarge: { code: 'document_too_large', status: 413, message: 'This file is larger than 5 MB. Take a smaller photo or send a smaller PDF.' },
  documentTypeRefused: { code: 'document_type_refused', status: 415, message: 'This file is not a photo (JPEG, PNG or WebP) or a PDF. Choose a photo or a PDF of the document.' },
  /** Submit before everything activation needs is there (details lists what is missing). */
  activationIncomplete: { code: 'activation_incomplete', status: 422, message: 'Some details are missing. Fill them in, then submit again.' },
  termsNotAccepted: { code: 'terms_not_accepted', status: 422, message: 'Accept the terms to submit.' },
  /** Details changed while the application is in review or after approval. */
  activationLocked: { code: 'activation_locked', status: 409 },
  /** A decision on an activation that is not waiting for one. */
  activationNotSubmitted: { code: 'activation_not_submitted', status: 409, message: 'This activation is not waiting for a decision.' },
  /** Staff: the person is already staff, or an ADMIN_PHONES admin (changed in the configuration only). */
  staffExists: { code: 'staff_exists', status: 409 },
  staffConfigured: { code: 'staff_configured', status: 409, message: 'This admin comes from ADMIN_PHONES; change the configuration to remove them.' },
  /** Freeze of a frozen merchant, unfreeze of one that is not frozen. */
  merchantAlreadyFrozen: { code: 'merchant_already_frozen', status: 409, message: 'This merchant is already frozen.' },
  merchantNotFrozen: { code: 'merchant_not_frozen', status: 409, message: 'This merchant is not frozen.' },
  /** A live payout to a payout account added after approval, before staff approved that account (or after they refused it). */
  payoutAccountInReview: { code: 'payout_account_in_review', status: 403, message: 'Salone Pay is reviewing this new payout account. Live payouts to it start once it is approved; your approved accounts can still be paid.' },
  payoutAccountRejected: { code: 'payout_account_rejected', status: 403 },
  /** A decision on a payout account that is not waiting for one. */
  payoutAccountNotInReview: { code: 'payout_account_not_in_review', status: 409, message: 'This payout account is not waiting for a decision.' },
  /** Resend receipt for a payment with no payer phone, or not completed. */
  receiptNotSendable: { code: 'receipt_not_sendable', status: 409 },
} as const satisfies Record<string, ErrorEntry>;

type Registry = typeof ERRORS;
export type ErrorName = keyof Registry;
export type ErrorCode = Registry[ErrorName]['code'];

/** The codes by name (`ERROR_CODES.invalidInput === 'invalid_input'`): what routes and services write. */
export const ERROR_CODES = Object.fromEntries(Object.entries(ERRORS).map(([name, entry]) => [name, entry.code])) as {
  readonly [Name in ErrorName]: Registry[Name]['code'];
};

const BY_CODE = new Map<string, ErrorEntry>(Object.values(ERRORS).map((entry) => [entry.code, entry]));

/** The registry's entry for a code: its status and default message. */
export function errorEntry(code: ErrorCode): ErrorEntry {
  return BY_CODE.get(code) as ErrorEntry;
}
