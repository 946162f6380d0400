/** Stable error codes the API answers with. Clients branch on these, never on messages. */
export const ERROR_CODES = {
  invalidInput: 'invalid_input',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  uriTooLong: 'uri_too_long',
  headersTooLarge: 'headers_too_large',
  requestTimeout: 'request_timeout',
  crossSiteRequest: 'cross_site_request',
  idempotencyMismatch: 'idempotency_mismatch',
  idempotencyInFlight: 'idempotency_in_flight',
  /** A replay of a write whose answer held a secret (shown once): the write ran, the secret is not sent again. */
  idempotencySecretWithheld: 'idempotency_secret_withheld',
  /** A replay of a write whose answer was too large to keep: the write ran once. */
  idempotencyReplayUnavailable: 'idempotency_replay_unavailable',
  /** Checkout: no such link for this merchant (e.g. one made offline that has not synced yet). */
  linkNotFound: 'link_not_found',
  /** Checkout: the link was disabled, has expired, or (single use) was already paid. */
  linkInactive: 'link_inactive',
  /** Checkout: someone is paying this single-use link right now. */
  linkInUse: 'link_in_use',
  /** Checkout: no such merchant. */
  merchantNotFound: 'merchant_not_found',
  /** A request for the event stream from a client that does not accept text/event-stream (issue 17). */
  notAcceptable: 'not_acceptable',
  /** Refunds (issue 11): beyond what is left of the payment, not a refundable payment, or more than the balance holds. */
  refundExceedsPayment: 'refund_exceeds_payment',
  paymentNotRefundable: 'payment_not_refundable',
  insufficientBalance: 'insufficient_balance',
  /** Payouts (issue 11): the balance does not cover it, or a configured limit would be passed. 422. */
  insufficientFunds: 'insufficient_funds',
  payoutLimitExceeded: 'payout_limit_exceeded',
  dailyPayoutLimitExceeded: 'daily_payout_limit_exceeded',
  payoutAccountInactive: 'payout_account_inactive',
  /** An `Authorization: Bearer sk_…` key that is unknown, malformed or revoked. */
  invalidApiKey: 'invalid_api_key',
  /** An API key sent to a route that needs a signed-in person (profile, key management, step-up). */
  apiKeyNotAllowed: 'api_key_not_allowed',
  /** API keys belong to merchants: the user has no business profile yet. */
  merchantProfileRequired: 'merchant_profile_required',
  /** A live-mode write on an installation with no live payment provider configured. */
  livemodeUnavailable: 'livemode_unavailable',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
