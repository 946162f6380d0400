import { ApiError, NetworkError } from './api-client.ts';

/**
 * The server's own sentence for a 429 (it says when to try again), to show under SPEC's fixed
 * failure text; undefined for any other failure, where SPEC's text alone is the message.
 */
export function rateLimitNotice(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? error.message : undefined;
}

/** Per-field messages of a 400 (DESIGN §3), joined with commas as SPEC §8 asks. */
export function joinedFieldErrors(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.details.length === 0) return undefined;
  return error.details.map((detail) => detail.message).join(', ');
}

/**
 * Why a read failed, in people's words, from what kind of failure it was (never the browser's or
 * the server's technical text: no "Failed to fetch", no TypeError, no schema pattern).
 */
export const READ_ERROR_TEXT = {
  offline: 'This needs a connection. Check that you are online, then try again.',
  notFound: 'It may have been removed, or the link is not right.',
  signIn: 'Please sign in to continue.',
  forbidden: 'Your account does not have access to this.',
  busy: 'Too many requests just now. Please wait a moment, then try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  unknown: 'Something went wrong. Please try again.',
} as const;

export function readableError(error: unknown): string {
  if (error instanceof NetworkError) return READ_ERROR_TEXT.offline;
  if (error instanceof ApiError) {
    // A malformed id in the address (400) is, to a person, a page that does not exist.
    if (error.status === 404 || error.status === 400) return READ_ERROR_TEXT.notFound;
    if (error.status === 401) return READ_ERROR_TEXT.signIn;
    if (error.status === 403) return READ_ERROR_TEXT.forbidden;
    if (error.status === 429) return READ_ERROR_TEXT.busy;
    if (error.status === 408 || error.status >= 500) return READ_ERROR_TEXT.server;
  }
  return READ_ERROR_TEXT.unknown;
}

/** A code or sign-in request made offline: it is never queued, so say a connection is needed now. */
export const CONNECTION_NEEDED = 'You are offline. This needs a connection: connect, then try again.';

/**
 * What a form shows when its request fails. SPEC's text (`specText`) is for SPEC's case, a refusal
 * of the input; being offline and being asked to wait (429, with the server's sentence saying how
 * long) are other cases with their own words.
 */
export function formFailure(error: unknown, specText: string): string {
  if (error instanceof NetworkError) return CONNECTION_NEEDED;
  if (error instanceof ApiError && error.status === 429) return error.message;
  return specText;
}
