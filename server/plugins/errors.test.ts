/**
 * The HTTP layer maps failures to the DESIGN §3 envelope (issue 20): a service's DomainError is
 * answered with its registry status, code, message, details and Retry-After; an HttpError as
 * thrown; neither accepts a code outside the registry.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors.ts';
import { DomainError } from '../domain-error.ts';
import { HttpError, registerErrorHandling } from './errors.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.get('/invalid', async () => {
    throw new DomainError(ERROR_CODES.invalidInput, 'Enter a description', { details: [{ field: 'description', message: 'Enter a description' }] });
  });
  app.get('/too-soon', async () => {
    throw new DomainError(ERROR_CODES.resendTooSoon, 'Please wait 42 seconds before requesting a new code.', { retryAfterSeconds: 42 });
  });
  app.get('/default-message', async () => {
    throw new DomainError(ERROR_CODES.unauthorized);
  });
  app.get('/other-status', async () => {
    throw new DomainError(ERROR_CODES.merchantProfileRequired, 'Set up your business profile first.', { status: 409 });
  });
  app.get('/http', async () => {
    throw new HttpError(406, ERROR_CODES.notAcceptable, 'Ask for text/event-stream.');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('the error handler maps errors to the envelope', () => {
  it('a DomainError answers its registry status with code, message and details', async () => {
    const answer = await app.inject({ url: '/invalid' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: { code: 'invalid_input', message: 'Enter a description', details: [{ field: 'description', message: 'Enter a description' }] },
    });
  });

  it('a DomainError with a wait answers 429 with Retry-After', async () => {
    const answer = await app.inject({ url: '/too-soon' });
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toBe('42');
    expect(answer.json()).toEqual({ error: { code: 'resend_too_soon', message: 'Please wait 42 seconds before requesting a new code.' } });
  });

  it('a DomainError without a message answers the registry default', async () => {
    const answer = await app.inject({ url: '/default-message' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });

  it('a DomainError that names another status keeps it', async () => {
    const answer = await app.inject({ url: '/other-status' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: { code: 'merchant_profile_required', message: 'Set up your business profile first.' } });
  });

  it('an HttpError answers as thrown', async () => {
    const answer = await app.inject({ url: '/http' });
    expect(answer.statusCode).toBe(406);
    expect(answer.json()).toEqual({ error: { code: 'not_acceptable', message: 'Ask for text/event-stream.' } });
  });

  it('neither error type-checks a free string as its code', () => {
    // Built only for the type checker: `npm run typecheck` fails if either line compiles.
    const strangers = [
      // @ts-expect-error a code outside domain/errors.ts's registry does not compile.
      () => new DomainError('no_such_code', 'x'),
      // @ts-expect-error a code outside domain/errors.ts's registry does not compile.
      () => new HttpError(400, 'no_such_code', 'x'),
    ];
    expect(strangers).toHaveLength(2);
  });
});
