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
