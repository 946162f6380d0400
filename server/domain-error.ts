/**
 * The failure a service reports when a business rule refuses (issue 20): a registry code
 * (domain/errors.ts), a human message, and per-field details. Services throw it and know nothing
 * of HTTP, so jobs and workers call the same services; the API's error handler
 * (plugins/errors.ts) answers it with the registry's status in the DESIGN §3 envelope.
 */
import { errorEntry, type ErrorCode } from '../domain/errors.ts';
import type { ApiErrorDetail } from '../domain/api-contract.ts';

export interface DomainErrorOptions {
  /** One entry per field at fault (400 invalid_input). */
  details?: ApiErrorDetail[];
  /** How long until trying again makes sense (a 429's Retry-After). */
  retryAfterSeconds?: number;
  /** Only where one code answers with another status than the registry's (named at the throw). */
  status?: number;
}

export class DomainError extends Error {
  readonly details: ApiErrorDetail[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** The registry's status for the code, unless the throw named another. */
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: DomainErrorOptions = {},
  ) {
    const entry = errorEntry(code);
    super(message ?? entry.message ?? code);
    this.name = 'DomainError';
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.statusCode = options.status ?? entry.status;
  }
}
