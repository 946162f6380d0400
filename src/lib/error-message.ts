import { ApiError } from './api-client.ts';

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
