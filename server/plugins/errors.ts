/**
 * One error shape for the whole API: `{ error: { code, message, details? } }`. Validation
 * failures become 400 with one detail per field; 5xx never reveal internals. Services throw
 * DomainError (server/domain-error.ts), answered here with the registry's status.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../../domain/errors.ts';
import type { ApiErrorBody, ApiErrorDetail } from '../../domain/api-contract.ts';
import { DomainError } from '../domain-error.ts';

/**
 * Throw this from the HTTP layer (plugins, routes) for an expected, client-visible failure.
 * Services throw DomainError instead, so jobs and workers can call them without HTTP.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(code: ErrorCode, message: string, details?: ApiErrorDetail[]): ApiErrorBody {
  return { error: details && details.length > 0 ? { code, message, details } : { code, message } };
}

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  const fromPath = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const params = issue.params ?? {};
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    return fromPath ? `${fromPath}.${params.missingProperty}` : params.missingProperty;
  }
  if (issue.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return fromPath ? `${fromPath}.${params.additionalProperty}` : params.additionalProperty;
  }
  return fromPath || '(body)';
}

function messageOf(issue: AjvIssue, field: string): string {
  switch (issue.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not an accepted field`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

/** A body of 64 KB can fail thousands of rules; the first few name the problem just as well. */
const MAX_DETAILS = 20;

export function validationDetails(error: FastifyError): ApiErrorDetail[] {
  const issues = (error.validation ?? []) as AjvIssue[];
  return issues.slice(0, MAX_DETAILS).map((issue) => {
    const field = fieldOf(issue);
    return { field, message: messageOf(issue, field) };
  });
}

/** Our codes for the 4xx statuses Fastify itself may raise. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  404: ERROR_CODES.notFound,
  408: ERROR_CODES.requestTimeout,
  414: ERROR_CODES.uriTooLong,
  431: ERROR_CODES.headersTooLarge,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (error.validation) {
      const details = validationDetails(error);
      return reply
        .status(400)
        .send(errorBody(ERROR_CODES.invalidInput, details[0]?.message ?? 'The request is invalid', details));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody(ERROR_CODES.payloadTooLarge, 'The request body is too large'));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(errorBody(ERROR_CODES.unsupportedMediaType, 'Send the request body as application/json'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad content length, …): their messages are safe to echo.
      return reply.status(status).send(errorBody(CLIENT_ERROR_CODES[status] ?? ERROR_CODES.invalidInput, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'));
  });
}
