/**
 * /api/v1/auth/*: phone sign-in, logout, email verification (SPEC §7); the profile routes live in
 * modules/profile. Every route spends the API-wide quota (app.ts); sending and checking codes
 * have their own limits on top (per user or address, per phone number), kept in the database;
 * code and link rules live in the services.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.ts';
import { API_KEY_TOKEN_PREFIX, clearSessionCookie, readSessionToken, setSessionCookie, signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { sameForEveryone, type RateLimiter, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { toE164, isValidPhone } from '../../../domain/phone.ts';
import { authLimits, EMAIL_SEND_PER_USER, PHONE_VERIFY_LIMIT, type AuthServices } from './auth.service.ts';
import {
  CodeSentAnswer,
  EmailLinkParams,
  EmailSendBody,
  EmailVerifiedAnswer,
  EmailVerifyBody,
  MessageAnswer,
  PhoneLoginBody,
  VerifyPhoneAnswer,
  VerifyPhoneBody,
} from '../../../domain/api/auth.ts';

const HOST_SHAPE = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Where links in emails point: PUBLIC_URL, else this request's own origin (local use). */
function linkOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host;
  return HOST_SHAPE.test(host) ? `${request.protocol}://${host}` : `http://localhost:${config.port}`;
}

export function authRoutes(auth: AuthServices, limiter: RateLimiter, config: Config) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    // Runs after the API-wide hooks, so `request.user` is known: a signed-in caller is counted
    // as that user, never as the network address it shares with others.
    const limit = (rule: RateLimitRule) => limiter.perClient(sameForEveryone(rule));
    const AUTH_LIMITS = authLimits(config.rateLimits.perIp);
    const perPhone = limiter.perValue(
      PHONE_VERIFY_LIMIT,
      (request) => {
        const phone = (request.body as { phone?: unknown } | undefined)?.phone;
        return typeof phone === 'string' && isValidPhone(phone) ? toE164(phone) : null;
      },
      'Too many code checks for this number.',
    );

    // Bodiless POSTs (logout, link verification) may still send a JSON type with an empty
    // body: the app-wide JSON parser (plugins/input-rules.ts) reads that as no body. Every answer
    // here is no-store (plugins/no-store.ts): codes, tokens and personal data.

    app.post(
      '/auth/phone/login',
      {
        onRequest: limit(AUTH_LIMITS.send),
        schema: { body: PhoneLoginBody, response: { 200: CodeSentAnswer } },
      },
      async (request) => ({ data: await auth.phone.sendCode(request.body.phone) }),
    );

    app.post(
      '/auth/phone/verify-otp',
      {
        onRequest: limit(AUTH_LIMITS.verify),
        // After validation: the number is known and well-formed.
        preHandler: perPhone,
        schema: { body: VerifyPhoneBody, response: { 200: VerifyPhoneAnswer } },
      },
      async (request, reply) => {
        const { expiresAt, ...result } = await auth.phone.verifyCode(request.body.phone, request.body.code);
        setSessionCookie(request, reply, result.token, expiresAt);
        return { data: result };
      },
    );

    app.post(
      '/auth/logout',
      { schema: { response: { 200: MessageAnswer } } },
      async (request, reply) => {
        // Always succeeds: signing out twice, or with an expired session, is still signed out.
        const token = readSessionToken(request);
        // An API key is not a session (issue 36 item 5): it is revoked on the API keys page, not here.
        if (token !== undefined && token.startsWith(API_KEY_TOKEN_PREFIX)) {
          throw new HttpError(403, ERROR_CODES.apiKeyNotAllowed, 'API keys cannot use this endpoint. It needs a signed-in person.');
        }
        if (token !== undefined) await auth.sessions.revoke(token);
        clearSessionCookie(request, reply);
        return { data: { message: 'You are signed out.' } };
      },
    );

    app.post(
      '/auth/email/send-otp',
      {
        onRequest: [app.requireUser, limit(AUTH_LIMITS.send), limit(EMAIL_SEND_PER_USER)],
        schema: { body: EmailSendBody, response: { 200: CodeSentAnswer } },
      },
      async (request) => ({
        data: await auth.email.sendCode(signedInUser(request).id, request.body.email, linkOrigin(config, request)),
      }),
    );

    app.post(
      '/auth/email/verify-otp',
      {
        onRequest: [app.requireUser, limit(AUTH_LIMITS.verify)],
        schema: { body: EmailVerifyBody, response: { 200: EmailVerifiedAnswer } },
      },
      async (request) => ({
        data: await auth.email.verifyCode(signedInUser(request).id, request.body.email, request.body.code),
      }),
    );

    app.post(
      '/auth/email/verify/:token',
      {
        onRequest: limit(AUTH_LIMITS.link),
        // No sign-in needed (the link may be opened on another device); a session, if present,
        // only decides whether the updated profile is returned.
        preHandler: app.optionalUser,
        schema: { params: EmailLinkParams, response: { 200: EmailVerifiedAnswer } },
      },
      async (request) => ({ data: await auth.email.verifyLink(request.params.token, request.user?.id ?? null) }),
    );
  };
}
